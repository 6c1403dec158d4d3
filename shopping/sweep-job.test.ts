import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startSweepJob } from "./sweep-job";

describe("startSweepJob", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("sweeps every N seconds, one sweep at a time, logs what it did or how it failed, and stops", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const pending: ((n: number) => void)[] = [];
    const sweep = vi.fn(() => new Promise<number>((resolve) => pending.push(resolve)));
    const stop = startSweepJob({
      everySeconds: 5,
      sweep,
      done: (n) => `[test] swept ${n}`,
      failed: "[test] sweep failed:",
    });

    await vi.advanceTimersByTimeAsync(4999);
    expect(sweep).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sweep).toHaveBeenCalledTimes(1);
    // Still running: the next ticks skip.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sweep).toHaveBeenCalledTimes(1);
    pending.shift()!(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toHaveBeenCalledWith("[test] swept 3");

    // Nothing done: nothing logged.
    await vi.advanceTimersByTimeAsync(5000);
    expect(sweep).toHaveBeenCalledTimes(2);
    pending.shift()!(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toHaveBeenCalledTimes(1);

    // A failure is logged and the job goes on.
    const boom = new Error("boom");
    sweep.mockImplementationOnce(() => Promise.reject(boom));
    await vi.advanceTimersByTimeAsync(5000);
    expect(error).toHaveBeenCalledWith("[test] sweep failed:", boom);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sweep).toHaveBeenCalledTimes(4);

    stop();
    pending.shift()!(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sweep).toHaveBeenCalledTimes(4);
  });
});
