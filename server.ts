/**
 * Composes the shop: security headers, compression, static assets (the browser's build from memory,
 * server/build-assets.ts), the /shopping service (unless SHOPPING_API_URL points elsewhere), a
 * cache of anonymous catalogue pages, then Remix. Shuts down gracefully.
 */
import { randomBytes } from "node:crypto";
import { watch } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
// Remix's Express adapter, without its handler: server.ts builds each request's context itself and
// commits the session once, into the response (handleRemix).
import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import { broadcastDevReady, createRequestHandler, type ServerBuild } from "@remix-run/node";
import type * as entryServer from "./app/entry.server";
import closeWithGrace from "close-with-grace";
import compression from "compression";
import express from "express";
import { refuseCrossSitePosts } from "./server/same-origin";
import { proxyToShopping } from "./server/shopping-proxy";
import { securityHeaders } from "./server/security";
import { checkHost, visitorAddress } from "./server/visitor";
import { storefrontRateLimits } from "./server/request-limits";
import { bodyKindsOf, storefrontBodies } from "./server/request-body";
import { connectPostgres, type Db } from "./shopping/db/client";
import { compileTrustProxy } from "./shopping/http/client-ip";
import { rateLimitsEnabled } from "./shopping/http/rate-limits";
import { createPageCache, toFetchRequest } from "./server/page-cache";
import { buildAssets } from "./server/build-assets";
import { backLinkFor, previousPathFromReferer } from "./app/utils/back";
import { announceCatalogChange } from "./app/service/catalog-signal.server";
import { langOf, sessionStorage } from "./app/utils/session.server";

const production = process.env.NODE_ENV === "production";
// LOCAL_HTTP=1: production code served over plain http on this machine (npm start): no HSTS, no
// Secure cookies.
const https = production && process.env.LOCAL_HTTP !== "1";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const buildDir = process.env.REMIX_BUILD_DIR;
const buildPath = path.resolve(buildDir ?? "build", "index.js");

/** The build's entry.server, with the request context it exports (app/utils/request-context.server.ts). */
type ShopBuild = ServerBuild & { entry: { module: typeof entryServer } };

let build = (await import(pathToFileURL(buildPath).href)) as ShopBuild;
let remixHandler = createRequestHandler(build, production ? "production" : "development");
// The body each route may be sent, as its module declares it.
let bodyKindOf = bodyKindsOf(build.routes);

/** One Remix request: its context built once, its session committed once if it changed. */
async function handleRemix(request: Request, cspNonce: string): Promise<Response> {
  const { createShopContext, commitChangedSession } = build.entry.module;
  const context = await createShopContext(request, cspNonce);
  return commitChangedSession(context, await remixHandler(request, context));
}

const app = express();
app.disable("x-powered-by");
// Pages differ per response (the CSP nonce), so an ETag would only cost a hash of every page.
app.set("etag", false);
// The visitor's address and host: Express's trust proxy, one rule (shopping/http/client-ip.ts,
// decision 011).
const trustProxy = compileTrustProxy(process.env.TRUST_PROXY, { internalSocket: true });
app.set("trust proxy", trustProxy);
app.use(checkHost(trustProxy));
app.use(compression());

app.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
});

app.use(refuseCrossSitePosts(process.env.PUBLIC_URL));

let shoppingClose: (() => Promise<void>) | null = null;
// The page cache, once made below, forgets its pages when the service changes the catalogue.
let forgetCachedPages = () => {};
let limitsDb: Db | null = null;
if (!process.env.SHOPPING_API_URL) {
  const { startShoppingThread } = await import("./server/shopping-thread");
  const shopping = await startShoppingThread(() => {
    forgetCachedPages();
    announceCatalogChange();
  }).catch((error: Error & { folderInUse?: boolean }) => {
    console.error(
      error.folderInUse
        ? `[shop] ${error.message}`
        : `[shop] the /shopping service did not start: ${error.message}`,
    );
    process.exit(1);
  });
  process.env.SHOPPING_SOCKET_PATH = shopping.socketPath;
  app.use("/shopping", proxyToShopping(shopping.socketPath));
  // The storefront's shared request limits are counted in PostgreSQL beside the service's; PGlite
  // belongs to the service's thread, and in one process the memory's count is the whole shop's.
  const limits =
    process.env.DATABASE_URL && rateLimitsEnabled()
      ? await connectPostgres(process.env.DATABASE_URL, 2)
      : null;
  limitsDb = limits?.db ?? null;
  shoppingClose = async () => {
    await shopping.close();
    await limits?.close();
  };
  console.log(`/shopping service on its own thread (${shopping.kind})`);
}

app.use(visitorAddress);
if (rateLimitsEnabled()) app.use(storefrontRateLimits(limitsDb));
app.use(storefrontBodies((path) => bodyKindOf(path)));

app.use(securityHeaders(https));

// Catalogue pages never match a static file, so they are looked up before the file system.

if (process.env.PAGE_CACHE !== "off") {
  const pageCache = createPageCache({
    freshMs: Number(process.env.PAGE_CACHE_FRESH_MS ?? 5_000),
    staleMs: Number(process.env.PAGE_CACHE_STALE_MS ?? 60_000),
    maxEntries: 2_000,
    async variant(req) {
      const cookie = req.headers.cookie;
      const session = cookie ? await sessionStorage().getSession(cookie) : null;
      if (session?.get("Authorization")) return null;
      const back = backLinkFor(
        req.path,
        previousPathFromReferer(req.get("referer") ?? null, `http://${req.get("host")}/`),
      );
      return `${session ? langOf(session) : "ch"}|${back.href}|${/miniProgram/i.test(req.get("user-agent") ?? "") ? "mp" : "h5"}`;
    },
    render: (req, nonce) => handleRemix(toFetchRequest(req), nonce),
  });
  forgetCachedPages = pageCache.forget;
  app.use(pageCache);
}

const browserBuild = buildAssets(buildDir ? `${buildDir}/public` : "public/build");
app.use("/build", browserBuild);
// Only a path that names a file can be one: pages skip the file system (a stat per page otherwise).
const publicFiles = express.static("public", { maxAge: "1h" });
app.use((req, res, next) =>
  /\.[A-Za-z0-9]+$/.test(req.path) ? publicFiles(req, res, next) : next(),
);

app.all("*", async (req, res, next) => {
  try {
    const response = await handleRemix(createRemixRequest(req, res), res.locals.cspNonce as string);
    await sendRemixResponse(res, response);
  } catch (error) {
    next(error);
  }
});

const server = app.listen(port, host, () => {
  console.log(`wine shop on http://localhost:${port}`);
  if (!production) void broadcastDevReady(build);
});
// Keep-alive clients (proxies, load balancers, test runners) that hold idle connections longer than
// Node's 5 s would now and then send a request on a socket being closed, and get a reset.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

if (!production) {
  // `remix dev --manual` rebuilds; pick up the new build without a restart.
  watch(path.dirname(buildPath), { persistent: false }, async (_event, file) => {
    if (file !== "version.txt") return;
    build = (await import(`${pathToFileURL(buildPath).href}?t=${Date.now()}`)) as ShopBuild;
    remixHandler = createRequestHandler(build, "development");
    bodyKindOf = bodyKindsOf(build.routes);
    browserBuild.reload();
    void broadcastDevReady(build);
  });
}

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) console.error(err);
  await new Promise((resolve) => server.close(resolve));
  await shoppingClose?.();
});
