/**
 * The after-sale progress page's server side: the order with its timeline and
 * its latest request, and the one action, the return shipment (a courier of
 * the list and a tracking number, spec §5) once the shop agreed.
 */
import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { cleanTrackingNo } from "#contract/aftersale";
import { COURIER_CODES, TRACKING_NO_PATTERN } from "#contract/logistics";
import { afterSalePath } from "~/features/aftersale/paths";
import { failureRedirect } from "~/features/orders/order-actions.server";
import { orderAllowing } from "~/features/orders/order-guard.server";
import { tFor } from "~/i18n.server";
import { afterSaleCalls } from "~/features/aftersale/calls.server";
import { unwrap } from "~/service/client.server";
import { successFeedback } from "~/service/feedback";
import { requireLogin } from "~/features/accounts/auth.server";
import { formSecurity, readProtectedForm } from "~/utils/csrf.server";
import { redirectWithToast } from "~/utils/toast.server";

export interface ShipmentValues {
  company: string;
  trackingNo: string;
}
export type ShipmentErrors = Partial<Record<keyof ShipmentValues, string>>;

export async function afterSaleLoader(
  request: Request,
  context: AppLoadContext,
  idParam: string | undefined,
) {
  const api = await requireLogin(context, request);
  const order = await orderAllowing("afterSale", api, request, idParam);
  const found = await unwrap(await afterSaleCalls.find(api, order.id), api, request);
  if (!found) throw new Response("Not found", { status: 404 });
  const security = await formSecurity(request);
  return data(
    { order, request: found, lang: api.lang, csrf: security.csrf },
    { headers: security.headers },
  );
}

export function checkShipment(values: ShipmentValues): ShipmentErrors {
  const errors: ShipmentErrors = {};
  if (!COURIER_CODES.includes(values.company as never))
    errors.company = "returnShipment.company.required";
  const trackingNo = cleanTrackingNo(values.trackingNo);
  if (trackingNo === "") errors.trackingNo = "returnShipment.trackingNo.required";
  else if (!TRACKING_NO_PATTERN.test(trackingNo))
    errors.trackingNo = "returnShipment.trackingNo.invalid";
  return errors;
}

export async function afterSaleAction(
  request: Request,
  context: AppLoadContext,
  idParam: string | undefined,
) {
  const api = await requireLogin(context, request);
  const { id } = await orderAllowing("afterSale", api, request, idParam);
  const form = await readProtectedForm(request, api.lang);
  if (form.get("intent") !== "ship") return redirect(afterSalePath(id));
  const values: ShipmentValues = {
    company: String(form.get("company") ?? ""),
    trackingNo: String(form.get("trackingNo") ?? ""),
  };
  const errors = checkShipment(values);
  if (Object.keys(errors).length > 0) return data({ values, errors });
  const outcome = await afterSaleCalls.shipBack(api, {
    orderId: id,
    company: values.company,
    trackingNo: cleanTrackingNo(values.trackingNo),
  });
  if (!outcome.ok) {
    const fieldErrors =
      outcome.kind === "warning"
        ? (outcome.data as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors
        : undefined;
    if (fieldErrors) {
      const refused: ShipmentErrors = {};
      if (fieldErrors.company) refused.company = fieldErrors.company[0];
      if (fieldErrors.trackingNo) refused.trackingNo = fieldErrors.trackingNo[0];
      return data({ values, errors: refused });
    }
    return failureRedirect(outcome, api, request, afterSalePath(id));
  }
  return redirectWithToast(
    afterSalePath(id),
    successFeedback(
      outcome.message ?? tFor(api.lang, "aftersale")("afterSale.statuses.goods_sent"),
    ),
  );
}
