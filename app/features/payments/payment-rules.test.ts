import { describe, expect, it } from "vitest";
import { parseOrderId, paymentPath } from "./paths";
import { formatClock, formatDateTime, secondsUntil } from "~/utils/time";
import { RETRY_MAX_MS, RETRY_MIN_MS, retryDelay } from "./use-payment-events";

describe("retryDelay: exponential backoff bounded by spec §9 (1 s .. 18,000 s)", () => {
  const middle = () => 0.5;
  it("doubles from one second", () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(n, middle))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000,
    ]);
  });
  it("never waits less than 1 s nor more than 18,000 s, whatever the jitter", () => {
    for (const n of [0, 1, 2, 10, 14, 15, 30, 1_000]) {
      for (const random of [() => 0, () => 0.999]) {
        const delay = retryDelay(n, random);
        expect(delay).toBeGreaterThanOrEqual(RETRY_MIN_MS);
        expect(delay).toBeLessThanOrEqual(RETRY_MAX_MS);
      }
    }
    expect(retryDelay(1_000, middle)).toBe(18_000_000);
  });
});

describe("times of orders", () => {
  it("shows Beijing time whatever the machine's zone", () => {
    expect(formatDateTime("2025-01-31T16:05:09.000Z")).toBe("2025-02-01 00:05:09");
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime("not a date")).toBe("");
  });
  it("counts whole seconds left, never below zero", () => {
    expect(secondsUntil("2025-01-01T00:10:00.000Z", Date.parse("2025-01-01T00:00:00.500Z"))).toBe(
      599,
    );
    expect(secondsUntil("2025-01-01T00:00:00.000Z", Date.parse("2025-01-01T00:05:00.000Z"))).toBe(
      0,
    );
  });
  it("shows the countdown as mm:ss, with hours when needed", () => {
    expect(formatClock(899)).toBe("14:59");
    expect(formatClock(5)).toBe("00:05");
    expect(formatClock(3723)).toBe("1:02:03");
  });
});

describe("order ids and paths", () => {
  it.each([
    ["1", 1],
    ["2147483647", 2_147_483_647],
    ["0", null],
    ["2147483648", null],
    ["-1", null],
    ["1.5", null],
    ["abc", null],
    [null, null],
  ])("%s reads as %s", (value, id) => {
    expect(parseOrderId(value)).toBe(id);
  });
  it("keeps the chosen method in the payment URL", () => {
    expect(paymentPath(7)).toBe("/payment?orderId=7");
    expect(paymentPath(7, "wechat", "&confirm=cancel")).toBe(
      "/payment?orderId=7&method=wechat&confirm=cancel",
    );
  });
});
