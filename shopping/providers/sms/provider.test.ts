import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { selectSmsProvider, smsText, SmsUnavailable } from "./provider";

const db = {} as Db;

describe("selectSmsProvider", () => {
  it("uses the outbox by default outside production", () => {
    expect(selectSmsProvider(db, {}).name).toBe("outbox");
    expect(selectSmsProvider(db, { NODE_ENV: "test" }).name).toBe("outbox");
  });

  it("refuses in production unless a provider is named", () => {
    expect(() => selectSmsProvider(db, { NODE_ENV: "production" })).toThrow(SmsUnavailable);
    expect(() => selectSmsProvider(db, { NODE_ENV: "production" })).toThrow(/SMS_PROVIDER/);
    expect(selectSmsProvider(db, { NODE_ENV: "production", SMS_PROVIDER: "outbox" }).name).toBe(
      "outbox",
    );
  });

  it("refuses an unknown provider", () => {
    expect(() => selectSmsProvider(db, { SMS_PROVIDER: "carrier-pigeon" })).toThrow(
      /unknown SMS_PROVIDER "carrier-pigeon"/,
    );
  });
});

describe("smsText", () => {
  it("says the code and how long it is valid, in the caller's language", () => {
    expect(smsText("123456", "ch")).toBe(
      "【醇境酒窖】您的验证码是123456，5分钟内有效。请勿泄露给他人。",
    );
    expect(smsText("123456", "tc")).toBe(smsText("123456", "ch"));
    expect(smsText("654321", "en")).toMatch(/654321.*5 minutes/);
  });
});
