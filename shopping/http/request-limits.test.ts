import { describe, expect, it } from "vitest";
import { SERVICE_TIERS, serviceTierFor } from "./request-limits";

describe("the service's request-rate tiers", () => {
  it("counts the mini-program host's login, bind and ticket as sign-ins", () => {
    for (const path of ["/miniprogram/login", "/miniprogram/bind", "/miniprogram/enter"])
      expect(serviceTierFor("POST", path)).toBe(SERVICE_TIERS.signIn);
  });
});
