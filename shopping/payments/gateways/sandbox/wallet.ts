/**
 * The wallet the QR code opens, where the "buyer" pays or declines: GET shows
 * the trade, POST action=pay|decline settles it.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import express, { type Request, type Response, type Router } from "express";
import { sandboxTrades } from "../../../db/schema";
import { findTrade, walletState, type SandboxTrade } from "./books";
import { notifyPaid } from "./deliver";
import type { SandboxDeps } from "./deps";
import { invalidActionPage, notFoundPage, outcomePage, payPage, type PhoneWallet } from "./pages";

/** Where a trade's wallet page is, under the service's /shopping mount. */
export const walletPath = (tradeNo: string) => `/payment/sandbox/pay/${tradeNo}`;
const WALLET_ROUTE = walletPath(":tradeNo");

export function mountQrWallet(router: Router, deps: SandboxDeps): void {
  const { db } = deps;
  router.get(WALLET_ROUTE, async (req: Request, res: Response, next) => {
    try {
      const trade = await findTrade(db, eq(sandboxTrades.tradeNo, req.params.tradeNo));
      if (!trade) return sendPage(res, 404, notFoundPage());
      sendPage(res, 200, walletPage(trade));
    } catch (error) {
      next(error);
    }
  });

  router.post(
    WALLET_ROUTE,
    express.urlencoded({ extended: false, limit: "1kb" }),
    async (req: Request, res: Response, next) => {
      try {
        const trade = await findTrade(db, eq(sandboxTrades.tradeNo, req.params.tradeNo));
        if (!trade) return sendPage(res, 404, notFoundPage());
        const action = (req.body as Record<string, unknown> | undefined)?.action;
        if (action !== "pay" && action !== "decline")
          return sendPage(res, 400, invalidActionPage());
        sendPage(res, 200, walletPage(await settleTrade(deps, trade, action)));
      } catch (error) {
        next(error);
      }
    },
  );
}

/**
 * Pays or declines an unpaid trade, and notifies the shop of a payment. Only one request can move
 * the trade out of NOTPAY: a double tap pays (and notifies) once. Answers the trade as it now is.
 */
export async function settleTrade(
  deps: SandboxDeps,
  trade: SandboxTrade,
  action: "pay" | "decline",
): Promise<SandboxTrade> {
  const byTradeNo = eq(sandboxTrades.tradeNo, trade.tradeNo);
  const [changed] = await deps.db
    .update(sandboxTrades)
    .set(action === "pay" ? { state: "SUCCESS", paidAt: sql`now()` } : { state: "DECLINED" })
    .where(
      and(byTradeNo, eq(sandboxTrades.state, "NOTPAY"), gt(sandboxTrades.expiresAt, sql`now()`)),
    )
    .returning();
  if (changed?.state === "SUCCESS") await notifyPaid(deps, changed);
  return changed ?? (await findTrade(deps.db, byTradeNo)) ?? trade;
}

/** A wallet page: the trade to pay, or how it ended. */
export function walletPage(trade: SandboxTrade, phone?: PhoneWallet): string {
  const state = walletState(trade);
  if (state === "NOTPAY") return payPage(trade, phone);
  const outcome = (
    { SUCCESS: "paid", CLOSED: "closed", DECLINED: "declined", EXPIRED: "expired" } as const
  )[state];
  return outcomePage(trade, outcome, phone);
}

export function sendPage(res: Response, status: number, html: string): void {
  res.status(status);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader(
    "Content-Security-Policy",
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  );
  res.send(html);
}
