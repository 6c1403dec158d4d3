/** The points page's loader: the balance and rules with pages 1..N of the log (or page N alone). */
import { redirect, type AppLoadContext } from "@remix-run/node";
import {
  isPointsCursor,
  POINTS_LOG_DEFAULT_LIMIT,
  POINTS_LOG_MAX_LIMIT,
  type PointsLog,
} from "#contract/points";
import { cursorPages, listPage, pageRequest } from "~/components/list/list-page.server";
import { requireLogin } from "~/features/accounts/auth.server";
import { pageCaptcha } from "~/features/accounts/captcha.server";
import { pointsCalls } from "~/features/points/calls.server";
import { POINTS_PATH } from "~/features/points/paths";
import { unwrap } from "~/service/client.server";
import { catalogCalls } from "~/features/catalog/calls.server";
import { goodsName } from "~/features/catalog/goods-name";

/** How many wines points can buy the page offers (the wine list shows them all). */
const FOR_POINTS = 6;

export const POINTS_PAGE_SIZE = POINTS_LOG_DEFAULT_LIMIT;

export async function loadPoints(request: Request, context: AppLoadContext) {
  const api = await requireLogin(context, request);
  const url = new URL(request.url);
  const pages = pageRequest(url);
  if (pages.after !== null && !isPointsCursor(pages.after)) throw redirect(POINTS_PATH);
  let head: Pick<PointsLog, "balance" | "rule"> | null = null;
  // The wines points can buy: offered beside the balance; a failure offers none, never the page.
  const forPoints = catalogCalls
    .list(api, { forPoints: true, sort: "sales", page: 1, pageSize: FOR_POINTS })
    .then((o) =>
      o.ok
        ? o.data.list.map((g) => ({
            id: g.id,
            name: goodsName(g, api.lang),
            picture: g.picture,
            pointsPrice: g.pointsPrice ?? 0,
          }))
        : [],
    );
  const page = await cursorPages(
    pages,
    POINTS_PAGE_SIZE,
    POINTS_LOG_MAX_LIMIT,
    async (cursor, limit) => {
      const answer = await unwrap(await pointsCalls.log(api, cursor, limit), api, request);
      head ??= { balance: answer.balance, rule: answer.rule };
      return answer;
    },
  );
  const { balance, rule } = head!;
  // ?confirm=gift: the gift the giver checked, to confirm (the form again when there is none).
  const gift = url.searchParams.get("confirm") === "gift" ? api.session.get("pointsGift") : null;
  return {
    lang: api.lang,
    balance,
    rule,
    gift: gift
      ? {
          receiverPhone: gift.receiverPhone,
          receiverNickname: gift.receiverNickname ?? "",
          points: gift.points,
          needsSms: gift.needsSms,
        }
      : null,
    myPhone: api.session.get("userInfo")?.phone ?? "",
    forPoints: await forPoints,
    captcha: gift?.needsSms ? await pageCaptcha(api) : null,
    list: listPage(url, page.list, {
      page: pages.page,
      hasMore: page.nextCursor !== null,
      nextCursor: page.nextCursor,
    }),
  };
}
