/** The host's login page's steps, with a fake wx. */
import { describe, expect, it } from "vitest";
import { SANDBOX_CODE } from "../../contract/miniprogram";
import { SERVICE_BASE } from "../config";
import { bindPhone, newCaptcha, sendBindCode, startLogin } from "../logic/login";
import { storedToken } from "../logic/session";
import { fakeWx, openedShopPath } from "./fake-wx";

const TICKET = "t".repeat(43);
const TOKEN = "k".repeat(43);

describe("the host's login", () => {
  it("sends a bound buyer straight back to the shop, logged in, with the host's token kept", async () => {
    const fake = fakeWx();
    fake.answer("/miniprogram/login", {
      code: 200,
      data: { status: "signedIn", ticket: TICKET, token: TOKEN },
    });
    expect(await startLogin(fake.wx, "%2Fuser%2Forder%3Fstatus%3D1")).toBeNull();
    const [request] = fake.requests;
    expect(request.url).toBe(`${SERVICE_BASE}/miniprogram/login`);
    // The fake's codes are the service sandbox's.
    expect(request.data.code).toMatch(SANDBOX_CODE);
    expect(fake.moves).toHaveLength(1);
    const enter = new URL(openedShopPath(fake.moves[0]), "https://shop.invalid");
    expect(enter.pathname).toBe("/mp/enter");
    expect(enter.searchParams.get("ticket")).toBe(TICKET);
    expect(enter.searchParams.get("to")).toBe("/user/order?status=1");
    expect(storedToken(fake.wx)).toBe(TOKEN);
  });

  it("never sends the buyer to another site afterwards", async () => {
    const fake = fakeWx();
    fake.answer("/miniprogram/login", {
      code: 200,
      data: { status: "signedIn", ticket: TICKET, token: TOKEN },
    });
    await startLogin(fake.wx, "https://evil.example/");
    const enter = new URL(openedShopPath(fake.moves[0]), "https://shop.invalid");
    expect(enter.searchParams.get("to")).toBe("/");
  });

  it("asks for the phone once: captcha, SMS code of purpose bindMiniProgram, then bind", async () => {
    const fake = fakeWx();
    fake.answer("/miniprogram/login", {
      code: 200,
      data: { status: "phoneNeeded", bindToken: "b".repeat(43) },
    });
    const bindToken = await startLogin(fake.wx, "/cart");
    expect(bindToken).toBe("b".repeat(43));
    expect(fake.moves).toEqual([]);

    fake.answer("/user/captcha/getImageCaptcha", {
      code: 200,
      data: { captchaId: "c1", svg: "<svg/>", expiresInSeconds: 120 },
    });
    expect(await newCaptcha(fake.wx)).toEqual({
      captchaId: "c1",
      src: "data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E",
    });
    fake.answer("/user/sms/sendSmsCode", { code: 200, data: { resendAfterSeconds: 60 } });
    const phone = "13900000000";
    expect(await sendBindCode(fake.wx, { phone, captchaId: "c1", captchaCode: "ab3d" })).toBe(60);
    expect(fake.requests.at(-1)!.data).toEqual({
      phone,
      captchaId: "c1",
      captchaCode: "ab3d",
      purpose: "bindMiniProgram",
    });

    fake.answer("/miniprogram/bind", {
      code: 200,
      data: { status: "signedIn", ticket: TICKET, token: TOKEN },
    });
    const input = { bindToken: bindToken!, phone, smsCode: "123456", agreed: true, adult: true };
    await bindPhone(fake.wx, input, "/cart");
    expect(fake.requests.at(-1)!.data).toEqual(input);
    expect(new URL(openedShopPath(fake.moves[0]), "https://s.invalid").searchParams.get("to")).toBe(
      "/cart",
    );
    expect(storedToken(fake.wx)).toBe(TOKEN);
  });

  it("shows the service's refusal and stays", async () => {
    const fake = fakeWx();
    fake.answer("/miniprogram/bind", { code: 422, message: "验证码错误" });
    const input = { bindToken: "b", phone: "1", smsCode: "0", agreed: true, adult: false };
    await expect(bindPhone(fake.wx, input, "/")).rejects.toThrow("验证码错误");
    expect(fake.moves).toEqual([]);
    expect(storedToken(fake.wx)).toBeNull();
  });
});
