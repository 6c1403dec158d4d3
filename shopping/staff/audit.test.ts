import { describe, expect, it } from "vitest";
import { defaultTarget } from "../http/endpoint";
import { redact } from "./audit";

describe("what the audit log keeps of a request", () => {
  it("leaves secrets out and masks mobile numbers, nested too", () => {
    expect(
      redact({
        phone: "13912345678",
        password: "Cellar-2026-秘密",
        totp: "123456",
        note: "物流延误补偿 🍷",
        returnAddress: { recipient: "李四", phone: "13800138000" },
        lines: [{ token: "tok_x", qty: 2 }],
      }),
    ).toEqual({
      phone: "139****5678",
      password: "[redacted]",
      totp: "[redacted]",
      note: "物流延误补偿 🍷",
      returnAddress: { recipient: "李四", phone: "138****8000" },
      lines: [{ token: "[redacted]", qty: 2 }],
    });
  });

  it("names the target by the body's key, a phone masked, else the endpoint", () => {
    expect(defaultTarget("/ops/order/ship", { orderNo: "20261128101010123456" })).toBe(
      "orderNo:20261128101010123456",
    );
    expect(defaultTarget("/ops/points/grant", { phone: "13912345678", points: 5 })).toBe(
      "phone:139****5678",
    );
    expect(defaultTarget("/ops/points/rule", { earnPerYuan: 2 })).toBe("/ops/points/rule");
  });
});
