import { describe, expect, it } from "vitest";
import { defaultNickname, maskPhone, presentProfile } from "./profile";

describe("profile", () => {
  it("masks the middle four digits of the phone", () => {
    expect(maskPhone("13912341234")).toBe("139****1234");
  });

  it("names a new account after the phone's last four digits", () => {
    expect(defaultNickname("13912345678")).toBe("醇友5678");
  });

  it("never shows the phone or the password hash", () => {
    const profile = presentProfile(
      {
        id: 7,
        phone: "13912341234",
        passwordHash: "scrypt$16384$8$1$c2FsdA==$a2V5",
        nickname: "醇友1234",
        gender: 2,
        avatar: null,
        status: "under_review",
        createdAt: new Date("2024-05-01T08:00:00Z"),
      },
      0,
    );
    expect(profile).toEqual({
      id: 7,
      phoneMasked: "139****1234",
      nickname: "醇友1234",
      gender: 2,
      avatar: null,
      status: "under_review",
      createdAt: "2024-05-01T08:00:00.000Z",
      hasPassword: true,
      points: 0,
    });
  });
});
