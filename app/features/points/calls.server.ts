/** The points programme's calls to /shopping: the buyer's points page and gifts. */
import type { ShoppingApi } from "~/service/client.server";

export const pointsCalls = {
  /** the balance, the rules in force and a page of the log, newest first */
  log: (api: ShoppingApi, cursor: string | null = null, limit?: number) =>
    api.get("/bonuspoint/bonus-point-log/findPointsLog", { cursor, limit }),
  /** what a gift would do (refusals as field errors); changes nothing */
  previewGift: (api: ShoppingApi, gift: { phone: string; points: number }) =>
    api.post("/bonuspoint/bonus-point-gift/previewGift", gift),
  /** the gift under its preview's key: sent again, it answers the first gift and moves nothing */
  giftPoints: (
    api: ShoppingApi,
    gift: { phone: string; points: number; giftKey: string; smsCode?: string },
  ) => api.post("/bonuspoint/bonus-point-gift/giftPoints", gift),
  /** the SMS code of a gift above the threshold, to the caller's own phone */
  sendGiftCode: (api: ShoppingApi, captcha: { captchaId: string; captchaCode: string }) =>
    api.post("/bonuspoint/bonus-point-gift/sendGiftCode", captcha),
};
