import { describe, expect, it } from "vitest";
import { clientIp, isLoopback } from "./client-ip";

function request(peer: string, forwarded?: string) {
  return { socket: { remoteAddress: peer }, header: (name: string) => (name === "x-forwarded-for" ? forwarded : undefined) } as never;
}

describe("clientIp", () => {
  it("believes the first X-Forwarded-For entry from a loopback peer", () => {
    expect(clientIp(request("127.0.0.1", "203.0.113.7, 10.0.0.1"), {})).toBe("203.0.113.7");
    expect(clientIp(request("::ffff:127.0.0.1", "2001:db8::1"), {})).toBe("2001:db8::1");
    expect(clientIp(request("::1", " 198.51.100.2 "), {})).toBe("198.51.100.2");
  });

  it("ignores X-Forwarded-For from anyone else unless SHOPPING_TRUST_PROXY=1", () => {
    expect(clientIp(request("::ffff:198.51.100.9", "203.0.113.7"), {})).toBe("198.51.100.9");
    expect(clientIp(request("198.51.100.9", "203.0.113.7"), { SHOPPING_TRUST_PROXY: "1" })).toBe("203.0.113.7");
  });

  it("falls back to the peer when the header is missing or not an address", () => {
    expect(clientIp(request("127.0.0.1"), {})).toBe("127.0.0.1");
    expect(clientIp(request("127.0.0.1", "evil; drop table"), {})).toBe("127.0.0.1");
  });

  it("knows the loopback range", () => {
    expect(["127.0.0.1", "127.8.9.10", "::1"].every(isLoopback)).toBe(true);
    expect(["128.0.0.1", "10.0.0.1", "::2", ""].some(isLoopback)).toBe(false);
  });
});
