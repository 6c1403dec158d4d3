import { describe, expect, it } from "vitest";
import { nestedDeeperThan } from "./json-depth";

const arrays = (depth: number): unknown => JSON.parse("[".repeat(depth) + "]".repeat(depth));

describe("nestedDeeperThan", () => {
  it("counts arrays and objects as levels; scalars add none", () => {
    expect(nestedDeeperThan("text", 0)).toBe(false);
    expect(nestedDeeperThan({}, 0)).toBe(true);
    expect(nestedDeeperThan({ a: [{ b: "x" }] }, 3)).toBe(false);
    expect(nestedDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
    expect(nestedDeeperThan(arrays(32), 32)).toBe(false);
    expect(nestedDeeperThan(arrays(33), 32)).toBe(true);
  });

  it("looks at every branch, not only the first", () => {
    expect(nestedDeeperThan({ a: 1, b: [2, 3], c: { d: arrays(3) } }, 4)).toBe(true);
  });

  it("measures a body far deeper than the stack allows", () => {
    expect(nestedDeeperThan(arrays(100_000), 32)).toBe(true);
  });
});
