/**
 * Follows an order's payment status while its QR code is shown.
 *
 * Why not just `new EventSource(url)` and let it reconnect: the browser's own
 * reconnection waits a fixed `retry` delay forever, stops for good after an
 * HTTP error or a wrong content type, and never notices a connection that a
 * proxy or a sleeping phone has silently dropped (it stays "open" and
 * delivers nothing). So this hook owns the connection:
 * - every event (status or heartbeat) proves the stream alive; 45 s without
 *   one (spec §9's heartbeat timeout; the server beats every 20 s) counts as
 *   a dead connection, which is closed and opened again;
 * - reconnects back off exponentially, bounded between 1 s and 18,000 s
 *   (spec §9), with a little jitter so many pages do not reconnect together;
 *   coming back to the tab or back online retries at once;
 * - where EventSource is missing, or after three failures in a row, the page
 *   falls back to polling: revalidating its loader every 5 s (the same period
 *   as the no-JS meta refresh). Polling stops once the stream delivers again.
 */
import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { PaymentStatus } from "#contract/buying";

export const HEARTBEAT_TIMEOUT_MS = 45_000;
export const RETRY_MIN_MS = 1_000;
export const RETRY_MAX_MS = 18_000_000;
export const POLL_MS = 5_000;
const FAILURES_BEFORE_POLLING = 3;

/**
 * The wait before reconnect attempt number `failures` (1, 2, ...): 1 s, 2 s, 4 s ... at most 18,000
 * s.
 */
export function retryDelay(failures: number, random: () => number = Math.random): number {
  const base = RETRY_MIN_MS * 2 ** Math.min(Math.max(failures, 1) - 1, 30);
  const jittered = base * (0.8 + random() * 0.4);
  return Math.min(RETRY_MAX_MS, Math.max(RETRY_MIN_MS, Math.round(jittered)));
}

export type PaymentEventsMode = "off" | "stream" | "polling";

/**
 * Opens the event stream at `url` (null: nothing to follow) and calls
 * `onStatus` with every status it sends. Returns how the page is following.
 */
export function usePaymentEvents(
  url: string | null,
  onStatus: (status: PaymentStatus) => void,
): PaymentEventsMode {
  const revalidator = useRevalidator();
  const revalidatorRef = useRef(revalidator);
  revalidatorRef.current = revalidator;
  const onStatusRef = useRef(onStatus);
  onStatusRef.current = onStatus;
  const [mode, setMode] = useState<PaymentEventsMode>("off");

  useEffect(() => {
    if (!url) {
      setMode("off");
      return;
    }
    let source: EventSource | null = null;
    let stopped = false;
    let failures = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    let pollTimer: ReturnType<typeof setInterval> | undefined;

    const startPolling = () => {
      setMode("polling");
      if (pollTimer) return;
      pollTimer = setInterval(() => {
        if (revalidatorRef.current.state === "idle") revalidatorRef.current.revalidate();
      }, POLL_MS);
    };
    const stopPolling = () => {
      clearInterval(pollTimer);
      pollTimer = undefined;
      setMode("stream");
    };

    const stop = () => {
      stopped = true;
      source?.close();
      source = null;
      clearTimeout(retryTimer);
      clearTimeout(watchdog);
      clearInterval(pollTimer);
    };

    const alive = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(fail, HEARTBEAT_TIMEOUT_MS);
    };

    function fail() {
      source?.close();
      source = null;
      clearTimeout(watchdog);
      if (stopped) return;
      failures += 1;
      if (failures >= FAILURES_BEFORE_POLLING) startPolling();
      clearTimeout(retryTimer);
      retryTimer = setTimeout(connect, retryDelay(failures));
    }

    function connect() {
      if (stopped || source) return;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      const current = new EventSource(url!);
      source = current;
      alive();
      const delivered = () => {
        alive();
        failures = 0;
        stopPolling();
      };
      current.addEventListener("heartbeat", delivered);
      current.addEventListener("status", (event) => {
        delivered();
        let status: PaymentStatus;
        try {
          status = JSON.parse((event as MessageEvent<string>).data) as PaymentStatus;
        } catch {
          return;
        }
        // The server ends the stream after the last status; do not reconnect to it.
        if (status.orderStatus !== "pending_payment") stop();
        onStatusRef.current(status);
      });
      // One handler for HTTP errors, wrong content types and dropped connections.
      current.onerror = () => {
        if (source === current) fail();
      };
    }

    // A phone that wakes up or comes back online should not wait out a long backoff.
    const retryNow = () => {
      if (stopped || source || document.visibilityState !== "visible") return;
      connect();
    };

    if (typeof EventSource === "undefined") {
      startPolling();
    } else {
      setMode("stream");
      connect();
      document.addEventListener("visibilitychange", retryNow);
      window.addEventListener("online", retryNow);
    }
    return () => {
      stop();
      document.removeEventListener("visibilitychange", retryNow);
      window.removeEventListener("online", retryNow);
    };
  }, [url]);

  return mode;
}
