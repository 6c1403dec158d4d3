import { describe, expect, it } from "vitest";
import type { ShoppingApi } from "~/service/client.server";
import type { Outcome } from "~/service/outcome";
import { pageCaptcha } from "./captcha.server";

const answering = (outcome: Outcome<unknown>, lang: "ch" | "en" = "ch") =>
  ({ lang, post: async () => outcome }) as unknown as ShoppingApi;

describe("a form's image code", () => {
  it("is the picture as a data: URL with its id", async () => {
    const captcha = await pageCaptcha(
      answering({ ok: true, data: { captchaId: "c1", svg: "<svg/>" }, message: null }),
    );
    expect(captcha).toEqual({
      captchaId: "c1",
      src: `data:image/svg+xml;base64,${Buffer.from("<svg/>").toString("base64")}`,
    });
  });

  it("when refused, says why in the picture's place: too many asked for, or the shop unreachable", async () => {
    const busy = "网络繁忙，请稍候（42 秒后再试）";
    expect(
      await pageCaptcha(answering({ ok: false, kind: "warning", status: 429, message: busy })),
    ).toEqual({ missing: busy });
    expect(
      await pageCaptcha(answering({ ok: false, kind: "poor-network", status: "timeout" }, "en")),
    ).toEqual({ missing: "network condition poor, please retry: timeout!" });
  });
});
