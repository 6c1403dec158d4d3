import { describe, expect, it } from "vitest";
import { envOfRequest, rememberMiniProgram } from "./device-env.server";

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, { headers });

describe("the device environment of a request", () => {
  it("is miniProgram from the host's ?mp=1, then from the cookie it leaves", () => {
    const first = request("/goods?mp=1");
    expect(envOfRequest(first)).toBe("miniProgram");
    const cookie = rememberMiniProgram(first);
    expect(cookie).toMatch(/^mp=1; Path=\/; HttpOnly; SameSite=Lax$/);
    const later = request("/goods/3", { Cookie: `__session=x; ${cookie!.split(";")[0]}` });
    expect(envOfRequest(later)).toBe("miniProgram");
    expect(rememberMiniProgram(later)).toBeNull();
    expect(rememberMiniProgram(request("/goods?mp=1", { Cookie: "mp=1" }))).toBeNull();
  });

  it("is miniProgram from the user agent, else h5", () => {
    expect(envOfRequest(request("/", { "User-Agent": "MicroMessenger/8.0 miniProgram/wx1" }))).toBe(
      "miniProgram",
    );
    expect(envOfRequest(request("/?mp=0", { Cookie: "mymp=1" }))).toBe("h5");
    expect(rememberMiniProgram(request("/"))).toBeNull();
  });
});
