/**
 * The seller's resale items (/user/myRecyclingGoods): the list, and the steps each status allows,
 * read from the URL so they work without JavaScript: the parcel form (?ship=CODE, with the shop's
 * return address), the confirmations of withdrawing and of taking off the shelf (?confirm=...&code=),
 * and the orders that still have bottles to resell (?pick=1, and always while there is no item).
 * The actions post, then redirect back with the service's word as a toast.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { resaleShipmentSchema } from "#contract/resale";
import type { ResaleItem } from "#contract/resale-answers";
import { RESELLABLE_ORDER_STATUSES } from "#contract/resale-statuses";
import { requireLogin } from "~/features/accounts/auth.server";
import { orderCalls } from "~/features/orders/calls.server";
import { failureRedirect } from "~/features/orders/order-actions.server";
import { resaleCalls } from "~/features/resale/calls.server";
import { itemStepPath, RESALE_GOODS_PATH } from "~/features/resale/paths";
import { unwrap, type ShoppingApi } from "~/service/client.server";
import { successFeedback } from "~/service/feedback";
import { readProtectedForm } from "~/utils/csrf.server";
import { redirectWithToast } from "~/utils/toast.server";

export interface ParcelValues {
  company: string;
  trackingNo: string;
}
export type ParcelErrors = Partial<Record<keyof ParcelValues, string>>;

/** How many recent orders the resell picker looks through. */
const PICK_ORDERS = 20;

const awaitingParcel = (item: ResaleItem) =>
  item.status === "system_audit_passed" && item.shipCompany === null;

export async function loadResaleGoods(request: Request, context: AppLoadContext) {
  const api = await requireLogin(context, request);
  const url = new URL(request.url);
  const { list } = await unwrap(await resaleCalls.items(api), api, request);
  const byCode = (code: string | null) => list.find((item) => item.code === code) ?? null;

  const shipping = byCode(url.searchParams.get("ship"));
  const shipItem = shipping && awaitingParcel(shipping) ? shipping : null;
  const asked = url.searchParams.get("confirm");
  const confirmItem = byCode(url.searchParams.get("code"));
  const confirming =
    confirmItem && asked === "withdraw" && awaitingParcel(confirmItem)
      ? { action: "withdraw" as const, item: confirmItem }
      : confirmItem && asked === "unshelve" && confirmItem.status === "on_shelf"
        ? { action: "unshelve" as const, item: confirmItem }
        : null;
  const picking = list.length === 0 || url.searchParams.get("pick") === "1";
  const [returnAddress, resellable] = await Promise.all([
    shipItem ? resaleCalls.returnAddress(api).then((found) => unwrap(found, api, request)) : null,
    picking ? resellableOrders(api, request) : null,
  ]);
  return {
    items: list,
    ship: shipItem ? { item: shipItem, returnAddress } : null,
    confirming,
    resellable,
    lang: api.lang,
  };
}

/** The seller's recent received or completed orders that still have bottles to resell. */
async function resellableOrders(api: ShoppingApi, request: Request) {
  const { list } = await unwrap(await orderCalls.page(api, "all", null, PICK_ORDERS), api, request);
  const candidates = list.filter((order) =>
    (RESELLABLE_ORDER_STATUSES as readonly string[]).includes(order.status),
  );
  const bottles = await Promise.all(
    candidates.map((order) => resaleCalls.orderBottles(api, order.id)),
  );
  return candidates
    .map((order, i) => {
      const answer = bottles[i];
      const wines = answer.ok ? answer.data.wines.filter((w) => w.serials.length > 0) : [];
      return {
        id: order.id,
        orderNo: order.orderNo,
        createdAt: order.createdAt,
        wines: wines.map((w) => ({ goodsId: w.goodsId, name: w.name, count: w.serials.length })),
      };
    })
    .filter((order) => order.wines.length > 0);
}

export async function resaleGoodsAction(request: Request, context: AppLoadContext) {
  const api = await requireLogin(context, request);
  const form = await readProtectedForm(request, api.lang);
  const intent = String(form.get("intent") ?? "");
  const code = String(form.get("code") ?? "");
  if (!/^R\d{6,}$/.test(code)) return redirect(RESALE_GOODS_PATH);

  if (intent === "ship") {
    const values: ParcelValues = {
      company: String(form.get("company") ?? ""),
      trackingNo: String(form.get("trackingNo") ?? ""),
    };
    const parsed = resaleShipmentSchema.safeParse({ code, ...values });
    if (!parsed.success) {
      const errors: ParcelErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "company" || field === "trackingNo") && !errors[field])
          errors[field] = issue.message;
      }
      return data({ ship: { code, values, errors } });
    }
    const outcome = await resaleCalls.ship(api, parsed.data);
    if (!outcome.ok) {
      const fieldErrors =
        outcome.kind === "warning"
          ? (outcome.data as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors
          : undefined;
      if (fieldErrors?.company || fieldErrors?.trackingNo)
        return data({
          ship: {
            code,
            values,
            errors: { company: fieldErrors.company?.[0], trackingNo: fieldErrors.trackingNo?.[0] },
          },
        });
      return failureRedirect(outcome, api, request, itemStepPath("ship", code));
    }
    return redirectWithToast(RESALE_GOODS_PATH, successFeedback(outcome.message ?? ""));
  }

  const outcome =
    intent === "withdraw"
      ? await resaleCalls.withdraw(api, code)
      : intent === "shelve" || intent === "unshelve"
        ? await resaleCalls.shelf(api, code, intent === "shelve")
        : null;
  if (!outcome) return redirect(RESALE_GOODS_PATH);
  if (!outcome.ok) return failureRedirect(outcome, api, request, RESALE_GOODS_PATH);
  return redirectWithToast(RESALE_GOODS_PATH, successFeedback(outcome.message ?? ""));
}
