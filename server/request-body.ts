/**
 * Bodies the storefront accepts: forms only (urlencoded or multipart, UTF-8,
 * not compressed), with a length stated up front and within the route's
 * limit. Checked from the headers, before a byte of the body is read; Node's
 * parser never reads past the stated length, so nothing larger can follow.
 * A refused body is then read and thrown away (refusal.ts), so that the
 * browser that sent it can read the refusal.
 */
import type { NextFunction, Request, Response } from "express";
import { PHOTO_MAX_BYTES, PHOTOS_MAX } from "../contract/photo-limits";
import { refuse } from "./refusal";

export const FORM_LIMIT_BYTES = 32 * 1024;
/** one picture upload (the avatar, a buyer's photo with JavaScript): 5 MB and its form */
export const UPLOAD_LIMIT_BYTES = PHOTO_MAX_BYTES + 64 * 1024;
const UPLOAD_PATHS = new Set(["/user/info", "/user/avatar", "/user/photo"]);
/** a form sent with its pictures (without JavaScript): six of them and the form */
export const PHOTO_FORM_LIMIT_BYTES = PHOTOS_MAX * PHOTO_MAX_BYTES + 64 * 1024;
const PHOTO_FORM_PATH = /^\/user\/order\/\d{1,10}\/(refund|evaluate)$/;

function limitFor(path: string) {
  if (UPLOAD_PATHS.has(path)) return UPLOAD_LIMIT_BYTES;
  return PHOTO_FORM_PATH.test(path) ? PHOTO_FORM_LIMIT_BYTES : FORM_LIMIT_BYTES;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.floor(bytes / (1024 * 1024))} MB`
    : `${Math.floor(bytes / 1024)} KB`;

export function storefrontBodies(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const encoding = (req.get("content-encoding") ?? "identity").trim().toLowerCase();
  const [mediaType, ...params] = (req.get("content-type") ?? "")
    .split(";")
    .map((part) => part.trim().toLowerCase());
  const charset = params
    .find((param) => param.startsWith("charset="))
    ?.slice(8)
    .replace(/"/g, "");
  const form =
    mediaType === "application/x-www-form-urlencoded" ||
    (mediaType === "multipart/form-data" && params.some((param) => param.startsWith("boundary=")));
  if (encoding !== "identity" || !form || (charset !== undefined && charset !== "utf-8"))
    return void refuse(req, res, 415, "unsupported");
  const length = req.get("content-length");
  if (length === undefined || !/^\d{1,12}$/.test(length))
    return void refuse(req, res, 411, "lengthRequired");
  const limit = limitFor(req.path);
  if (Number(length) > limit)
    return void refuse(req, res, 413, "tooLarge", { limit: sizeText(limit) });
  next();
}
