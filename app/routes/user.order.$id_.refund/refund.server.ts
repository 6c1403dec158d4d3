/**
 * The refund / return request form's server side: the order it is for, the
 * checks of spec §5 (the same keys as the service's), what the chosen bottles
 * are worth (decision 033), the confirmation step, and the request itself.
 * Each step is a POST answered with the form's state, so it works the same
 * without JavaScript.
 */
import { centsOf } from "~/utils/typed-amount";
import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  AFTER_SALE_DETAILS_MAX_LENGTH,
  REASONS_OF,
  type AfterSaleReason,
} from "#contract/aftersale";
import type { OrderView } from "#contract/buying";
import { chosenWorth, type Worth } from "#contract/refund-shares";
import { afterSalePath } from "~/features/aftersale/paths";
import { failureRedirect } from "~/features/orders/order-actions.server";
import { orderAllowing } from "~/features/orders/order-guard.server";
import { tFor } from "~/i18n.server";
import { afterSaleCalls } from "~/features/aftersale/calls.server";
import { successFeedback } from "~/service/feedback";
import { requireLogin } from "~/features/accounts/auth.server";
import { formSecurity, validateCsrfOf } from "~/utils/csrf.server";
import type { PhotoState } from "~/features/photos/fields";
import { collectPhotos, readPhotoForm } from "~/features/photos/photos.server";
import { redirectWithToast } from "~/utils/toast.server";
import { kindOf, openLines, quantityField } from "./refund-form";

export interface RefundValues {
  reasonCode: string;
  reasonDetails: string;
  /** empty: all the chosen bottles are worth */
  amount: string;
  /** empty: all the points the chosen bottles used */
  points: string;
  /** bottles by the order line's id, as typed */
  quantities: Record<string, string>;
}
export type RefundField = Exclude<keyof RefundValues, "quantities"> | "lines";
export type RefundErrors = Partial<Record<RefundField, string>>;

export type RefundState =
  | {
      step: "form";
      values: RefundValues;
      errors: RefundErrors;
      formError: string | null;
      photos: PhotoState;
    }
  | {
      step: "confirm";
      values: RefundValues;
      amountCents: number;
      points: number;
      worth: Worth;
      lines: { orderLineId: number; quantity: number }[];
      photos: PhotoState;
      /** sent with the confirmation: confirmed twice, the request is still made once */
      requestKey: string;
    };

export async function refundLoader(
  request: Request,
  context: AppLoadContext,
  idParam: string | undefined,
) {
  const api = await requireLogin(context, request);
  const order = await orderAllowing("refund", api, request, idParam);
  const [security, freight] = await Promise.all([
    formSecurity(request),
    afterSaleCalls.returnFreight(api),
  ]);
  // Without the shop's rule the form says nothing of the freight rather than failing.
  const shopPays: string[] | null = freight.ok ? freight.data.shopPays : null;
  return data(
    { order, lang: api.lang, csrf: security.csrf, shopPays },
    { headers: security.headers },
  );
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * Spec §5 on the form: a reason of the request's kind (with the buyer's own words for "other");
 * the bottles, each line at most what it has left, at least one; amount and points whole cents and
 * points, at most what the chosen bottles are worth (empty: all of it), not both zero.
 */
