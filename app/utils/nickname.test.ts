import { describe, expect, it } from "vitest";
import { tFor } from "~/i18n.server";
import { shownNickname } from "./nickname";

describe("the default nickname in the visitor's language", () => {
  it("醇友0001 is Vintry friend 0001 in English and stays in Chinese", () => {
    expect(shownNickname("醇友0001", tFor("en", "common"))).toBe("Vintry friend 0001");
    expect(shownNickname("醇友5678", tFor("ch", "common"))).toBe("醇友5678");
  });
  it("a nickname the buyer set stays as it is", () => {
    for (const nickname of ["老王", "醇友", "醇友12345", "我是醇友0001", "Wine lover"])
      expect(shownNickname(nickname, tFor("en", "common"))).toBe(nickname);
  });
});
