/**
 * The sandbox gateway: a stand-in for WeChat Pay / Alipay that behaves like
 * one. It keeps its own books (sandbox_trades), shows a wallet page where the
 * "buyer" pays or declines, and tells the shop through a signed notification
 * posted to notify_url, retried like a real gateway would, so the shop's
 * notification path is exercised for real. No money moves.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, ne, sql, type SQL } from "drizzle-orm";
import express, { type Request, type Response, type Router } from "express";
import type { Db } from "../../../db/client";
import { sandboxRefunds, sandboxTrades } from "../../../db/schema";
import { jsonAnswer } from "../http";
import { refusedRefund } from "../refund-outcomes";
import { invalidActionPage, notFoundPage, outcomePage, payPage } from "./pages";
import { isFreshTimestamp } from "../signatures";
import {
  GatewayError,
  NotificationRejected,
  type NotificationRequest,
  type PaymentGateway,
  type RefundOutcome,
  type TradeState,
  type VerifiedNotification,
  type VerifiedRefundNotification,
} from "../types";

export interface SandboxDeps {
  db: Db;
  /** shared by the sandbox and the shop to sign notifications */
  secret: string;
  merchant: string;
  fetchImpl?: typeof fetch;
  /**
   * When set, notifications go straight to the shop's receiver in this
   * process (signed all the same) instead of over HTTP to notify_url: the
   * sandbox then makes no request to any host, whatever notify_url says.
   */
  deliver?: (headers: Record<string, string>, body: string) => Promise<boolean>;
  /** the same for refund notifications, handed to the shop's refund receiver */
  deliverRefund?: (headers: Record<string, string>, body: string) => Promise<boolean>;
}

type SandboxTrade = typeof sandboxTrades.$inferSelect;
type SandboxRefund = typeof sandboxRefunds.$inferSelect;
/** the books' state, with an unpaid trade past its deadline read as EXPIRED */
type WalletState = "NOTPAY" | "SUCCESS" | "CLOSED" | "DECLINED" | "EXPIRED";

const WALLET_ROUTE = "/payment/sandbox/pay/:tradeNo";
const NOTIFY_TIMEOUT_MS = 5_000;
const NOTIFY_RETRY_DELAYS_MS = [500, 2_000, 5_000];

export function createSandboxGateway(deps: SandboxDeps): PaymentGateway {
  const { db } = deps;
  return {
    name: "sandbox",

    async create(input) {
      if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
        throw new GatewayError("sandbox", `invalid amount ${input.amountCents}`);
      }
      const [inserted] = await db
        .insert(sandboxTrades)
        .values({
          tradeNo: `SBX${randomBytes(12).toString("hex").toUpperCase()}`,
          outTradeNo: input.outTradeNo,
          merchant: deps.merchant,
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
      return {
        codeUrl: `${input.publicBaseUrl.replace(/\/+$/, "")}/shopping/payment/sandbox/pay/${trade.tradeNo}`,
        gatewayTradeNo: trade.tradeNo,
      };
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

    async verifyNotification(request) {
      checkSignature(deps.secret, request);
      return parseEvent(request.rawBody);
    },

    /**
     * Refunds in the sandbox's own books (sandbox_refunds): once per
     * out_refund_no, only a paid trade, never more than the trade's amount in
     * all. The refund succeeds at once and is also notified, signed as the
     * payments are.
     */
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

    async verifyRefundNotification(request) {
      checkSignature(deps.secret, request);
      return parseRefundEvent(request.rawBody);
    },

    accepted: () => jsonAnswer(200, { code: "SUCCESS" }),
    refused: (reason) => jsonAnswer(400, { code: "FAIL", message: reason }),
  };
}

/**
 * throws NotificationRejected unless the headers sign this very body with the shared secret, lately
 */
function checkSignature(secret: string, { headers, rawBody }: NotificationRequest): void {
  const timestamp = headers["x-sandbox-timestamp"];
  const nonce = headers["x-sandbox-nonce"];
  const signature = headers["x-sandbox-signature"];
  if (!timestamp || !nonce || !signature)
    throw new NotificationRejected("missing signature headers");
  if (!isFreshTimestamp(timestamp))
    throw new NotificationRejected("timestamp outside the accepted window");
  const expected = Buffer.from(signSandboxMessage(secret, timestamp, nonce, rawBody), "base64");
  const given = Buffer.from(signature, "base64");
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new NotificationRejected("bad signature");
}

/** base64 HMAC-SHA256 over "timestamp\nnonce\nbody\n" */
export function signSandboxMessage(
  secret: string,
  timestamp: string,
  nonce: string,
  body: string,
): string {
  return createHmac("sha256", secret).update(`${timestamp}\n${nonce}\n${body}\n`).digest("base64");
}

/** The wallet the QR code opens: GET shows the trade, POST action=pay|decline settles it. */
export function mountSandboxWallet(router: Router, deps: SandboxDeps): void {
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
        const byTradeNo = eq(sandboxTrades.tradeNo, req.params.tradeNo);
        const trade = await findTrade(db, byTradeNo);
        if (!trade) return sendPage(res, 404, notFoundPage());
        const action = (req.body as Record<string, unknown> | undefined)?.action;
        if (action !== "pay" && action !== "decline")
          return sendPage(res, 400, invalidActionPage());
        // Only one request can move the trade out of NOTPAY: a double tap pays (and notifies) once.
        const [changed] = await db
          .update(sandboxTrades)
          .set(action === "pay" ? { state: "SUCCESS", paidAt: sql`now()` } : { state: "DECLINED" })
          .where(
            and(
              byTradeNo,
              eq(sandboxTrades.state, "NOTPAY"),
              gt(sandboxTrades.expiresAt, sql`now()`),
            ),
          )
          .returning();
        if (changed?.state === "SUCCESS") await notifyPaid(deps, changed);
        sendPage(res, 200, walletPage(changed ?? (await findTrade(db, byTradeNo)) ?? trade));
      } catch (error) {
        next(error);
      }
    },
  );
}

