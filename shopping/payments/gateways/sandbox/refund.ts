/**
 * Refunds in the sandbox's own books (sandbox_refunds): once per
 * out_refund_no, only a paid trade, never more than the trade's amount in
 * all. A refund succeeds at once and is also notified, signed as the
 * payments are.
 */
import { randomBytes } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { sandboxRefunds, sandboxTrades } from "../../../db/schema";
import { refusedRefund } from "../refund-outcomes";
import { GatewayError, type PaymentGateway, type RefundOutcome } from "../types";
import { walletState, type SandboxRefund } from "./books";
import { notifyRefunded } from "./deliver";
import type { SandboxDeps } from "./deps";

export function sandboxRefundsInBooks(
  deps: SandboxDeps,
): Pick<PaymentGateway, "refund" | "queryRefund"> {
  const { db } = deps;
  return {
    async refund(input) {
      if (!Number.isSafeInteger(input.refundCents) || input.refundCents <= 0)
        throw new GatewayError("sandbox", `invalid refund amount ${input.refundCents}`);
      const made = await db.transaction(async (tx) => {
        const [trade] = await tx
          .select()
          .from(sandboxTrades)
          .where(eq(sandboxTrades.outTradeNo, input.outTradeNo))
          .for("update");
        if (!trade) return { refund: null, failure: "TRADE_NOT_EXIST" };
        const [kept] = await tx
          .select()
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.outRefundNo, input.outRefundNo));
        if (kept) {
          // The same refund number again: the same refund, or a refusal if it is not the same
          // request.
          if (kept.tradeNo !== trade.tradeNo || kept.amountCents !== input.refundCents)
            return { refund: null, failure: "OUT_REFUND_NO_USED" };
          return { refund: kept, failure: null, again: true };
        }
        if (walletState(trade) !== "SUCCESS") return { refund: null, failure: "TRADE_NOT_PAID" };
        if (input.totalCents !== trade.amountCents)
          return { refund: null, failure: "TOTAL_MISMATCH" };
        const [{ refunded }] = await tx
          .select({ refunded: sql<string>`coalesce(sum(${sandboxRefunds.amountCents}), 0)` })
          .from(sandboxRefunds)
          .where(
            and(eq(sandboxRefunds.tradeNo, trade.tradeNo), ne(sandboxRefunds.state, "ABNORMAL")),
          );
        if (Number(refunded) + input.refundCents > trade.amountCents)
          return { refund: null, failure: "REFUND_EXCEEDS_TRADE" };
        const [refund] = await tx
          .insert(sandboxRefunds)
          .values({
            refundNo: `SBR${randomBytes(12).toString("hex").toUpperCase()}`,
            outRefundNo: input.outRefundNo,
            tradeNo: trade.tradeNo,
            amountCents: input.refundCents,
            notifyUrl: input.notifyUrl ?? "",
            state: "SUCCESS",
            successAt: sql`now()`,
          })
          .returning();
        return { refund, failure: null, again: false };
      });
      if (!made.refund) return refusedRefund(made.failure);
      if (!made.again) await notifyRefunded(deps, made.refund, input.outTradeNo, input.totalCents);
      return refundOutcome(made.refund);
    },

    async queryRefund({ outTradeNo, outRefundNo }) {
      const [found] = await db
        .select({ refund: sandboxRefunds, outTradeNo: sandboxTrades.outTradeNo })
        .from(sandboxRefunds)
        .innerJoin(sandboxTrades, eq(sandboxTrades.tradeNo, sandboxRefunds.tradeNo))
        .where(eq(sandboxRefunds.outRefundNo, outRefundNo));
      if (!found) return null;
      if (found.outTradeNo !== outTradeNo)
        throw new GatewayError("sandbox", `refund ${outRefundNo} belongs to another trade`);
      return refundOutcome(found.refund);
    },
  };
}

function refundOutcome(refund: SandboxRefund): RefundOutcome {
  const state =
    refund.state === "SUCCESS" ? "succeeded" : refund.state === "ABNORMAL" ? "failed" : "pending";
  return {
    state,
    refundCents: refund.amountCents,
    gatewayRefundNo: refund.refundNo,
    succeededAt: state === "succeeded" ? refund.successAt : null,
    failure: state === "failed" ? refund.state : null,
  };
}
