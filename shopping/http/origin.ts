import type express from "express";

/**
 * The shop's origin as the visitor sees it, when PUBLIC_URL does not say: the
 * storefront states it in X-Forwarded-Host over its trusted hop (Express's
 * `trust proxy` decides, as it does for req.protocol); anyone else gets the
 * Host they connected to, which a browser cannot forge.
 */
export function originOf(req: express.Request): string {
  const trust = req.app.get("trust proxy fn") as (
    address: string | undefined,
    hop: number,
  ) => boolean;
  const forwarded = trust(req.socket.remoteAddress, 0) ? req.get("x-forwarded-host") : undefined;
  const host =
    [forwarded, req.get("host")].find((value) => value && HOST.test(value)) ?? "localhost";
  return `${req.protocol}://${host}`;
}

const HOST = /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$|^\[[0-9A-Fa-f:.]{2,45}\](:\d{1,5})?$/;
