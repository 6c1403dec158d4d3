import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache";

let server: ReturnType<express.Express["listen"]> | null = null;
afterEach(() => server?.close());

async function serve(options: {
  variant?: string | null;
  respond: (n: number, nonce: string) => Response | Promise<Response>;
  freshMs?: number;
  staleMs?: number;
}) {
  let renders = 0;
  let nonceCounter = 0;
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = `nonce-${++nonceCounter}`;
    next();
  });
  const cache = createPageCache({
    freshMs: options.freshMs ?? 60_000,
    staleMs: options.staleMs ?? 120_000,
    maxEntries: 10,
    variant: async () => (options.variant === undefined ? "anon" : options.variant),
    render: async (_req, nonce) => options.respond(++renders, nonce),
  });
  app.use(cache);
  app.use((_req, res) => void res.status(299).send("uncached path"));
  server = app.listen(0);
  await new Promise((r) => server!.once("listening", r));
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  return {
    get: (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers }),
    renders: () => renders,
    forget: cache.forget,
  };
}

const html = (n: number, nonce: string) =>
  new Response(`<script nonce="${nonce}">render ${n}</script>`, {
    headers: { "content-type": "text/html" },
  });

describe("page cache", () => {
  it("forgets every page when the catalogue changes, and keeps no page begun before", async () => {
    let release: () => void = () => {};
    const s = await serve({
      respond: async (n, nonce) => {
        // The third rendering waits: the catalogue changes while it is under way.
        if (n === 3) await new Promise<void>((done) => (release = done));
        return html(n, nonce);
      },
    });
    await s.get("/goods");
    expect(await (await s.get("/goods")).text()).toContain("render 1");
    s.forget();
    expect(await (await s.get("/goods")).text()).toContain("render 2");
    s.forget();
    const begun = s.get("/goods");
    await new Promise((r) => setTimeout(r, 50));
    s.forget();
    release();
    // The visitor who asked during the change gets what was rendered; the cache does not keep it.
    expect(await (await begun).text()).toContain("render 3");
    expect(await (await s.get("/goods")).text()).toContain("render 4");
    expect(await (await s.get("/goods")).text()).toContain("render 4");
    expect(s.renders()).toBe(4);
  });

  it("renders once, then serves copies with each response's own nonce", async () => {
    const s = await serve({ respond: html });
    const first = await (await s.get("/goods")).text();
    const second = await s.get("/goods");
    expect(first).toBe('<script nonce="nonce-1">render 1</script>');
    expect(await second.text()).toBe('<script nonce="nonce-2">render 1</script>');
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("cache-control")).toContain("s-maxage");
    expect(s.renders()).toBe(1);
  });

  it("keys by URL and leaves other paths, logged-in visitors and toasts alone", async () => {
    const s = await serve({ respond: html });
    await s.get("/goods?page=2");
    await s.get("/goods?page=3");
    expect(s.renders()).toBe(2);
    expect((await s.get("/user/myCart")).status).toBe(299);
    expect((await s.get("/goods", { cookie: "__toast=abc" })).status).toBe(299);
    const loggedIn = await serve({ respond: html, variant: null });
    expect((await loggedIn.get("/goods")).status).toBe(299);
  });

  it("never caches a response that sets a cookie or is not a 200", async () => {
    const s = await serve({
      respond: (n, nonce) =>
        new Response(`x${n}${nonce}`, {
          status: n === 1 ? 404 : 200,
          headers: n === 2 ? { "set-cookie": "a=1" } : {},
        }),
    });
    const a = await s.get("/goods/1");
    expect(a.status).toBe(404);
    const b = await s.get("/goods/1");
    expect(b.headers.get("set-cookie")).toBe("a=1");
    expect(b.headers.get("cache-control")).toBeNull();
    await s.get("/goods/1");
    await s.get("/goods/1");
    expect(s.renders()).toBe(3);
  });

  it("serves a stale copy while rendering a new one", async () => {
    const s = await serve({ respond: html, freshMs: 0 });
    await s.get("/");
    const stale = await s.get("/");
    expect(stale.headers.get("x-page-cache")).toBe("stale");
    await new Promise((r) => setTimeout(r, 20));
    expect(s.renders()).toBe(2);
    expect(await (await s.get("/")).text()).toContain("render 2");
  });
});
