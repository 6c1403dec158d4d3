import { describe, expect, it } from "vitest";
import { normalizeQuantity, normalizeQuantityText } from "./quantity";

describe("normalizeQuantity: positive integers, 0 becomes 1, non-digits removed", () => {
  it.each([
    ["3", 3],
    ["0", 1],
    ["", 1],
    [null, 1],
    ["abc", 1],
    ["-1", 1],
    ["1e9", 19],
    ["12abc3", 123],
    ["007", 7],
    [" 5 ", 5],
    [4, 4],
    [2.5, 25],
  ])("%s -> %s", (input, expected) => {
    expect(normalizeQuantity(input)).toBe(expected);
  });
  it("clamps to the maximum when one is given", () => {
    expect(normalizeQuantity("50", 12)).toBe(12);
    expect(normalizeQuantity("0", 12)).toBe(1);
    expect(normalizeQuantity("99999999999999999999", 10)).toBe(10);
  });
});

describe("normalizeQuantityText: what the box shows while typing", () => {
  it.each([
    ["", ""],
    ["0", "1"],
    ["a1b2", "12"],
    ["00", "1"],
    ["1234567", "123456"],
  ])("%j -> %j", (input, expected) => {
    expect(normalizeQuantityText(input)).toBe(expected);
  });
});
