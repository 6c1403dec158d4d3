import { describe, expect, it } from "vitest";
import { VALIDATION_BY_AREA, VALIDATION_MESSAGES } from "./validation";

describe("field errors' sentences", () => {
  it("are defined once, by one area, in both languages", () => {
    const keys = Object.values(VALIDATION_BY_AREA).flatMap((area) => Object.keys(area));
    expect(keys.length).toBeGreaterThan(50);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(VALIDATION_MESSAGES).sort()).toEqual([...keys].sort());
    for (const [key, { ch, en }] of Object.entries(VALIDATION_MESSAGES)) {
      expect(ch, key).toMatch(/\S/);
      expect(en, key).toMatch(/\S/);
    }
  });
});
