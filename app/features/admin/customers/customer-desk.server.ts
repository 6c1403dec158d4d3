/**
 * The customers desk's server side (routes/admin.customers.*): buyers found by the digits of their
 * mobile number; one buyer's page, and its forms: points added or taken with a reason (into the
 * buyer's points log and the audit log), and the number shown in full (logged).
 */
import { parseWithZod } from "@conform-to/zod";
import { data, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { successFeedback } from "~/service/feedback";
import type { Failure } from "~/service/outcome";
import { readProtectedForm } from "~/utils/csrf.server";
import { redirectWithToast } from "~/utils/toast.server";
import { consoleData } from "../console-page.server";
import { requireStaff, type StaffApi } from "../staff-session.server";
import { replyOfRefusal } from "../wines/refusal.server";
import { customerPath } from "./customer-paths";

/** The digits typed (spaces and hyphens as people write numbers), or why they are not a search. */
export async function customerSearch(api: StaffApi, url: URL) {
  const typed = (url.searchParams.get("phone") ?? "").normalize("NFKC").replace(/[\s-]/g, "");
  if (typed === "") return { phone: "", invalid: false, customers: null };
  if (!/^\d{4,11}$/.test(typed))
    return { phone: typed.slice(0, 20), invalid: true, customers: null };
  const found = consoleData(await api.get("/ops/customer/find", { phone: typed }), api.lang);
  return { phone: typed, invalid: false, customers: found.customers };
}

const pointsForm = z.object({
  direction: z.enum(["grant", "deduct"]),
  points: z.string({ required_error: "pointsAdjust.points" }).transform((raw, ctx) => {
    const digits = raw.normalize("NFKC").trim();
    const value = Number(digits);
    if (!/^\d{1,8}$/.test(digits) || value < 1 || value > 10_000_000) {
      ctx.addIssue({ code: "custom", message: "pointsAdjust.points" });
      return z.NEVER;
    }
    return value;
  }),
  note: z
    .string({ required_error: "pointsAdjust.note" })
    .trim()
    .min(1, "pointsAdjust.note")
    .max(100, "pointsAdjust.note"),
});

export async function customerAction(request: Request, context: AppLoadContext, id: number) {
  const { api } = await requireStaff(request, context);
  const formData = await readProtectedForm(request, context.lang);
  if (formData.get("intent") === "phone") {
    const shown = await api.post("/ops/customer/phone", { id });
    return shown.ok
      ? data({ form: "phone" as const, phone: { whose: "buyer", phone: shown.data.phone } })
      : data({ form: "phone" as const, error: (shown as Failure & { message?: string }).message });
  }
  const submission = parseWithZod(formData, { schema: pointsForm });
  if (submission.status !== "success")
    return data({ form: "points" as const, result: submission.reply() }, { status: 422 });
  const { direction, ...adjustment } = submission.value;
  const done = await api.post(`/ops/points/${direction}`, { userId: id, ...adjustment });
  if (!done.ok)
    return data({
      form: "points" as const,
      result: replyOfRefusal(submission, done as Failure, api.lang, (path) => path),
    });
  return redirectWithToast(customerPath(id), successFeedback(done.message ?? ""));
}