export function checkRefund(
  values: RefundValues,
  order: Pick<OrderView, "amounts" | "lines" | "actions">,
): {
  errors: RefundErrors;
  amountCents: number;
  points: number;
  worth: Worth;
  lines: { orderLineId: number; quantity: number }[];
} {
  const errors: RefundErrors = {};
  const details = values.reasonDetails.trim();
  const reasons: readonly string[] = REASONS_OF[kindOf(order)];
  if (!reasons.includes(values.reasonCode)) errors.reasonCode = "afterSale.reason.required";
  else if (values.reasonCode === "other" && details === "")
    errors.reasonDetails = "afterSale.reason.required";
  if (details.length > AFTER_SALE_DETAILS_MAX_LENGTH)
    errors.reasonDetails = "afterSale.reason.tooLong";

  const chosen = order.lines.map((line) => {
    const typed = (values.quantities[String(line.id)] ?? "").trim();
    const left = line.quantity - line.refundedQuantity;
    if (typed === "") return 0;
    if (!/^\d{1,4}$/.test(typed)) {
      errors.lines = "afterSale.lines.invalid";
      return 0;
    }
    if (Number(typed) > left) errors.lines ??= "afterSale.lines.tooMany";
    return Math.min(Number(typed), left);
  });
  if (!errors.lines && chosen.every((n) => n === 0)) errors.lines = "afterSale.lines.required";
  const worth = chosenWorth(
    order.lines.map((l) => ({ ...l, takenBack: l.refundedQuantity })),
    order.amounts,
    chosen,
  );

  const amountText = values.amount.trim();
  const amountCents = amountText === "" ? worth.cents : centsOf(amountText);
  if (amountCents === null) errors.amount = "afterSale.amount.invalid";
  else if (amountCents > worth.cents && !errors.lines) errors.amount = "afterSale.amount.tooMuch";

  const pointsText = values.points.trim();
  const points =
    pointsText === "" ? worth.points : /^\d{1,9}$/.test(pointsText) ? Number(pointsText) : null;
  if (points === null) errors.points = "afterSale.points.invalid";
  else if (points > worth.points && !errors.lines) errors.points = "afterSale.points.tooMuch";

  if (!errors.lines && !errors.amount && !errors.points && amountCents === 0 && points === 0)
    errors.amount = "afterSale.bothZero";
  return {
    errors,
    amountCents: amountCents ?? 0,
    points: points ?? 0,
    worth,
    lines: order.lines
      .map((l, i) => ({ orderLineId: l.id, quantity: chosen[i] }))
      .filter((l) => l.quantity > 0),
  };
}

const REQUEST_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The service's fields on the form's. */
const FIELD_OF: Record<string, RefundField> = {
  reasonCode: "reasonCode",
  reasonDetails: "reasonDetails",
  amountCents: "amount",
  points: "points",
  lines: "lines",
};

export async function refundAction(
  request: Request,
  context: AppLoadContext,
  idParam: string | undefined,
) {
  const api = await requireLogin(context, request);
  const order = await orderAllowing("refund", api, request, idParam);
  const form = await readPhotoForm(request, api.lang);
  await validateCsrfOf(form, request, api.lang);
  const values: RefundValues = {
    reasonCode: text(form, "reasonCode"),
    reasonDetails: text(form, "reasonDetails"),
    amount: text(form, "amount"),
    points: text(form, "points"),
    quantities: Object.fromEntries(
      openLines(order).map((l) => [String(l.id), text(form, quantityField(l.id))]),
    ),
  };
  const intent = text(form, "intent");
  // New pictures are uploaded at every step, so a refused field never loses a picture already sent.
  let photos = await collectPhotos(api, form, "aftersale");
  const formState = (errors: RefundErrors = {}, formError: string | null = null) =>
    data({ step: "form", values, errors, formError, photos } satisfies RefundState);

  if (intent === "edit") return formState();
  const checked = checkRefund(values, order);
  const reasonCode = values.reasonCode as AfterSaleReason;
  if (Object.keys(checked.errors).length > 0 || photos.error) return formState(checked.errors);
  if (intent !== "apply") {
    return data({
      step: "confirm",
      values,
      amountCents: checked.amountCents,
      points: checked.points,
      worth: checked.worth,
      lines: checked.lines,
      photos,
      requestKey: crypto.randomUUID(),
    } satisfies RefundState);
  }

  const outcome = await afterSaleCalls.apply(api, {
    orderId: order.id,
    reasonCode,
    reasonDetails: values.reasonDetails.trim(),
    lines: checked.lines,
    amountCents: checked.amountCents,
    points: checked.points,
    photos: photos.names,
    ...(REQUEST_KEY.test(text(form, "requestKey")) ? { requestKey: text(form, "requestKey") } : {}),
  });
  if (!outcome.ok) {
    const fieldErrors =
      outcome.kind === "warning"
        ? (outcome.data as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors
        : undefined;
    if (fieldErrors) {
      const errors: RefundErrors = {};
      for (const [field, keys] of Object.entries(fieldErrors)) {
        if (field === "photos") photos = { ...photos, error: keys[0] };
        else errors[FIELD_OF[field] ?? "amount"] = keys[0];
      }
      return formState(errors);
    }
    // Refused for another reason (a request got in first, the order moved): its progress page, or
    // the order when it has none.
    return failureRedirect(outcome, api, request, afterSalePath(order.id));
  }
  return redirectWithToast(
    afterSalePath(order.id),
    successFeedback(outcome.message ?? tFor(api.lang, "aftersale")("afterSale.statuses.requested")),
  );
}
