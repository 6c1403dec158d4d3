/**
 * What the sandbox's fake WeChat bridge pays through (decision 039): the page's fake WeixinJSBridge
 * (getBrandWCPayRequest) posts the signed parameters it was given here, as WeChat's client checks
 * paySign before it shows its sheet. Paying settles the trade and notifies the shop like any other
 * wallet; "cancel" leaves the trade unpaid, as closing WeChat's sheet does. The answer is WeChat's
 * err_msg, which the shop's page never trusts on its own.
 */
import { eq } from "drizzle-orm";
import express, { type Request, type Response, type Router } from "express";
import { z } from "zod";
import { bridgePayParamsSchema } from "../../../../contract/buying-answers";
import { sandboxTrades } from "../../../db/schema";
import { findTrade, walletState } from "./books";
import type { SandboxDeps } from "./deps";
import { bridgeMessage, sandboxSignatureMatches } from "./launch";
import { settleTrade } from "./wallet";

export const SANDBOX_BRIDGE_PATH = "/payment/sandbox/bridge";
const PREPAY = /^prepay_id=(\w{1,64})$/;
const ERR = "get_brand_wcpay_request";

const bridgeRequest = bridgePayParamsSchema.extend({ action: z.enum(["pay", "cancel"]) });

export function mountSandboxBridge(router: Router, deps: SandboxDeps): void {
  /** The sheet's figures: who is paid, how much, and whether the trade can still be paid. */
  router.get(`${SANDBOX_BRIDGE_PATH}/:tradeNo`, async (req: Request, res: Response, next) => {
    try {
      const trade = await findTrade(deps.db, eq(sandboxTrades.tradeNo, req.params.tradeNo));
      res.setHeader("Cache-Control", "no-store");
      if (!trade) return res.status(404).json({ err_msg: `${ERR}:fail` });
      res.json({
        merchant: deps.merchant,
        description: trade.description,
        amountCents: trade.amountCents,
        state: walletState(trade),
      });
    } catch (error) {
      next(error);
    }
  });

  router.post(
    SANDBOX_BRIDGE_PATH,
    express.json({ limit: "4kb" }),
    async (req: Request, res: Response, next) => {
      try {
        res.setHeader("Cache-Control", "no-store");
        const parsed = bridgeRequest.safeParse(req.body);
        const prepay = parsed.success ? PREPAY.exec(parsed.data.package) : null;
        // A wrong signature fails before any sheet, as WeChat's client does.
        if (
          !parsed.success ||
          !prepay ||
          !sandboxSignatureMatches(deps.secret, parsed.data.paySign, bridgeMessage(parsed.data))
        )
          return res.status(400).json({ err_msg: `${ERR}:fail` });
        const trade = await findTrade(deps.db, eq(sandboxTrades.tradeNo, prepay[1]));
        if (!trade) return res.status(404).json({ err_msg: `${ERR}:fail` });
        if (parsed.data.action === "cancel") return res.json({ err_msg: `${ERR}:cancel` });
        const settled = await settleTrade(deps, trade, "pay");
        res.json({ err_msg: walletState(settled) === "SUCCESS" ? `${ERR}:ok` : `${ERR}:fail` });
      } catch (error) {
        next(error);
      }
    },
  );
}
