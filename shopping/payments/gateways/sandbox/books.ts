/** The sandbox's own books: its trades (sandbox_trades) and refunds (sandbox_refunds). */
import type { SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { sandboxTrades, type sandboxRefunds } from "../../../db/schema";
import type { TradeState } from "../types";

export type SandboxTrade = typeof sandboxTrades.$inferSelect;
export type SandboxRefund = typeof sandboxRefunds.$inferSelect;
/** the books' state, with an unpaid trade past its deadline read as EXPIRED */
export type WalletState = "NOTPAY" | "SUCCESS" | "CLOSED" | "DECLINED" | "EXPIRED";

export async function findTrade(db: Db, where: SQL): Promise<SandboxTrade | undefined> {
  const [trade] = await db.select().from(sandboxTrades).where(where).limit(1);
  return trade;
}

export function walletState(trade: SandboxTrade): WalletState {
  if (trade.state === "NOTPAY" && trade.expiresAt.getTime() <= Date.now()) return "EXPIRED";
  return trade.state as WalletState;
}

export function tradeStateOf(state: WalletState): TradeState {
  if (state === "SUCCESS") return "paid";
  return state === "NOTPAY" ? "pending" : "closed";
}
