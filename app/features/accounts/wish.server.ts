/**
 * The wish that survives a login. A visitor who is not logged in presses something that needs an
 * account (add to cart, buy now, collect, 到货通知): the action keeps the
 * wish in the cookie session and sends the visitor to /login. The login or registration form shows
 * it and carries its id; the successful login (CSRF-checked) takes it out of the session and does
 * it in the same response, through the handler of its kind. It is gone from the session after
 * that, so a reload, going back or the next login never does it again; and the service records the
 * wish's id with the change it makes, so two logins sent at the same moment with the same cookie do
 * it once (shopping/accounts/wishes.ts).
 */
import type { AppLoadContext } from "@remix-run/node";
import { MAX_LINE_QUANTITY } from "#contract/buying";
import { cartWish } from "~/features/cart/wish.server";
import { catalogCalls } from "~/features/catalog/calls.server";
import { goodsName } from "~/features/catalog/goods-name";
import { buyNowWish } from "~/features/orders/buy-now-wish.server";
import { collectWish } from "~/features/favorites/collect-wish.server";
import { resaleCartWish } from "~/features/resale/resale-wish.server";
import { restockWish } from "~/features/restock/restock-wish.server";
import { safeLocalPath } from "~/utils/back";
import { normalizeQuantity } from "~/utils/quantity";
import type { AppSession } from "~/utils/session.server";
import type { Wish, WishHandler, WishKind, WishView } from "./wish";

export type { Wish, WishKind, WishView } from "./wish";

const HANDLERS: Record<WishKind, WishHandler> = {
  cart: cartWish,
  buy: buyNowWish,
  collect: collectWish,
  restock: restockWish,
  resaleCart: resaleCartWish,
};

const WISH_TTL_MS = 30 * 60_000;

export function rememberWish(session: AppSession, wish: Omit<Wish, "id" | "at">): void {
  session.set("wish", {
    ...wish,
    quantity: normalizeQuantity(wish.quantity, MAX_LINE_QUANTITY),
    city: wish.city.replace(/\D/g, "").slice(0, 12),
    back: safeLocalPath(wish.back ?? null) ?? undefined,
    id: crypto.randomUUID(),
    at: Date.now(),
  });
}

/** The wish still waiting for a login, if any (a cookie is signed, but may be old). */
export function wishOf(session: AppSession): Wish | null {
  const wish = session.get("wish");
  if (!wish || typeof wish !== "object" || !Object.hasOwn(HANDLERS, wish.kind)) return null;
  const fresh = Date.now() - wish.at <= WISH_TTL_MS && wish.at <= Date.now() + 60_000;
  if (!fresh || !Number.isSafeInteger(wish.goodsId) || wish.goodsId < 1) return null;
  if (
    wish.kind === "resaleCart" &&
    !(Number.isSafeInteger(wish.resaleItemId) && (wish.resaleItemId ?? 0) > 0)
  )
    return null;
  return { ...wish, back: safeLocalPath(wish.back ?? null) ?? undefined };
}

/** What the login and registration pages say about the wish (with the wine's name). */
export async function wishView(context: AppLoadContext): Promise<WishView | null> {
  const wish = wishOf(context.session);
  if (!wish) return null;
  const goods = await catalogCalls.detail(context.api, wish.goodsId);
  return {
    id: wish.id,
    kind: wish.kind,
    quantity: wish.quantity,
    name: goods.ok ? goodsName(goods.data, context.lang) : null,
  };
}

/**
 * After a login: takes the wish out of the session (always) and, when the submitted form showed
 * this very wish, does it and answers where it leads; null when there is nothing to do.
 */
export async function fulfilWish(
  context: AppLoadContext,
  formId: FormDataEntryValue | null,
  welcome: string,
): Promise<Response | null> {
  const wish = wishOf(context.session);
  context.session.unset("wish");
  if (!wish || typeof formId !== "string" || formId !== wish.id) return null;
  return HANDLERS[wish.kind].fulfil(context, wish, welcome);
}
