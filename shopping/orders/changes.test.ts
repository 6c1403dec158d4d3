import { describe, expect, it } from "vitest";
import { localOrderChanges, RECHECK_MS } from "./changes";

const within = async (promise: Promise<void>, ms: number) => {
  const started = performance.now();
  await promise;
  return performance.now() - started < ms;
};

describe("order changes in one process", () => {
  const changes = localOrderChanges();

  it("says it is local and looks every second", () => {
    expect(changes.mode).toBe("local");
    expect(changes.recheckMs).toBe(RECHECK_MS);
  });

  it("wakes a waiter on its order at once, not one on another order", async () => {
    const mine = changes.next(7, 5_000);
    let otherWoke = false;
    const other = changes.next(8, 200).then(() => (otherWoke = true));
    changes.changed(7);
    expect(await within(mine, 100)).toBe(true);
    expect(otherWoke).toBe(false);
    await other;
  });

  it("answers after the time given, or when the request is aborted", async () => {
    expect(await within(changes.next(9, 50), 1_000)).toBe(true);
    const aborted = new AbortController();
    const waiting = changes.next(9, 5_000, aborted.signal);
    aborted.abort();
    expect(await within(waiting, 100)).toBe(true);
    const already = new AbortController();
    already.abort();
    expect(await within(changes.next(9, 5_000, already.signal), 100)).toBe(true);
  });
});
