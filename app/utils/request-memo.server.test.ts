import { describe, expect, it, vi } from "vitest";
import { oncePerRequest } from "./request-memo.server";

describe("oncePerRequest", () => {
  it("runs the work once per context and key, and again for another request", async () => {
    const work = vi.fn(async () => ({ lines: 3 }));
    const one = {};
    const [a, b] = await Promise.all([
      oncePerRequest(one, "cart", work),
      oncePerRequest(one, "cart", work),
    ]);
    expect(a).toBe(b);
    expect(work).toHaveBeenCalledTimes(1);
    await oncePerRequest(one, "count", work);
    await oncePerRequest({}, "cart", work);
    expect(work).toHaveBeenCalledTimes(3);
  });
});
