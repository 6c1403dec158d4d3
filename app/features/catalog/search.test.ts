import { describe, expect, it } from "vitest";
import { SEARCH_MAX, searchWords } from "./search";

describe("search words", () => {
  it("trims, and takes nothing for blanks", () => {
    expect(searchWords("  拉菲 ")).toBe("拉菲");
    expect(searchWords("   ")).toBeUndefined();
    expect(searchWords(null)).toBeUndefined();
  });
  it("turns control characters into spaces", () => {
    expect(searchWords("a\u0000b\nc\u007f")).toBe("a b c");
  });
  it("cuts at SEARCH_MAX characters, never inside a character", () => {
    expect(searchWords("拉".repeat(100))).toBe("拉".repeat(SEARCH_MAX));
    const grapes = "🍇".repeat(100);
    expect([...searchWords(grapes)!]).toHaveLength(SEARCH_MAX);
  });
  it("drops half surrogate pairs, which no URL can carry", () => {
    const words = searchWords("la\uD800fei\uDC00");
    expect(words).toBe("lafei");
    expect(() => encodeURIComponent(words!)).not.toThrow();
    expect(searchWords("\uD83C\uDF47")).toBe("🍇");
  });
});
