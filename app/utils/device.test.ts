import { describe, expect, it } from "vitest";
import { deviceFor, envFromUserAgent } from "./device";

describe("device mode: pc when wider than 900 px", () => {
  it.each([
    [320, "mobile"],
    [390, "mobile"],
    [900, "mobile"],
    [901, "pc"],
    [1280, "pc"],
  ])("%s px is %s", (width, device) => expect(deviceFor(width)).toBe(device));
});

describe("device environment", () => {
  it("recognises the mini-program web-view by its user agent", () => {
    expect(envFromUserAgent("Mozilla/5.0 (iPhone) MicroMessenger/8.0.40 miniProgram/wx123")).toBe(
      "miniProgram",
    );
    expect(envFromUserAgent("Mozilla/5.0 (iPhone) MicroMessenger/8.0.40")).toBe("h5");
    expect(envFromUserAgent(null)).toBe("h5");
  });
});
