/**
 * The refund / return request form's server side: the order it is for, the
 * checks of spec §5 (the same keys as the service's), the confirmation step,
 * and the request itself. Each step is a POST answered with the form's state,
 * so it works the same without JavaScript.
 */
import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import { AFTER_SALE_DETAILS_MAX_LENGTH, isAfterSaleReason } from "#contract/aftersale";
import type { OrderView } from "#contract/buying";
import { afterSalePath, centsOf } from "~/features/aftersale/paths";
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

export interface RefundValues {
  reasonCode: string;
  reasonDetails: string;
  amount: string;
  points: string;
}
export type RefundField = keyof RefundValues;
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
  const security = await formSecurity(request);
  return data({ order, lang: api.lang, csrf: security.csrf }, { headers: security.headers });
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * Spec §5 on the form: a reason of the list (with the buyer's own words for "other"); amount and
 * points not empty, whole cents and points, at most what was paid and used, not both zero.
 */
export function checkRefund(
  values: RefundValues,
  order: Pick<OrderView, "amounts">,
): { errors: RefundErrors; amountCents: number; points: number } {
  const errors: RefundErrors = {};
  const details = values.reasonDetails.trim();
  if (!isAfterSaleReason(values.reasonCode)) errors.reasonCode = "afterSale.reason.required";
  else if (values.reasonCode === "other" && details === "")
    errors.reasonDetails = "afterSale.reason.required";
  if (details.length > AFTER_SALE_DETAILS_MAX_LENGTH)
    errors.reasonDetails = "afterSale.reason.tooLong";

  const amountCents = values.amount.trim() === "" ? null : centsOf(values.amount);
  if (values.amount.trim() === "") errors.amount = "afterSale.amount.required";
  else if (amountCents === null) errors.amount = "afterSale.amount.invalid";
  else if (amountCents > order.amounts.totalCents) errors.amount = "afterSale.amount.tooMuch";

  const pointsText = values.points.trim();
  const points = /^\d{1,9}$/.test(pointsText) ? Number(pointsText) : null;
  if (pointsText === "") errors.points = "afterSale.points.required";
  else if (points === null) errors.points = "afterSale.points.invalid";
  else if (points > order.amounts.pointsUsed) errors.points = "afterSale.points.tooMuch";

  if (!errors.amount && !errors.points && amountCents === 0 && points === 0)
    errors.amount = "afterSale.bothZero";
  return { errors, amountCents: amountCents ?? 0, points: points ?? 0 };
}

const REQUEST_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The service's fields on the form's. */
const FIELD_OF: Record<string, RefundField> = {
  reasonCode: "reasonCode",
  reasonDetails: "reasonDetails",
  amountCents: "amount",
  points: "points",
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
  };
  const intent = text(form, "intent");
  // New pictures are uploaded at every step, so a refused field never loses a picture already sent.
  let photos = await collectPhotos(api, form, "aftersale");
  const formState = (errors: RefundErrors = {}, formError: string | null = null) =>
    data({ step: "form", values, errors, formError, photos } satisfies RefundState);

  if (intent === "edit") return formState();
  const checked = checkRefund(values, order);
  if (
    Object.keys(checked.errors).length > 0 ||
    !isAfterSaleReason(values.reasonCode) ||
    photos.error
  )
    return formState(checked.errors);
  if (intent !== "apply") {
    return data({
      step: "confirm",
      values,
      amountCents: checked.amountCents,
      points: checked.points,
      photos,
      requestKey: crypto.randomUUID(),
    } satisfies RefundState);
  }

  const outcome = await afterSaleCalls.apply(api, {
    orderId: order.id,
    reasonCode: values.reasonCode,
    reasonDetails: values.reasonDetails.trim(),
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
