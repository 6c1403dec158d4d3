/**
 * The test hooks exist only with SHOPPING_TEST_HOOKS=1; the OpenAPI document lists the accounts
 * endpoints.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api, newCaptcha, randomIp, sendCode, uniquePhone } from "../helpers/accounts";
import { backends, startService, type RunningService } from "../helpers/service";

const ACCOUNT_PATHS = [
  "/user/captcha/getImageCaptcha",
  "/user/sms/sendSmsCode",
  "/user/user/register",
  "/user/user/loginBySms",
  "/user/user/loginByPassword",
  "/user/user/logout",
  "/user/user/getUserInfo",
  "/user/user/updateUserInfo",
  "/user/user/changePassword",
  "/user/user/setPassword",
  "/user/user/verifyOldPhone",
  "/user/user/bindNewPhone",
  "/user/address/findAddressList",
  "/user/address/saveAddress",
  "/user/address/deleteAddress",
  "/user/address/setDefaultAddress",
  "/file/file/upload",
  "/file/file/echo",
];

async function openapiPaths(svc: RunningService): Promise<Record<string, any>> {
  return (await (await fetch(`${svc.base}/openapi.json`)).json()).paths;
}

describe.each(backends())("test hooks on %s", (backend) => {
  describe("without SHOPPING_TEST_HOOKS", () => {
    let svc: RunningService;
    beforeAll(async () => {
      delete process.env.SHOPPING_TEST_HOOKS;
      svc = await startService(backend);
    });
    afterAll(async () => {
      await svc?.stop();
    });

    it("are not mounted, nor listed", async () => {
      const phone = uniquePhone();
      await sendCode(svc, phone, "register", { ip: randomIp() });
      const { captchaId } = await newCaptcha(svc);
      for (const path of [
        `/test/test/latestSms?phone=${phone}&purpose=register`,
        `/test/test/captchaAnswer?captchaId=${captchaId}`,
      ]) {
        expect(await api(svc, path)).toMatchObject({ http: 404, code: 404 });
      }
      const paths = await openapiPaths(svc);
      expect(Object.keys(paths).filter((p) => p.startsWith("/test/"))).toEqual([]);
    });

    it("the OpenAPI document lists every accounts endpoint", async () => {
      const paths = await openapiPaths(svc);
      for (const path of ACCOUNT_PATHS) expect(paths[path], path).toBeDefined();
      expect(
        paths["/user/user/register"].post.requestBody.content["application/json"].schema.required,
      ).toEqual(expect.arrayContaining(["phone", "smsCode", "password"]));
      expect(
        paths["/file/file/upload"].post.requestBody.content["multipart/form-data"].schema.properties
          .file,
      ).toEqual({ type: "string", format: "binary" });
      expect(paths["/user/user/getUserInfo"].get.security).toEqual([{ token: [] }]);
    });
  });

  describe("with SHOPPING_TEST_HOOKS=1", () => {
    let svc: RunningService;
    let warn: { mock: { calls: unknown[][] }; mockRestore(): void };
    beforeAll(async () => {
      warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      process.env.SHOPPING_TEST_HOOKS = "1";
      try {
        svc = await startService(backend);
      } finally {
        delete process.env.SHOPPING_TEST_HOOKS;
      }
    });
    afterAll(async () => {
      warn.mockRestore();
      await svc?.stop();
    });

    it("warn at start-up", () => {
      expect(
        warn.mock.calls.some(([line]) => String(line).includes("test hooks are mounted")),
      ).toBe(true);
    });

    it("tell the newest outbox code and a captcha's answer", async () => {
      const phone = uniquePhone();
      await sendCode(svc, phone, "register", { ip: randomIp() });
      const sms = await fetch(`${svc.base}/test/test/latestSms?phone=${phone}&purpose=register`);
      expect(sms.status).toBe(200);
      const { code } = await sms.json();
      expect(code).toMatch(/^\d{6}$/);
      const registered = await api(svc, "/user/user/register", {
        body: { phone, smsCode: code, password: "wine2024", agreed: true, adult: true },
      });
      expect(registered.code).toBe(200);

      const { captchaId, captchaCode } = await newCaptcha(svc);
      expect(
        await (await fetch(`${svc.base}/test/test/captchaAnswer?captchaId=${captchaId}`)).json(),
      ).toEqual({ answer: captchaCode });
      expect(
        (await fetch(`${svc.base}/test/test/latestSms?phone=${uniquePhone()}&purpose=login`))
          .status,
      ).toBe(404);
      expect(
        (await fetch(`${svc.base}/test/test/latestSms?phone=bogus&purpose=login`)).status,
      ).toBe(400);
      expect(Object.keys(await openapiPaths(svc))).toEqual(
        expect.arrayContaining(["/test/test/latestSms", "/test/test/captchaAnswer"]),
      );
    });
  });
});
