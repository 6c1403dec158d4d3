/**
 * The after-sale desk's moves (routes/admin.afterSale.tsx): approve, reject with a reason the buyer
 * reads, confirm the goods came back, send a failed refund again. Each is a form with the order's
 * number; a refused move answers on its request's card with the service's words, a done one goes
 * back to the desk with a toast.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, type AppLoadContext } from "@remix-run/node";
import { rejectFormSchema } from "#contract/aftersale-desk-forms";
import { successFeedback } from "~/service/feedback";
import type { Failure } from "~/service/outcome";
import { readProtectedForm } from "~/utils/csrf.server";
import { replyOfFailure } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireStaff } from "../staff-session.server";
import { ORDER_NO_PATTERN } from "#contract/order-desk";

const MOVES = {
  approve: "/ops/afterSale/approve",
  received: "/ops/afterSale/received",
  resend: "/ops/afterSale/resend",
} as const;

export async function afterSaleDeskAction(request: Request, context: AppLoadContext) {
  const { api } = await requireStaff(request, context);
  const formData = await readProtectedForm(request, context.lang);
  const intent = String(formData.get("intent") ?? "");
  const orderNo = String(formData.get("orderNo") ?? "");
  const back = `/admin/afterSale${new URL(request.url).search}`;
  if (intent === "reject") {
    const submission = parseWithZod(formData, { schema: rejectFormSchema });
    if (submission.status !== "success")
      return data({ orderNo, result: submission.reply(), error: null }, { status: 422 });
    const done = await api.post("/ops/afterSale/reject", submission.value);
    if (!done.ok)
      return data({
        orderNo,
        result: replyOfFailure(submission, done as Failure, context.lang),
        error: null,
      });
    return redirectWithToast(back, successFeedback(done.message ?? ""));
  }
  // Own keys only: "constructor" or "toString" are in every object.
  if (!Object.hasOwn(MOVES, intent) || !ORDER_NO_PATTERN.test(orderNo))
    return data({ orderNo, result: null, error: null }, { status: 422 });
  const done = await api.post(MOVES[intent as keyof typeof MOVES], { orderNo });
  if (!done.ok)
    return data({
      orderNo,
      result: null,
      error: (done as Failure & { message?: string }).message ?? "",
    });
  return redirectWithToast(back, successFeedback(done.message ?? ""));
}
