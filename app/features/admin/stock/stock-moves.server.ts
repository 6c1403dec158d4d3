/**
 * The wine's stock page's forms (routes/admin.stock.$goodsId.tsx): receive bottles, adjust the
 * stock (breakage, a correction), a stock-take's count, the low-stock threshold. Each is a plain
 * form with an `intent`; a refused move answers the form with the service's words, a done one goes
 * back to the page with a toast. A receipt's toast stays until closed: it names the bottles'
 * serials, which the warehouse writes on the cases.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, type AppLoadContext } from "@remix-run/node";
import {
  receiveFormSchema,
  stockAdjustFormSchema,
  thresholdFormSchema,
} from "#contract/stock-desk-forms";
import { tFor } from "~/i18n.server";
import { successFeedback } from "~/service/feedback";
import type { Failure } from "~/service/outcome";
import { readProtectedForm } from "~/utils/csrf.server";
import { replyOfFailure } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireStaff } from "../staff-session.server";

export const STOCK_FORMS = ["receive", "adjust", "count", "threshold"] as const;
type StockForm = (typeof STOCK_FORMS)[number];

const SCHEMAS = {
  receive: receiveFormSchema,
  adjust: stockAdjustFormSchema,
  count: stockAdjustFormSchema,
  threshold: thresholdFormSchema,
};
const PATHS = {
  receive: "/ops/stock/receive",
  adjust: "/ops/stock/adjust",
  count: "/ops/stock/adjust",
  threshold: "/ops/stock/threshold",
} as const;

export async function stockDeskAction(request: Request, context: AppLoadContext, goodsId: number) {
  const { api } = await requireStaff(request, context);
  const formData = await readProtectedForm(request, context.lang);
  const intent = formData.get("intent");
  if (!STOCK_FORMS.includes(intent as StockForm))
    return data({ form: null, error: "" }, { status: 422 });
  const form = intent as StockForm;
  const submission = parseWithZod(formData, { schema: SCHEMAS[form] });
  if (submission.status !== "success")
    return data({ form, result: submission.reply() }, { status: 422 });
  const done = await api.post(PATHS[form], { goodsId, ...submission.value });
  if (!done.ok)
    return data({ form, result: replyOfFailure(submission, done as Failure, context.lang) });
  const page = `/admin/stock/${goodsId}`;
  if (form === "receive" && "lot" in done.data) {
    const t = tFor(context.lang, "admin");
    const { quantity, lot, serials } = done.data;
    return redirectWithToast(page, {
      variant: "notice",
      message: t("stockWine.received", {
        count: quantity,
        first: serials.first,
        last: serials.last,
        lot,
      }),
      durationMs: 0,
    });
  }
  return redirectWithToast(page, successFeedback(done.message ?? ""));
}
