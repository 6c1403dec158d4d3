import { describe, expect, it } from "vitest";
import { taxNoIssue, usccCheckCharacter } from "./invoices";

describe("taxpayer ids (GB 32100-2015)", () => {
  it("accepts real unified social credit codes and refuses each other check character", () => {
    for (const code of ["91350100M000100Y43", "91110000600037341L", "91440300708461136T"]) {
      expect(taxNoIssue(code), code).toBeNull();
      expect(usccCheckCharacter(code.slice(0, 17))).toBe(code[17]);
      for (const other of "0123456789ABCDEFGHJKLMNPQRTUWXY".replace(code[17], ""))
        expect(taxNoIssue(code.slice(0, 17) + other)).toBe("invoice.taxNo.checkDigit");
    }
  });

  it("takes 15 and 20 characters as they are, and no other length", () => {
    expect(taxNoIssue("110108123456789")).toBeNull();
    expect(taxNoIssue("11010812345678901234")).toBeNull();
    for (const length of [14, 16, 17, 19, 21])
      expect(taxNoIssue("1".repeat(length)), String(length)).toBe("invoice.taxNo.invalid");
    expect(taxNoIssue("91350100M000100O43")).toBe("invoice.taxNo.invalid");
    expect(usccCheckCharacter("91350100M000100I4")).toBeNull();
  });
});