async function findTrade(db: Db, where: SQL): Promise<SandboxTrade | undefined> {
  const [trade] = await db.select().from(sandboxTrades).where(where).limit(1);
  return trade;
}

function walletState(trade: SandboxTrade): WalletState {
  if (trade.state === "NOTPAY" && trade.expiresAt.getTime() <= Date.now()) return "EXPIRED";
  return trade.state as WalletState;
}

function tradeStateOf(state: WalletState): TradeState {
  if (state === "SUCCESS") return "paid";
  return state === "NOTPAY" ? "pending" : "closed";
}

function walletPage(trade: SandboxTrade): string {
  const state = walletState(trade);
  if (state === "NOTPAY") return payPage(trade);
  const outcome = (
    { SUCCESS: "paid", CLOSED: "closed", DECLINED: "declined", EXPIRED: "expired" } as const
  )[state];
  return outcomePage(trade, outcome);
}

function sendPage(res: Response, status: number, html: string): void {
  res.status(status);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader(
    "Content-Security-Policy",
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  );
  res.send(html);
}

/**
 * The first delivery is awaited so the wallet's "paid" page usually means the
 * shop knows; failures are retried in the background and never reach the page.
 */
async function notifyPaid(deps: SandboxDeps, trade: SandboxTrade): Promise<void> {
  const body = JSON.stringify({
    id: `EVT${trade.tradeNo}SUCCESS`,
    trade_no: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    trade_state: "SUCCESS",
    amount: trade.amountCents,
    success_time: (trade.paidAt ?? new Date()).toISOString(),
  });
  if (!(await postNotification(deps, trade.notifyUrl, body)))
    retryNotification(deps, trade.notifyUrl, body, 0);
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

/**
 * The refund's notification, delivered as the payments' are (the first attempt awaited, then
 * retried).
 */
async function notifyRefunded(
  deps: SandboxDeps,
  refund: SandboxRefund,
  outTradeNo: string,
  totalCents: number,
): Promise<void> {
  if (!refund.notifyUrl && !deps.deliverRefund) return;
  const body = JSON.stringify({
    id: `EVT${refund.refundNo}${refund.state}`,
    refund_no: refund.refundNo,
    out_refund_no: refund.outRefundNo,
    trade_no: refund.tradeNo,
    out_trade_no: outTradeNo,
    refund_status: refund.state,
    amount: refund.amountCents,
    total: totalCents,
    success_time: (refund.successAt ?? new Date()).toISOString(),
  });
  // The refund receiver takes the place of the payments' one.
  const refundDeps = { ...deps, deliver: deps.deliverRefund };
  if (!(await postNotification(refundDeps, refund.notifyUrl, body)))
    retryNotification(refundDeps, refund.notifyUrl, body, 0);
}

function retryNotification(deps: SandboxDeps, url: string, body: string, retry: number): void {
  if (retry >= NOTIFY_RETRY_DELAYS_MS.length) {
    console.error(`[sandbox] gave up notifying ${url}`);
    return;
  }
  // unref: a pending retry must not hold the process open at shutdown; the shop can still query.
  setTimeout(() => {
    void postNotification(deps, url, body).then(
      (ok) => ok || retryNotification(deps, url, body, retry + 1),
    );
  }, NOTIFY_RETRY_DELAYS_MS[retry]).unref();
}

async function postNotification(deps: SandboxDeps, url: string, body: string): Promise<boolean> {
  // Signed afresh on every attempt, as a retry carries a new timestamp and nonce.
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString("hex");
  const headers = {
    "content-type": "application/json",
    "x-sandbox-timestamp": timestamp,
    "x-sandbox-nonce": nonce,
    "x-sandbox-signature": signSandboxMessage(deps.secret, timestamp, nonce, body),
  };
  try {
    if (deps.deliver) return await deps.deliver(headers, body);
    const res = await (deps.fetchImpl ?? fetch)(url, {
      method: "POST",
      headers,
      body,
      signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.ok) return true;
    console.warn(`[sandbox] notification to ${url} answered ${res.status}`);
  } catch (error) {
    console.warn(`[sandbox] notification to ${url} failed: ${(error as Error).message}`);
  }
  return false;
}

function parseEvent(rawBody: string): VerifiedNotification {
  let event: Record<string, unknown>;
  try {
    event = JSON.parse(rawBody);
  } catch {
    throw new NotificationRejected("body is not JSON");
  }
  const { id, trade_no, out_trade_no, trade_state, amount, success_time } = event ?? {};
  if (typeof id !== "string" || typeof trade_no !== "string" || typeof out_trade_no !== "string")
    throw new NotificationRejected("missing trade fields");
  if (!Number.isSafeInteger(amount) || (amount as number) < 0)
    throw new NotificationRejected("invalid amount");
  const state = trade_state === "SUCCESS" ? "paid" : trade_state === "CLOSED" ? "closed" : null;
  if (!state) throw new NotificationRejected(`unexpected trade_state ${String(trade_state)}`);
  const paidAt = typeof success_time === "string" ? new Date(success_time) : null;
  if (state === "paid" && (!paidAt || Number.isNaN(paidAt.getTime())))
    throw new NotificationRejected("invalid success_time");
  return {
    eventKey: id,
    outTradeNo: out_trade_no,
    state,
    amountCents: amount as number,
    gatewayTradeNo: trade_no,
    paidAt: state === "paid" ? paidAt : null,
  };
}

function parseRefundEvent(rawBody: string): VerifiedRefundNotification {
  let event: Record<string, unknown>;
  try {
    event = JSON.parse(rawBody);
  } catch {
    throw new NotificationRejected("body is not JSON");
  }
  const { id, refund_no, out_refund_no, out_trade_no, refund_status, amount, total, success_time } =
    event ?? {};
  if (
    typeof id !== "string" ||
    typeof refund_no !== "string" ||
    typeof out_refund_no !== "string" ||
    typeof out_trade_no !== "string"
  ) {
    throw new NotificationRejected("missing refund fields");
  }
  if (!Number.isSafeInteger(amount) || (amount as number) <= 0 || !Number.isSafeInteger(total))
    throw new NotificationRejected("invalid amount");
  const state =
    refund_status === "SUCCESS" ? "succeeded" : refund_status === "ABNORMAL" ? "failed" : null;
  if (!state) throw new NotificationRejected(`unexpected refund_status ${String(refund_status)}`);
  const succeededAt = typeof success_time === "string" ? new Date(success_time) : null;
  if (state === "succeeded" && (!succeededAt || Number.isNaN(succeededAt.getTime())))
    throw new NotificationRejected("invalid success_time");
  return {
    eventKey: id,
    outRefundNo: out_refund_no,
    outTradeNo: out_trade_no,
    state,
    refundCents: amount as number,
    totalCents: total as number,
    gatewayRefundNo: refund_no,
    succeededAt: state === "succeeded" ? succeededAt : null,
    failure: state === "failed" ? "ABNORMAL" : null,
  };
}
