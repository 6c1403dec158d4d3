/**
 * The visitor's address, for rate limits. The storefront calls this service
 * from its own server and passes the visitor's address in X-Forwarded-For;
 * that header is believed only from a loopback peer (the storefront in the
 * same machine) or when SHOPPING_TRUST_PROXY=1 says a trusted proxy is in
 * front. Anyone else could write any address there and dodge the limits.
 */
import { isIP } from "node:net";
import type { Request } from "express";

export function clientIp(req: Pick<Request, "header" | "socket">, env: Record<string, string | undefined> = process.env): string {
  const peer = normalize(req.socket.remoteAddress ?? "");
  if (!isLoopback(peer) && env.SHOPPING_TRUST_PROXY !== "1") return peer || "unknown";
  const first = normalize((req.header("x-forwarded-for") ?? "").split(",")[0].trim());
  return isIP(first) ? first : peer || "unknown";
}

/** "::ffff:1.2.3.4" is an IPv4 peer seen through an IPv6 socket. */
function normalize(address: string): string {
  return address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

export function isLoopback(address: string): boolean {
  return address === "::1" || (isIP(address) === 4 && address.startsWith("127."));
}
