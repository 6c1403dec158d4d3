import { describe, expect, it } from "vitest";
import { unwrap, type ShoppingApi } from "./client.server";
import type { Outcome } from "./outcome";

const api = { lang: "ch", session: { unset() {} } } as unknown as ShoppingApi;
const request = new Request("http://shop.test/login");

async function statusOf(outcome: Outcome<unknown>): Promise<number> {
  try {
    await unwrap(outcome, api, request);
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? -1;
  }
  return 200;
}

describe("unwrap: the status a failed call gives the page", () => {
  it("is 429 for too many requests, 503 for a poor network, 404 for a missing thing, else 502", async () => {
    expect(
      await statusOf({ ok: false, kind: "warning", status: 429, message: "操作过于频繁" }),
    ).toBe(429);
    expect(await statusOf({ ok: false, kind: "poor-network", status: 502 })).toBe(503);
    expect(await statusOf({ ok: false, kind: "warning", status: 404, message: "不存在" })).toBe(
      404,
    );
    expect(await statusOf({ ok: false, kind: "warning", status: 409, message: "状态不对" })).toBe(
      502,
    );
    expect(await statusOf({ ok: true, data: 1, message: null })).toBe(200);
  });
});
