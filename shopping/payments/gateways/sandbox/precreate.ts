/**
 * A trade in the sandbox's books, paid in its wallet pages (wallet.ts, phone-wallet.ts) or through
 * WeChat's fake bridges: its creation (launched on the payment's path, launch.ts), query and close.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { sandboxTrades } from "../../../db/schema";
import { GatewayError, type PaymentGateway } from "../types";
import { findTrade, tradeStateOf, walletState } from "./books";
import { sandboxLaunch } from "./launch";
import type { SandboxDeps } from "./deps";

export function sandboxQrTrades({
  db,
  merchant,
  secret,
}: SandboxDeps): Pick<PaymentGateway, "create" | "query" | "close"> {
  return {
    async create(input) {
      if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
        throw new GatewayError("sandbox", `invalid amount ${input.amountCents}`);
      }
      const [inserted] = await db
        .insert(sandboxTrades)
        .values({
          tradeNo: `SBX${randomBytes(12).toString("hex").toUpperCase()}`,
          outTradeNo: input.outTradeNo,
          merchant,
          description: input.description,
          amountCents: input.amountCents,
          notifyUrl: input.notifyUrl,
          state: "NOTPAY",
          expiresAt: input.expiresAt,
        })
        .onConflictDoNothing({ target: sandboxTrades.outTradeNo })
        .returning();
      const trade =
        inserted ?? (await findTrade(db, eq(sandboxTrades.outTradeNo, input.outTradeNo)));
      if (!trade) throw new GatewayError("sandbox", `trade ${input.outTradeNo} vanished`);
      if (walletState(trade) !== "NOTPAY")
        throw new GatewayError(
          "sandbox",
          `trade ${input.outTradeNo} is already ${walletState(trade)}`,
        );
      if (trade.amountCents !== input.amountCents)
        throw new GatewayError("sandbox", `trade ${input.outTradeNo} exists with another amount`);
      return sandboxLaunch(secret, input, trade.tradeNo);
    },

    async query(outTradeNo) {
      const trade = await findTrade(db, eq(sandboxTrades.outTradeNo, outTradeNo));
      if (!trade) throw new GatewayError("sandbox", `no trade ${outTradeNo}`);
      return {
        state: tradeStateOf(walletState(trade)),
        amountCents: trade.amountCents,
        gatewayTradeNo: trade.tradeNo,
        paidAt: trade.paidAt,
      };
    },

    async close(outTradeNo) {
      await db
        .update(sandboxTrades)
        .set({ state: "CLOSED" })
        .where(and(eq(sandboxTrades.outTradeNo, outTradeNo), eq(sandboxTrades.state, "NOTPAY")));
    },
  };
}
