/**
 * The sandbox tells the shop as a real gateway would: a signed notification
 * posted to notify_url (or handed to the shop's receiver in this process),
 * retried when the shop does not take it.
 */
import { randomBytes } from "node:crypto";
import type { SandboxRefund, SandboxTrade } from "./books";
import type { SandboxDeps } from "./deps";
import { signSandboxMessage } from "./sign";

const NOTIFY_TIMEOUT_MS = 5_000;
const NOTIFY_RETRY_DELAYS_MS = [500, 2_000, 5_000];

/**
 * The first delivery is awaited so the wallet's "paid" page usually means the
 * shop knows; failures are retried in the background and never reach the page.
 */
export async function notifyPaid(deps: SandboxDeps, trade: SandboxTrade): Promise<void> {
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

/**
 * The refund's notification, delivered as the payments' are (the first attempt awaited, then
 * retried).
 */
export async function notifyRefunded(
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
