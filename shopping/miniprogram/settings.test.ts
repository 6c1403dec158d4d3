import { describe, expect, it } from "vitest";
import { codeExchangeFor, miniProgramAppid, sandboxHostAvailable } from "./settings";

describe("the mini-program login's settings", () => {
  it("uses WeChat with both settings, the sandbox where it may run, else nothing", async () => {
    const wechat = { WECHAT_MINIPROGRAM_APPID: "wx1", WECHAT_MINIPROGRAM_SECRET: "s" };
    expect(miniProgramAppid({ ...wechat, NODE_ENV: "production" })).toBe("wx1");
    expect(miniProgramAppid({ NODE_ENV: "development" })).toBe("sandbox");
    expect(miniProgramAppid({ NODE_ENV: "production", PAYMENT_SANDBOX: "1" })).toBe("sandbox");
    expect(miniProgramAppid({ NODE_ENV: "production" })).toBeNull();
    expect(codeExchangeFor({ NODE_ENV: "production" })).toBeNull();
    const exchange = codeExchangeFor({ NODE_ENV: "test" });
    expect(await exchange!("sandbox-alice-abc123")).toMatchObject({ appid: "sandbox" });
  });

  it("lets the browser's sandbox host run only where the sandbox's codes are taken", () => {
    expect(sandboxHostAvailable({ NODE_ENV: "development" })).toBe(true);
    expect(sandboxHostAvailable({ NODE_ENV: "production", PAYMENT_SANDBOX: "1" })).toBe(true);
    expect(sandboxHostAvailable({ NODE_ENV: "production" })).toBe(false);
    const wechat = { WECHAT_MINIPROGRAM_APPID: "wx1", WECHAT_MINIPROGRAM_SECRET: "s" };
    expect(sandboxHostAvailable({ ...wechat, NODE_ENV: "development" })).toBe(false);
  });

  it("refuses half a configuration", () => {
    expect(() => codeExchangeFor({ WECHAT_MINIPROGRAM_APPID: "wx1" })).toThrow(/both or neither/);
    expect(() => miniProgramAppid({ WECHAT_MINIPROGRAM_SECRET: "s" })).toThrow(/both or neither/);
  });
});
