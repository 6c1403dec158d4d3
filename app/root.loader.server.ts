/**
 * The root loader's work on every navigation (spec §4): the session and its
 * language, and for logged-in visitors only the cart count and the points
 * name; for everyone how to reach customer service (cached). A failing call never breaks the page: the shell shows what it has.
 * It also carries the translations the page needs, in the visitor's language
 * only (docs/decisions/013): it runs on every navigation, so a route reached
 * in the browser brings its namespaces with its data.
 */
import { data, type AppLoadContext } from "@remix-run/node";
import { tFor, translationsFor } from "~/i18n.server";
import { headerTitleFor, screenFor, titleFor } from "~/screens";
import { CART_PATH, CART_OF_REQUEST } from "./features/cart/cart-lines";
import { callShopping } from "./service/client.server";
import { feedbackFor } from "./service/feedback";
import type { Failure, Outcome } from "./service/outcome";
import { backLinkFor, previousPathFromReferer } from "~/utils/back";
import { envOfRequest, rememberMiniProgram } from "~/utils/device-env.server";
import { clearLogin } from "~/utils/session.server";
import { takeToast } from "~/utils/toast.server";
import { shownNickname } from "~/utils/nickname";
import { oncePerRequest } from "~/utils/request-memo.server";
import { customerService } from "./features/shop/customer-service.server";
import { isConsolePath } from "./features/admin/console-root";
import { consoleScreenFor } from "./features/admin/console-screens";

// Spec §4: the points name is fetched "if not yet loaded". It is the same for every
// shopper, so one answer per language serves everyone for a few minutes.
const POINTS_NAME_TTL_MS = 5 * 60_000;
const pointsNames = new Map<string, { at: number; outcome: Outcome<string> }>();

async function pointsNameFor(lang: string, token: string): Promise<Outcome<string>> {
  const cached = pointsNames.get(lang);
  if (cached && Date.now() - cached.at < POINTS_NAME_TTL_MS) return cached.outcome;
  const outcome = await callShopping<string>("/bonuspoint/bonus-point-rule/getBonusPointName", {
    lang: lang as "ch" | "en",
    token,
  });
  if (outcome.ok) pointsNames.set(lang, { at: Date.now(), outcome });
  return outcome;
}

/**
 * The cart count. The cart page reads the whole cart, which has the count: the two loaders share
 * that one call (app/utils/request-memo.server.ts) instead of asking twice.
 */
function cartCount(request: Request, context: AppLoadContext) {
  const { api } = context;
  if (new URL(request.url).pathname !== CART_PATH)
    return api.get("/shoppingCart/shoppingCart/findShoppingCartTotalItem");
  return oncePerRequest(context, CART_OF_REQUEST, () =>
    api.get("/shoppingCart/shoppingCart/findShoppingCart"),
  );
}

/** `namespaces`: what the matched routes ask for in `handle.i18n` (root.tsx finds them). */
export async function rootLoader(
  request: Request,
  context: AppLoadContext,
  namespaces: readonly string[] = [],
) {
  const url = new URL(request.url);
  const { session, lang } = context;
  const token = context.api.token;
  const userInfo = session.get("userInfo") ?? null;
  let { toast, headers } = await takeToast(request);
  headers ??= new Headers();
  const miniProgramCookie = rememberMiniProgram(request);
  if (miniProgramCookie) headers.append("Set-Cookie", miniProgramCookie);

  const service = customerService();
  let cartNum = 0;
  let pointsName: string | null = null;
  let user =
    token && userInfo ? { nickname: shownNickname(userInfo.nickname, tFor(lang, "common")) } : null;
  // The back office shows none of the buyer's cart or points: no call for them there.
  if (token && !isConsolePath(url.pathname)) {
    const [count, name] = await Promise.all([
      cartCount(request, context),
      pointsNameFor(lang, token),
    ]);
    const rejected = [count, name].find(
      (o) => !o.ok && (o.kind === "unauthorized" || o.kind === "expired"),
    );
    if (rejected && !rejected.ok) {
      // The token was refused: forget it here; protected pages send the user to /login.
      clearLogin(session);
      user = null;
      toast ??= { ...feedbackFor(rejected as Failure, lang), id: "auth" };
    } else {
      if (count.ok) cartNum = count.data.productTotalItem;
      if (name.ok) pointsName = name.data;
    }
  }

  const back = backLinkFor(
    url.pathname,
    previousPathFromReferer(request.headers.get("Referer"), request.url),
  );
  const t = tFor(lang);
  const screen = isConsolePath(url.pathname)
    ? consoleScreenFor(url.pathname)
    : screenFor(url.pathname);
  const contact = await service;
  return data(
    {
      lang,
      i18n: translationsFor(lang, namespaces),
      // Made here, so the route table's titles never ship in the browser's bundle.
      titles: {
        document: titleFor(screen, t),
        header: headerTitleFor(screen, t),
        description: t("meta.description"),
      },
      user,
      cartNum,
      pointsName,
      toast,
      // null when unknown or not set yet; customerServiceUnset: the operator has not set it
      customerService: contact === "unset" ? null : contact,
      customerServiceUnset: contact === "unset",
      env: envOfRequest(request),
      back,
      // the back office's pages: the root draws none of the shop's frame (root.tsx)
      inConsole: isConsolePath(url.pathname),
    },
    { headers },
  );
}
