/**
 * Answers a request the server refuses before the app sees it (too large, an
 * unsupported body, too many requests) with a short page in the visitor's
 * language, from the storefront's own translations. The body is read and
 * thrown away first (up to a cap), so that the browser gets to read the answer.
 */
import type { Request, Response } from "express";
import { tFor } from "../app/i18n.server";
import { langOf, sessionStorage } from "../app/utils/session.server";
import { discardBody } from "./discard-body";

async function visitorLang(req: Request) {
  try {
    return langOf(await sessionStorage().getSession(req.headers.cookie));
  } catch {
    return "ch" as const;
  }
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Cache-Control", "no-store");
  // Scripts that asked for JSON (the avatar upload with progress) get the message as JSON.
  if (req.accepts(["html", "json"]) === "json")
    return void res.status(status).json({ ok: false, message: text });
  res
    .status(status)
    .type("html")
    .send(
      `<!doctype html><html lang="${lang === "en" ? "en" : "zh-CN"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<title>${escape(t("request.refusedTitle"))}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f1a17">` +
        `<h1 style="font-size:1.25rem">${escape(t("request.refusedTitle"))}</h1><p role="alert">${escape(text)}</p><p><a href="/" style="color:#7b1e3a">${escape(t("request.back"))}</a></p></body></html>`,
    );
}
