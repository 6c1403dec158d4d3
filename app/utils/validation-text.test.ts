import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES } from "#contract/validation";
import { bundlesFor, i18nForPage } from "~/i18n.server";
import { validationText } from "./validation-text";

describe("field errors", () => {
  const ch = i18nForPage("ch", bundlesFor("ch", ["account"]));
  const en = i18nForPage("en", bundlesFor("en", ["account"]));

  it("say each key of the shared contract exactly as the contract does, in both languages", () => {
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) {
      expect(validationText(key, ch), key).toBe(text.ch);
      expect(validationText(key, en), key).toBe(text.en);
    }
  });

  it("say the storefront's own form keys too (the registration consent)", () => {
    expect(validationText("consent.required", ch)).toBe("请确认您已年满18周岁并同意以上协议");
    expect(validationText("consent.required", en)).toMatch(/^Please confirm that you are 18/);
  });

  it("show the service's own sentences as they are, colons and full stops included", () => {
    for (const sentence of [
      "手机号或密码错误",
      "error: try again.",
      "phone",
      "phone.nonsense",
      "validation.phone.required",
    ]) {
      expect(validationText(sentence, en)).toBe(sentence);
    }
  });
});
