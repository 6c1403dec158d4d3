/**
 * "Add to cart" or "buy now" pressed by a visitor who is not logged in. The
 * buy panel's POST (same-origin, like every POST) keeps the wish in the cookie
 * session; the login or registration form that shows it carries its id; the
 * successful login or registration (CSRF-checked) takes it out of the session
 * and does it in the same response: the wine goes into the cart, or the
 * buy-now checkout opens. It is gone from the session after that answer, so
 * a reload, going back, or the next login never does it again.
 */
import { redirect } from "@remix-run/node";
import { MAX_LINE_QUANTITY } from "#contract/buying";
import { tFor } from "~/i18n.server";
import { catalogCalls } from "~/features/catalog/calls.server";
import { shoppingFor, type ShoppingApi } from "~/service/client.server";
import { successFeedback, type Feedback } from "~/service/feedback";
import { feedbackFor } from "~/service/feedback";
import { goodsName } from "~/features/catalog/goods-name";
import { normalizeQuantity } from "~/utils/quantity";
import { commitSession, type AppSession } from "~/utils/session.server";
import { toastHeader } from "~/utils/toast.server";
import { cartCalls } from "~/features/cart/calls.server";

export interface PendingBuy {
  id: string;
  intent: "cart" | "buy";
  goodsId: number;
  quantity: number;
  city: string;
  /** ms since the epoch; a wish older than PENDING_TTL_MS is forgotten */
  at: number;
}

const PENDING_TTL_MS = 30 * 60_000;

export function rememberPendingBuy(
  session: AppSession,
  wish: Pick<PendingBuy, "intent" | "goodsId" | "quantity" | "city">,
): void {
  session.set("pendingBuy", {
    ...wish,
    quantity: normalizeQuantity(wish.quantity, MAX_LINE_QUANTITY),
    id: crypto.randomUUID(),
    at: Date.now(),
  });
}

/** The wish still waiting for a login, if any. */
export function pendingBuyOf(session: AppSession): PendingBuy | null {
  const wish = session.get("pendingBuy");
  if (!wish || typeof wish !== "object" || (wish.intent !== "cart" && wish.intent !== "buy"))
    return null;
  if (
    !Number.isSafeInteger(wish.goodsId) ||
    wish.goodsId < 1 ||
    Date.now() - wish.at > PENDING_TTL_MS ||
    wish.at > Date.now() + 60_000
  )
    return null;
  return wish;
}

/**
 * After a login: removes the wish from the session (always) and returns it
 * when the submitted form showed this very wish.
 */
export function takePendingBuy(
  session: AppSession,
  formId: FormDataEntryValue | null,
): PendingBuy | null {
  const wish = pendingBuyOf(session);
  session.unset("pendingBuy");
  return wish && typeof formId === "string" && formId === wish.id ? wish : null;
}

/** A request like this one, but carrying the session as it is now (the fresh login's token). */
async function withSession(request: Request, session: AppSession): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of request.headers)
    if (!/^content-|^cookie$/i.test(name)) headers.set(name, value);
  const sessionCookie = (await commitSession(session)).split(";")[0];
  const others = (request.headers.get("Cookie") ?? "")
    .split(/;\s*/)
    .filter((c) => c && !c.startsWith("__session="));
  headers.set("Cookie", [...others, sessionCookie].join("; "));
  return new Request(request.url, { headers });
}

/** Does the wish for the shopper who just logged in, and answers with where it leads. */
export async function fulfilPendingBuy(
  request: Request,
  session: AppSession,
  wish: PendingBuy,
  welcome: string,
): Promise<Response> {
  const headers = new Headers({ "Set-Cookie": await commitSession(session) });
  const city = wish.city.replace(/\D/g, "").slice(0, 12);
  if (wish.intent === "buy") {
    headers.append("Set-Cookie", await toastHeader(successFeedback(welcome)));
    return redirect(
      `/checkOrder?goodsId=${wish.goodsId}&qty=${wish.quantity}&k=${crypto.randomUUID()}`,
      { headers },
    );
  }
  const api = await shoppingFor(await withSession(request, session));
  const outcome = await cartCalls.add(api, wish.goodsId, wish.quantity);
  const feedback: Feedback = outcome.ok
    ? successFeedback(`${welcome} · ${outcome.message || tFor(api.lang, "cart")("cart.added")}`)
    : feedbackFor(outcome, api.lang);
  headers.append("Set-Cookie", await toastHeader(feedback));
  return redirect(`/goods/${wish.goodsId}?qty=${wish.quantity}${city ? `&city=${city}` : ""}`, {
    headers,
  });
}

export interface PendingBuyView {
  id: string;
  intent: PendingBuy["intent"];
  quantity: number;
  name: string | null;
}

/**
 * What the login and registration pages say about the wish (with the wine's name when the catalogue
 * answers).
 */
export async function pendingBuyView(api: ShoppingApi): Promise<PendingBuyView | null> {
  const wish = pendingBuyOf(api.session);
  if (!wish) return null;
  const goods = await catalogCalls.detail(api, wish.goodsId);
  return {
    id: wish.id,
    intent: wish.intent,
    quantity: wish.quantity,
    name: goods.ok ? goodsName(goods.data, api.lang) : null,
  };
}
