/**
 * The buyer (storefront locale files) and the operator (the service's messages) read the same words
 * for each after-sale reason code.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AFTER_SALE_REASONS } from "../../contract/aftersale";
import { message } from "../../shopping/http/messages";

const storefront = (lang: "ch" | "en") =>
  (
    JSON.parse(readFileSync(`app/locales/${lang}/payment.json`, "utf8")) as {
      order: { afterSaleReasons: Record<string, string> };
    }
  ).order.afterSaleReasons;

describe("after-sale reasons", () => {
  it.each(["ch", "en"] as const)("say the same to the buyer and the operator in %s", (lang) => {
    expect(Object.keys(storefront(lang)).sort()).toEqual([...AFTER_SALE_REASONS].sort());
    for (const code of AFTER_SALE_REASONS)
      expect(message(`after_sale_reason_${code}`, lang), code).toBe(storefront(lang)[code]);
  });
});
