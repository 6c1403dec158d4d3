/**
 * A short-lived cache of anonymous catalogue pages (docs/decisions/002).
 * Rendering a Remix page costs milliseconds; copying a cached one costs
 * microseconds. Only GET documents of visitors without a login and without a
 * pending toast are cached. Each page is rendered with a placeholder nonce
 * that every response replaces with its own, so the CSP stays per-request.
 * Entries are fresh for a few seconds, then served stale while one request
 * renders them again.
 */
import { randomBytes } from "node:crypto";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";

import { screenFor } from "../app/screens";

/** The screens the route table marks `cache` (the anonymous catalogue and the agreements). */
const isCacheableScreen = (path: string) => screenFor(path)?.cache === true;

export interface PageCacheOptions {
  freshMs: number;
  staleMs: number;
  maxEntries: number;
  /** the parts of a request that change the page: language, login, back link */
  variant(req: ExpressRequest): Promise<string | null>;
  render(req: ExpressRequest, nonce: string): Promise<Response>;
}

interface Entry {
  status: number;
  headers: [string, string][];
  cookies: string[];
  /** the page as UTF-8, cut where the nonce goes: encoded once, not per response */
  parts: Buffer[];
  length: number;
  storedAt: number;
  cacheable: boolean;
}

export function createPageCache(options: PageCacheOptions) {
  const placeholder = `nonce${randomBytes(12).toString("hex")}`;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Entry>>();
  // Bumped by forget(): a page whose rendering began before it is not kept, as it may show the old.
  let generation = 0;

  async function fill(key: string, req: ExpressRequest): Promise<Entry> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = (async () => {
        const renderedIn = generation;
        const response = await options.render(req, placeholder);
        const cookies = response.headers.getSetCookie();
        const headers = [...response.headers.entries()].filter(([name]) => name !== "set-cookie");
        const parts = (await response.text()).split(placeholder).map((part) => Buffer.from(part));
        const length = parts.reduce((n, part) => n + part.length, 0);
        const cacheable = response.status === 200 && cookies.length === 0;
        const entry = {
          status: response.status,
          headers,
          cookies,
          parts,
          length,
          storedAt: Date.now(),
          cacheable,
        };
        if (!cacheable || renderedIn !== generation) return entry;
        if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
        entries.delete(key);
        entries.set(key, entry);
        return entry;
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  function send(res: ExpressResponse, entry: Entry, nonce: string, hit: string) {
    res.status(entry.status);
    for (const [name, value] of entry.headers) {
      if (name !== "content-length") res.setHeader(name, value);
    }
    if (entry.cookies.length > 0) res.setHeader("Set-Cookie", entry.cookies);
    if (entry.cacheable) {
      res.setHeader("Cache-Control", "public, max-age=0, s-maxage=10, stale-while-revalidate=60");
      res.setHeader("Vary", "Cookie, Referer");
    }
    res.setHeader("X-Page-Cache", hit);
    const nonceBytes = Buffer.from(nonce);
    const chunks: Buffer[] = [];
    entry.parts.forEach((part, i) => {
      if (i > 0) chunks.push(nonceBytes);
      chunks.push(part);
    });
    res.setHeader("Content-Length", entry.length + nonceBytes.length * (entry.parts.length - 1));
    res.end(Buffer.concat(chunks));
  }

  async function pageCache(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    try {
      if (req.method !== "GET" || !isCacheableScreen(req.path)) return next();
      if (req.headers.cookie?.includes("__toast=")) return next();
      const variant = await options.variant(req);
      if (variant === null) return next();
      const key = `${variant}|${req.originalUrl}`;
      const nonce = res.locals.cspNonce as string;
      const entry = entries.get(key);
      const age = entry ? Date.now() - entry.storedAt : Infinity;
      if (entry && age < options.freshMs) return send(res, entry, nonce, "hit");
      if (entry && age < options.staleMs) {
        void fill(key, req).catch(() => {});
        return send(res, entry, nonce, "stale");
      }
      send(res, await fill(key, req), nonce, "miss");
    } catch (error) {
      next(error);
    }
  }

  /** Forgets every page: the catalogue changed (a wine, a price, a winery), so any may be old. */
  function forget() {
    generation += 1;
    entries.clear();
  }

  return Object.assign(pageCache, { forget });
}

/** A fetch Request for an Express GET request, as Remix expects it. */
export function toFetchRequest(req: ExpressRequest): Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(url, { method: "GET", headers });
}
