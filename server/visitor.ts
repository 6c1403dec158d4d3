/**
 * Who the visitor is and where they came to: one rule, Express's `trust
 * proxy` (shopping/http/client-ip.ts). Headers a client may write but nobody
 * trusted vouches for are dropped before anything reads them.
 */
import type { NextFunction, Request, Response } from "express";
import { clientIp, type TrustProxy } from "../shopping/http/client-ip";

const HOST =
  /^(?:[A-Za-z0-9-]{1,63}\.)*[A-Za-z0-9-]{1,63}\.?(?::(\d{1,5}))?$|^\[[0-9A-Fa-f:.]{2,45}\](?::(\d{1,5}))?$/;

export function isValidHost(value: string | undefined): boolean {
  if (!value) return false;
  const match = HOST.exec(value);
  if (!match) return false;
  const port = match[1] ?? match[2];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

/**
 * A Host (or a trusted X-Forwarded-Host) that is no host is a 400, before a URL is built from it.
 */
export function checkHost(trust: TrustProxy) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!trust(req.socket.remoteAddress, 0)) {
      delete req.headers["x-forwarded-host"];
      delete req.headers["x-forwarded-proto"];
    }
    const forwardedHost = req.headers["x-forwarded-host"];
    if (
      !isValidHost(req.headers.host) ||
      (forwardedHost !== undefined && !isValidHost(String(forwardedHost)))
    ) {
      res.status(400).type("text/plain; charset=utf-8").send("Bad Host header / 请求的主机名无效");
      return;
    }
    next();
  };
}

/**
 * For the storefront's own pages: X-Forwarded-For becomes the one address
 * found for this visitor, which the storefront passes on to the service.
 */
export function visitorAddress(req: Request, _res: Response, next: NextFunction) {
  req.headers["x-forwarded-for"] = clientIp(req);
  next();
}
