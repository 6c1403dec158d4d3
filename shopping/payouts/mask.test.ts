import { describe, expect, it } from "vitest";
import { maskAccount, maskName } from "./mask";

describe("payout accounts as a buyer sees them", () => {
  it("masks each kind of account", () => {
    expect(maskAccount("alipay", "13800138000")).toBe("138****8000");
    expect(maskAccount("alipay", "alice@qq.com")).toBe("a***@qq.com");
    expect(maskAccount("wechat", "wine_lover88")).toBe("wi****88");
    expect(maskAccount("wechat", "13912345678")).toBe("139****5678");
    expect(maskAccount("bank", "6222020200112341234")).toBe("6222 **** **** 1234");
    expect(maskAccount("bank", "622202021234")).toBe("6222 **** **** 1234");
  });

  it("masks names in Chinese, with a minority name's dots, and in Latin letters", () => {
    expect(maskName("张三明")).toBe("张*明");
    expect(maskName("李明")).toBe("*明");
    expect(maskName("欧阳小明")).toBe("欧**明");
    expect(maskName("买买提·艾力")).toBe("买**·*力");
    expect(maskName("John Smith")).toBe("J*** S****");
    expect(maskName("Mary-Jane O'Neil")).toBe("M***-J*** O'N***");
  });

  it("never answers the whole account or name", () => {
    for (const [kind, account] of [
      ["alipay", "13800138000"],
      ["alipay", "bob.wang@example.com"],
      ["wechat", "abcdef"],
      ["bank", "6217000010001234567"],
    ] as const)
      expect(maskAccount(kind, account)).not.toContain(account);
    for (const name of ["李明", "张三明", "Li Ming"]) expect(maskName(name)).not.toBe(name);
  });
});
