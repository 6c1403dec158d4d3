import { describe, expect, it } from "vitest";
import { insideWeChat, payMethodsFor } from "./methods";
import { payPathFor } from "./pay-path";

const WECHAT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36 MMWEBID/1234 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64";
const MINI_PROGRAM = `${WECHAT} miniProgram/wx1234567890abcdef`;
const CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";

describe("the wallets offered where the buyer is", () => {
  it("inside WeChat or its mini-program, WeChat Pay only", () => {
    expect(insideWeChat(WECHAT)).toBe(true);
    expect(payMethodsFor(WECHAT)).toEqual(["wechat"]);
    expect(payMethodsFor(MINI_PROGRAM)).toEqual(["wechat"]);
  });
  it("elsewhere, both wallets", () => {
    expect(payMethodsFor(CHROME)).toEqual(["alipay", "wechat"]);
    expect(payMethodsFor(null)).toEqual(["alipay", "wechat"]);
  });
});

describe("where the buyer pays (decision 039)", () => {
  const DESKTOP =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
  it("a desktop scans a QR code; a phone's browser opens the wallet on the phone", () => {
    expect(payPathFor(DESKTOP)).toBe("qr");
    expect(payPathFor(null)).toBe("qr");
    expect(payPathFor(CHROME)).toBe("phone");
  });
  it("WeChat's browser pays through its bridge; the mini-program hands over to its host", () => {
    expect(payPathFor(WECHAT)).toBe("wechat-browser");
    expect(payPathFor(MINI_PROGRAM)).toBe("qr");
    // An iOS web-view that does not say miniProgram, known by the host's ?mp=1 cookie.
    expect(payPathFor(WECHAT, true)).toBe("qr");
  });
});
