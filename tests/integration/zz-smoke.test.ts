import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startService, type RunningService } from "../helpers/service";
import { api, registerUser, loginByPassword } from "../helpers/accounts";
describe("smoke", () => {
  let svc: RunningService;
  beforeAll(async () => { svc = await startService("pglite"); });
  afterAll(async () => { await svc?.stop(); });
  it("registers", async () => {
    const u = await registerUser(svc);
    console.log(u);
    const info = await api(svc, "/user/user/getUserInfo", { token: u.token });
    console.log(info);
    const l = await loginByPassword(svc, u.phone, u.password);
    console.log(l.code, l.message);
    const bad = await loginByPassword(svc, u.phone, "nope1234");
    console.log(bad);
    const c = await api(svc, "/user/captcha/getImageCaptcha", { method: "POST" });
    console.log(c.data.svg.slice(0, 200));
  });
});
