/**
 * The visitor's address, one rule for the storefront and the service:
 * Express's `trust proxy`, compiled here from the configuration.
 *
 * - TRUST_PROXY (the storefront): the
 *   proxies in front of the shop, as Express accepts them: a hop count ("1")
 *   or addresses and subnets ("loopback, 10.0.0.0/8"). Unset: nobody, the
 *   peer's own address counts and X-Forwarded-For is ignored.
 * - The service on the shop's own thread (server/shopping-thread-worker.ts) is reached only
 *   over a private Unix socket, never over TCP: a request there has no peer
 *   address, and its one X-Forwarded-For entry is the storefront's finding
 *   (its own calls, and /shopping from outside, server/shopping-proxy.ts).
 *   A browser cannot reach that socket, so nothing it sends changes its limits.
 * - SHOPPING_TRUST_PROXY (the service on its own): who may pass the visitor's
 *   address to it; "loopback" by default, for a storefront on the same machine.
 */
import { isIP } from "node:net";
import type { Request } from "express";
import proxyAddr from "proxy-addr";

export type TrustProxy = (address: string | undefined, hop: number) => boolean;

export function compileTrustProxy(
  setting: string | undefined,
  { internalSocket = false } = {},
): TrustProxy {
  const value = setting?.trim() ?? "";
  let configured: TrustProxy;
  if (value === "" || value === "0" || value === "false") configured = () => false;
  else if (/^\d+$/.test(value)) {
    const hops = Number(value);
    configured = (_address, hop) => hop < hops;
  } else {
    const compiled = proxyAddr.compile(
      value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    );
    configured = (address, hop) => address !== undefined && compiled(address, hop);
  }
  if (!internalSocket) return configured;
  return (address, hop) =>
    (hop === 0 && address === undefined) || (address !== undefined && configured(address, hop));
}

/** req.ip as a plain address: "::ffff:1.2.3.4" is an IPv4 peer seen through an IPv6 socket. */
export function clientIp(req: Pick<Request, "ip">): string {
  const address = req.ip ?? "";
  return address.startsWith("::ffff:") && isIP(address.slice(7)) === 4
    ? address.slice(7)
    : address || "unknown";
}
