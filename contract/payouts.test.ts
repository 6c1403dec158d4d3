import { describe, expect, it } from "vitest";
import { nameIssue, normaliseName, payoutAccountFormSchema } from "./payouts";

const parse = (form: object) => payoutAccountFormSchema.safeParse(form);

describe("payout account form", () => {
  it("takes names in Chinese, with a minority name's middle dot however it is typed, and in Latin letters", () => {
    for (const name of [
      "李明",
      "欧阳小明",
      "买买提·艾力",
      "阿卜杜热西提·阿卜杜热合曼",
      "John Smith",
      "Mary-Jane O'Neil",
      "José Núñez",
      "J. R. Smith",
    ])
      expect(nameIssue(normaliseName(name)), name).toBeNull();
    expect(normaliseName(" 买买提 • 艾力 ")).toBe("买买提·艾力");
    expect(normaliseName("买买提・艾力")).toBe("买买提·艾力");
    expect(normaliseName("John   Smith")).toBe("John Smith");
    expect(normaliseName("李 明")).toBe("李明");
  });

  it("refuses emoji with their own message, and other characters as not a name", () => {
    for (const name of ["李明😀", "👍", "🇨🇳", "李明❤️", "1️⃣"])
      expect(nameIssue(name), name).toBe("payout.emoji");
    for (const name of ["李明2", "李Ming", "·李明", "李明·", "李··明", "@@"])
      expect(nameIssue(normaliseName(name)), name).toBe("payout.name.invalid");
  });

  it("outputs the account as it is stored: a card's digits, an e-mail in lower case, no bank for a wallet", () => {
    expect(
      parse({
        kind: "bank",
        account: "6222 0202 0011 2341 234",
        realName: "李明",
        bankName: " 工商银行 ",
      }).data,
    ).toEqual({
      kind: "bank",
      account: "6222020200112341234",
      realName: "李明",
      bankName: "工商银行",
    });
    expect(
      parse({ kind: "alipay", account: "Bob@Example.COM", realName: "Bob", bankName: "工商银行" })
        .data,
    ).toEqual({
      kind: "alipay",
      account: "bob@example.com",
      realName: "Bob",
      bankName: null,
    });
    expect(
      parse({ kind: "alipay", account: "138 0013 8000", realName: "李明" }).data?.account,
    ).toBe("13800138000");
  });

  it("takes its own output again unchanged (the storefront sends it on to the service)", () => {
    for (const form of [
      { kind: "bank", account: "6222 0202 0011 2341", realName: "买买提 • 艾力", bankName: "工行" },
      { kind: "wechat", account: "wine_lover88", realName: "Li Ming" },
    ]) {
      const once = parse(form).data!;
      expect(parse(once).data).toEqual(once);
    }
  });
});
