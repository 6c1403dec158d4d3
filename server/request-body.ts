/**
 * Bodies the storefront accepts: forms only (urlencoded, or multipart where the
 * route declares that it takes files; UTF-8, not compressed), with a length
 * stated up front and within the limit the route declares (its `handle.body`,
 * app/utils/body-limits.ts). Checked from the headers, before a byte of the body is read; Node's
 * parser never reads past the stated length, so nothing larger can follow.
 * A refused body is then read and thrown away (refusal.ts), so that the
 * browser that sent it can read the refusal.
 */
import type { ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import { BODY_LIMITS, isBodyHandle, type BodyKind } from "../app/utils/body-limits";
import { refuse } from "./refusal";

/** The body each path may be sent: what its route declares, else a form without files. */
export type BodyKindOf = (path: string) => BodyKind;

type BuildRoutes = ServerBuild["routes"];

/** A route's URL pattern as a regular expression: `:id` is one segment, `*` the rest. */
function routePattern(routes: BuildRoutes, id: string): RegExp {
  const segments: string[] = [];
  for (let route = routes[id]; route; route = routes[route.parentId ?? ""]) {
    if (route.path) segments.unshift(...route.path.split("/").filter(Boolean));
  }
  const parts = segments.map((segment) =>
    segment === "*"
      ? ".*"
      : segment.startsWith(":")
        ? "[^/]+"
        : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
  );
  return new RegExp(`^/${parts.join("/")}/?$`);
}

/** The table of body limits the upload routes of a build declare (their `handle.body`). */
export function bodyKindsOf(routes: BuildRoutes): BodyKindOf {
  const declared = Object.values(routes)
    .filter((route) => isBodyHandle(route?.module.handle))
    .map((route) => ({
      pattern: routePattern(routes, route!.id),
      kind: (route!.module.handle as { body: BodyKind }).body,
    }));
  return (path) => {
    // With JavaScript a form is sent to the route's data URL (Single Fetch): /user/info.data.
    const page = path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
    return declared.find((route) => route.pattern.test(page))?.kind ?? "form";
  };
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.floor(bytes / (1024 * 1024))} MB`
    : `${Math.floor(bytes / 1024)} KB`;

export function storefrontBodies(bodyKindOf: BodyKindOf) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const encoding = (req.get("content-encoding") ?? "identity").trim().toLowerCase();
    const [mediaType, ...params] = (req.get("content-type") ?? "")
      .split(";")
      .map((part) => part.trim().toLowerCase());
    const charset = params
      .find((param) => param.startsWith("charset="))
      ?.slice(8)
      .replace(/"/g, "");
    const kind = bodyKindOf(req.path);
    const form =
      mediaType === "application/x-www-form-urlencoded" ||
      // Files only where a route declared that it takes them.
      (mediaType === "multipart/form-data" &&
        kind !== "form" &&
        params.some((param) => param.startsWith("boundary=")));
    if (encoding !== "identity" || !form || (charset !== undefined && charset !== "utf-8"))
      return void refuse(req, res, 415, "unsupported");
    const length = req.get("content-length");
    if (length === undefined || !/^\d{1,12}$/.test(length))
      return void refuse(req, res, 411, "lengthRequired");
    const limit = BODY_LIMITS[kind];
    if (Number(length) > limit)
      return void refuse(req, res, 413, "tooLarge", { limit: sizeText(limit) });
    next();
  };
}
