/**
 * The payment page's actions: choose (or renew) a payment method, "I have
 * paid" (asks the gateway, then goes on or says not yet) and cancel the
 * order after its confirmation step. Each redirects (post/redirect/get).
 */
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { PAY_METHODS, type OrderStatus, type PaymentStatus } from "#contract/buying";
import {
  cancelOrder,
  failureRedirect,
  notPaidYetFeedback,
  paidFeedback,
} from "~/features/orders/order-actions.server";
import { orderPath, parseOrderId, paymentPath } from "~/features/payments/paths";
import { requireLogin } from "~/features/accounts/auth.server";
import { readProtectedForm } from "~/utils/csrf.server";
import { redirectWithToast } from "~/utils/toast.server";
import { tFor } from "~/i18n.server";
import { errorFeedback } from "~/service/feedback";
import { paymentCalls } from "~/features/payments/calls.server";
import { payMethodsFor } from "~/features/payments/methods";
import { payPathFor } from "~/features/payments/pay-path";
import { learnPayerFirst } from "~/features/payments/payer.server";
import { envOfRequest } from "~/utils/device-env.server";

const orderId = z.string().transform((value, ctx) => {
  const id = parseOrderId(value);
  if (id === null) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: "orderId" });
    return z.NEVER;
  }
  return id;
});

const actionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("method"),
    orderId,
    method: z.enum(PAY_METHODS),
    // "Pay by QR code instead", on a phone whose wallet would not open.
    path: z.literal("qr").optional(),
  }),
  z.object({ intent: z.literal("check"), orderId }),
  z.object({ intent: z.literal("cancel"), orderId }),
]);

const UNPAID: OrderStatus[] = ["pending_payment", "cancelled", "closed"];

export function isPaid(status: Pick<PaymentStatus, "orderStatus" | "payment">): boolean {
  return status.payment?.status === "paid" || !UNPAID.includes(status.orderStatus);
}

export async function paymentAction(request: Request, context: AppLoadContext) {
  const api = await requireLogin(context, request);
  const form = await readProtectedForm(request, api.lang);
  const parsed = actionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const id = parseOrderId(form.get("orderId"));
    return redirect(id ? paymentPath(id) : "/personalCenter");
  }
  const { orderId: id } = parsed.data;
  // The page the form was on (with its method), so a refusal is told where it happened.
  const here = new URL(request.url);
  here.searchParams.delete("confirm");
  here.searchParams.delete("index");
  const back = here.pathname + here.search;

  switch (parsed.data.intent) {
    case "method": {
      if (!payMethodsFor(request.headers.get("User-Agent")).includes(parsed.data.method))
        return redirectWithToast(
          back,
          errorFeedback(tFor(api.lang, "payment")("payment.onlyWechatHere")),
        );
      const { method } = parsed.data;
      let path =
        parsed.data.path ??
        payPathFor(request.headers.get("User-Agent"), envOfRequest(request) === "miniProgram");
      if (path === "wechat-browser") {
        const learning = await learnPayerFirst(api, id);
        if (learning instanceof Response) return learning;
        // No silent OAuth for WeChat's browser here: the QR code, a picture to save.
        if (learning === "none") path = "qr";
      }
      const returnUrl = path === "phone" ? paymentPath(id, method, "&returned=1") : undefined;
      const outcome = await paymentCalls.pay(api, id, method, path, returnUrl);
      if (!outcome.ok) return failureRedirect(outcome, api, request, back);
      return redirect(paymentPath(id, outcome.data.method));
    }
    case "check": {
      const outcome = await paymentCalls.status(api, id, true);
      if (!outcome.ok) return failureRedirect(outcome, api, request, back);
      const status = outcome.data;
      if (isPaid(status)) return redirectWithToast(orderPath(id), paidFeedback(api.lang));
      if (status.orderStatus === "pending_payment")
        return redirectWithToast(
          paymentPath(id, status.payment?.method),
          notPaidYetFeedback(api.lang),
        );
      return redirect(paymentPath(id));
    }
    case "cancel":
      return cancelOrder(api, request, id, back);
  }
}
