/**
 * The order page's forms (routes/admin.orders.$orderNo.tsx): ship, add a tracking event, add a
 * staff note, show a phone in full. Each is a plain form with an `intent`; a refused move answers
 * the form with the service's words, a done one goes back to the page with a toast. A phone is
 * answered on the page itself, once, never in a URL.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { orderNoteSchema, shipFormSchema, trackFormSchema } from "#contract/order-desk-forms";
import { successFeedback } from "~/service/feedback";
import type { Failure } from "~/service/outcome";
import { readProtectedForm } from "~/utils/csrf.server";
import { replyOfFailure } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requestKeyOf } from "../request-key.server";
import { requireStaff } from "../staff-session.server";

export const ORDER_FORMS = ["ship", "track", "note"] as const;
type OrderForm = (typeof ORDER_FORMS)[number];

const SCHEMAS = { ship: shipFormSchema, track: trackFormSchema, note: orderNoteSchema };
const PATHS = {
  ship: "/ops/order/ship",
  track: "/ops/order/track",
  note: "/ops/order/note",
} as const;
const whose = z.enum(["buyer", "recipient"]);

export async function orderDeskAction(request: Request, context: AppLoadContext, orderNo: string) {
  const { api } = await requireStaff(request, context);
  const formData = await readProtectedForm(request, context.lang);
  const intent = formData.get("intent");
  if (intent === "phone") {
    const asked = whose.safeParse(formData.get("whose"));
    if (!asked.success) return data({ form: "phone" as const, error: "" }, { status: 422 });
    const shown = await api.post("/ops/order/phone", { orderNo, whose: asked.data });
    return shown.ok
      ? data({ form: "phone" as const, phone: shown.data })
      : data({ form: "phone" as const, error: (shown as Failure & { message?: string }).message });
  }
  if (!ORDER_FORMS.includes(intent as OrderForm))
    return data({ form: null, error: "" }, { status: 422 });
  const form = intent as OrderForm;
  const submission = parseWithZod(formData, { schema: SCHEMAS[form] });
  if (submission.status !== "success")
    return data({ form, result: submission.reply() }, { status: 422 });
  const done = await api.post(PATHS[form], {
    orderNo,
    ...submission.value,
    ...(form === "ship" ? {} : requestKeyOf(formData)),
  });
  if (!done.ok)
    return data({ form, result: replyOfFailure(submission, done as Failure, context.lang) });
  return redirectWithToast(
    `/admin/orders/${encodeURIComponent(orderNo)}`,
    successFeedback(done.message ?? ""),
  );
}
