import { describe, expect, it } from "vitest";
import { onePointName } from "./points-name";

describe("one point's name", () => {
  it("is the singular of an English plural name", () => {
    expect(onePointName("Vintry Points")).toBe("Vintry Point");
    expect(onePointName("points")).toBe("point");
  });
  it("leaves other names alone", () => {
    for (const name of ["醇境积分", "积分", "Miles", "Bonus", "Pointers"])
      expect(onePointName(name)).toBe(name);
  });
});
