/**
 * The sandbox's wallets opened on the phone itself (decision 039):
 * - Alipay's WAP pay: the shop's page posts the signed form here (return_url, sign); the pay and
 *   decline buttons post it again with their action;
 * - WeChat Pay's H5: the shop opens the page's address with its redirect_url; like WeChat's, the
 *   page refuses a visit without a Referer and lives 5 minutes.
 * Both lead back to the shop's payment page, which learns the outcome from the notification, never
 * from the return.
 */
import { eq } from "drizzle-orm";
import express, { type Request, type Response, type Router } from "express";
import { sandboxTrades } from "../../../db/schema";
import { findTrade } from "./books";
import type { SandboxDeps } from "./deps";
import { phoneWalletPath, sandboxSignatureMatches } from "./launch";
import { invalidActionPage, linkExpiredPage, noReferrerPage, notFoundPage } from "./pages";
import { sendPage, settleTrade, walletPage } from "./wallet";

const form = express.urlencoded({ extended: false, limit: "4kb" });
const text = (value: unknown) => (typeof value === "string" ? value : "");

export function mountPhoneWallets(router: Router, deps: SandboxDeps): void {
  const { db, secret } = deps;

  router.post(
    phoneWalletPath("wap", ":tradeNo"),
    form,
    async (req: Request, res: Response, next) => {
      try {
        const tradeNo = req.params.tradeNo;
        const trade = await findTrade(db, eq(sandboxTrades.tradeNo, tradeNo));
        if (!trade) return sendPage(res, 404, notFoundPage());
        const body = (req.body ?? {}) as Record<string, unknown>;
        const returnUrl = text(body.return_url);
        if (!sandboxSignatureMatches(secret, body.sign, tradeNo, returnUrl))
          return sendPage(res, 400, invalidActionPage());
        // The launch signed the return address: the shop's own page.
        const phone = {
          wallet: "alipay" as const,
          hidden: { return_url: returnUrl, sign: text(body.sign) },
          back: returnUrl,
        };
        const action = body.action;
        if (action === undefined) return sendPage(res, 200, walletPage(trade, phone));
        if (action !== "pay" && action !== "decline")
          return sendPage(res, 400, invalidActionPage());
        sendPage(res, 200, walletPage(await settleTrade(deps, trade, action), phone));
      } catch (error) {
        next(error);
      }
    },
  );

  const h5 = phoneWalletPath("h5", ":tradeNo");
  const openH5 = async (req: Request, res: Response, next: express.NextFunction) => {
    try {
      const tradeNo = req.params.tradeNo;
      const trade = await findTrade(db, eq(sandboxTrades.tradeNo, tradeNo));
      if (!trade) return sendPage(res, 404, notFoundPage());
      const expires = text(req.query.expires);
      if (!sandboxSignatureMatches(secret, req.query.sign, tradeNo, expires))
        return sendPage(res, 400, invalidActionPage());
      const back = text(req.query.redirect_url);
      const returnTo = /^https?:\/\//.test(back) ? back : null;
      if (Number(expires) <= Date.now()) return sendPage(res, 200, linkExpiredPage(returnTo));
      // WeChat checks the Referer against the shop's H5 domain: a page opened without one is refused.
      if (req.method === "GET" && !req.get("referer")) return sendPage(res, 200, noReferrerPage());
      const phone = { wallet: "wechat" as const, hidden: {}, back: returnTo ?? "/" };
      if (req.method === "GET") return sendPage(res, 200, walletPage(trade, phone));
      const action = (req.body as Record<string, unknown> | undefined)?.action;
      if (action !== "pay" && action !== "decline") return sendPage(res, 400, invalidActionPage());
      sendPage(res, 200, walletPage(await settleTrade(deps, trade, action), phone));
    } catch (error) {
      next(error);
    }
  };
  router.get(h5, openH5);
  router.post(h5, form, openH5);
}
