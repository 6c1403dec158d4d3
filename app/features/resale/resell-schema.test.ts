import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { resellFormSchema } from "./resell-schema";

const parse = (fields: [string, string][]) => {
  const formData = new FormData();
  for (const [name, value] of fields) formData.append(name, value);
  return parseWithZod(formData, { schema: resellFormSchema });
};
const errorsOf = (answer: ReturnType<typeof parse>) =>
  answer.status === "success" ? null : answer.error;

describe("the resell form (spec §5)", () => {
  it("names every refusal at once, each beside its field", () => {
    const answer = parse([
      ["goodsId", "5"],
      ["quantity", "1"],
      ["price", "12.345"],
      ["minQuantity", "2"],
    ]);
    expect(errorsOf(answer)).toEqual({
      price: ["resale.price.invalid"],
      minQuantity: ["resale.min.tooMany"],
    });
  });

  it("refuses an empty price, quantity and minimum", () => {
    const answer = parse([["goodsId", "5"]]);
    expect(errorsOf(answer)).toEqual({
      price: ["resale.price.required"],
      quantity: ["resale.quantity.required"],
      minQuantity: ["resale.min.required"],
    });
  });

  it("reads quantities as every quantity box does, the price in yuan as cents", () => {
    const answer = parse([
      ["goodsId", "5"],
      ["quantity", "0"],
      ["price", "1234.5"],
      ["minQuantity", "1瓶"],
    ]);
    expect(answer.status).toBe("success");
    expect(answer.status === "success" && answer.value).toEqual({
      goodsId: 5,
      quantity: 1,
      minQuantity: 1,
      priceCents: 123_450,
    });
  });

  it("ticked bottles: one or several, the quantity must match them", () => {
    const one = parse([
      ["goodsId", "5"],
      ["serials", "L00001-0001"],
      ["quantity", "1"],
      ["price", "100"],
      ["minQuantity", "1"],
    ]);
    expect(one.status === "success" && one.value.serials).toEqual(["L00001-0001"]);
    const mismatch = parse([
      ["goodsId", "5"],
      ["serials", "L00001-0001"],
      ["serials", "L00001-0002"],
      ["quantity", "1"],
      ["price", "100"],
      ["minQuantity", "1"],
    ]);
    expect(errorsOf(mismatch)).toEqual({ quantity: ["resale.quantity.mismatch"] });
  });
});
