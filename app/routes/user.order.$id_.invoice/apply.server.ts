/**
 * Applying for an order's invoice (/user/order/{id}/invoice): the approved titles to choose from
 * (the default first), the amount (what the order paid in money), and the request. An order that
 * cannot ask (not received yet, asked already) goes back to its page.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { applyInvoiceSchema } from "#contract/invoices";
import { requireLogin } from "~/features/accounts/auth.server";
import { invoiceCalls } from "~/features/invoices/calls.server";
import { orderCalls } from "~/features/orders/calls.server";
import { orderPath, parseOrderId } from "~/features/payments/paths";
import { unwrap } from "~/service/client.server";
import { successFeedback } from "~/service/feedback";
import { formSecurity, readProtectedForm } from "~/utils/csrf.server";
import { replyToFailure } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";

function orderIdOf(param: string | undefined): number {
  const id = parseOrderId(param);
  if (!id) throw new Response("Not found", { status: 404 });
  return id;
}

export async function loadApply(request: Request, context: AppLoadContext, param?: string) {
  const api = await requireLogin(context, request);
  const id = orderIdOf(param);
  const [order, invoice, titles, security] = await Promise.all([
    orderCalls.find(api, id).then((o) => unwrap(o, api, request)),
    invoiceCalls.orderInvoice(api, id).then((o) => unwrap(o, api, request)),
    invoiceCalls.titles(api).then((o) => unwrap(o, api, request)),
    formSecurity(request),
  ]);
  if (!invoice.eligible) throw redirect(orderPath(id));
  return data(
    {
      order: { id: order.id, orderNo: order.orderNo },
      amountCents: invoice.amountCents,
      titles: titles.list.filter((t) => t.status === "approved"),
      csrf: security.csrf,
    },
    { headers: security.headers },
  );
}

export async function applyAction(request: Request, context: AppLoadContext, param?: string) {
  const api = await requireLogin(context, request);
  const id = orderIdOf(param);
  const formData = await readProtectedForm(request, api.lang);
  formData.set("orderId", String(id));
  const submission = parseWithZod(formData, { schema: applyInvoiceSchema });
  if (submission.status !== "success") return data({ result: submission.reply() });
  const outcome = await invoiceCalls.applyInvoice(api, id, submission.value.titleId);
  if (!outcome.ok) return data({ result: await replyToFailure(submission, outcome, api, request) });
  return redirectWithToast(orderPath(id), successFeedback(outcome.message ?? ""));
}
