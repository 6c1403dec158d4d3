/**
 * Answers a request the server refuses before the app sees it (too large, an
 * unsupported body, too many requests) with a short page in the visitor's
 * language, from the storefront's own translations. The body is read and
 * thrown away first (up to a cap), so that the browser gets to read the answer.
 */
import { createHash } from "node:crypto";
import type { Request, Response } from "express";
import { tFor } from "../app/i18n.server";
import type { Lang } from "../app/utils/lang";
import { langOf, sessionStorage } from "../app/utils/session.server";
import { discardBody } from "./discard-body";
import { PERMISSIONS_POLICY } from "./security";

async function visitorLang(req: Request) {
  try {
    return langOf(await sessionStorage().getSession(req.headers.cookie));
  } catch {
    return "ch" as const;
  }
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE =
  "body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f1a17}" +
  "h1{font-size:1.25rem}a{color:#7b1e3a}";

/**
 * The page's own headers, whatever ran before: it loads nothing, and its one
 * style element is allowed by its hash (no inline style, no nonce to share).
 */
export const REFUSAL_HEADERS = {
  "Content-Security-Policy":
    `default-src 'none';style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}';` +
    "base-uri 'none';form-action 'none';frame-ancestors 'self'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
};

export function refusalPage(lang: Lang, title: string, text: string, back: string) {
  return (
    `<!doctype html><html lang="${lang === "en" ? "en" : "zh-CN"}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>` +
    `<style>${STYLE}</style></head><body><h1>${escape(title)}</h1><p role="alert">${escape(text)}</p>` +
    `<p><a href="/">${escape(back)}</a></p></body></html>`
  );
}

export async function refuse(
  req: Request,
  res: Response,
  status: number,
  key: string,
  params: Record<string, string | number> = {},
  headers: Record<string, string> = {},
) {
  const [lang] = await Promise.all([visitorLang(req), discardBody(req)]);
  if (req.socket.destroyed) return;
  const t = tFor(lang);
  const text = t(`request.${key}`, params);
  // A body given up on (too large or too slow) is not read further: closing ends it.
  res.setHeader("Connection", "close");
  for (const [name, value] of Object.entries({ ...REFUSAL_HEADERS, ...headers }))
    res.setHeader(name, value);
  res.setHeader("Cache-Control", "no-store");
  // Scripts that asked for JSON (the avatar upload with progress) get the message as JSON.
  if (req.accepts(["html", "json"]) === "json")
    return void res.status(status).json({ ok: false, message: text });
  res
    .status(status)
    .type("html")
    .send(refusalPage(lang, t("request.refusedTitle"), text, t("request.back")));
}
