/**
 * The /shopping HTTP app: every area's endpoints behind one envelope. It is
 * served on a thread of the shop (server/shopping-thread-worker.ts, started by server.ts), or
 * runs alone (shopping/main.ts).
 */
import express, { type NextFunction, type Request, type Response } from "express";
import { readOrderSettings, type OrderSettings } from "./config";
import type { Db } from "./db/client";
import { compileTrustProxy, type TrustProxy } from "./http/client-ip";
import { send } from "./http/envelope";
import { mount } from "./http/endpoint";
import { batchEndpoint } from "./http/batch";
import { message, parseLang } from "./http/messages";
import { limitJsonDepth } from "./http/json-depth";
import { rateLimitsEnabled } from "./http/rate-limits";
import { serviceRateLimits } from "./http/request-limits";
import { openApiDocument, type RawRoute } from "./http/openapi";
import type { OrderChanges } from "./orders/changes";
import { createBuying, type Buying, type Gateways } from "./payments/context";
import { createGateways } from "./payments/gateways/index";
import { AREAS } from "./areas";
import type { AreaParts } from "./http/area";
import { sandboxNoticeTo } from "./payments/payments";
import { receiveRefundNotification } from "./payments/refunds";
import { mountTestHooks, testHooksEnabled, testRawRoutes } from "./testing/routes";
import { countCalls } from "./testing/usage";
import { opsGuard, opsKeyFromEnv } from "./ops/auth";
import { auditTransactionsOf } from "./staff/audit";
import { operatorPermissions } from "./staff/permissions";

/**
 * A body the parsers refused (too large, a charset or Content-Encoding they do
 * not know, broken JSON, an aborted upload) is the caller's fault: its 4xx.
 */
function requestErrorStatus(error: unknown): number {
  const status = (error as { status?: unknown; expose?: unknown }).status;
  return typeof status === "number" &&
    status >= 400 &&
    status < 500 &&
    (error as { expose?: unknown }).expose === true
    ? status
    : 500;
}

/** The service's own two routes, beside the areas' endpoints. */
const serviceRawRoutes: RawRoute[] = [
  {
    method: "get",
    path: "/openapi.json",
    summary: "This document",
    tag: "service",
    produces: "application/json",
    answer: "the OpenAPI 3 document of every route",
  },
  {
    method: "get",
    path: "/health",
    summary: "Whether the service answers, and how it hears of order changes",
    tag: "service",
    produces: "application/json",
    answer: "{ ok: true, orderChanges }",
  },
];

export interface ShoppingAppOptions {
  orders?: OrderSettings;
  gateways?: Gateways;
  env?: NodeJS.ProcessEnv;
  /**
   * who may tell the visitor's address and origin; SHOPPING_TRUST_PROXY (default loopback) when the
   * service runs alone
   */
  trustProxy?: TrustProxy;
  /** how waiting requests hear of order moves; by default only this process's own moves */
  changes?: OrderChanges;
  /**
   * the operator key (shopping/ops/auth.ts prepareOpsKey); by default OPS_KEY; null disables /ops
   */
  opsKey?: string | null;
}

export type ShoppingApp = express.Express & { locals: { buying: Buying } };

export function createShoppingApp(db: Db, options: ShoppingAppOptions = {}): ShoppingApp {
  const env = options.env ?? process.env;
  // The sandbox hands its notifications to this service's own receiver, once `buying` exists.
  const deliverSandboxNotice = sandboxNoticeTo(() => buying);
  const deliverSandboxRefundNotice = async (headers: Record<string, string>, body: string) =>
    (await receiveRefundNotification(buying, "sandbox", headers, body))?.status === 200;
  const buying: Buying = createBuying(
    db,
    options.orders ?? readOrderSettings(env),
    options.gateways ??
      createGateways({ db, env, deliverSandboxNotice, deliverSandboxRefundNotice }),
    options.changes,
  );
  const app = express() as ShoppingApp;
  app.locals.buying = buying;
  app.disable("x-powered-by");
  app.set("query parser", "simple");
  app.set(
    "trust proxy",
    options.trustProxy ?? compileTrustProxy(env.SHOPPING_TRUST_PROXY ?? "loopback"),
  );
  // First, so that every answer has it, the refusals of the limits and parsers included: no
  // browser may read a JSON answer (or an uploaded picture) as HTML or a script.
  app.use((_req: Request, res: Response, next: NextFunction) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    next();
  });
  const parts: AreaParts[] = AREAS.map((area) => area.parts({ db, buying, env }));
  // Before the JSON parser: what reads its body raw (the gateways' notifications, verified over
  // their exact bytes; the operator's invoice document, the one larger body).
  for (const part of parts) part.mountBeforeParsers?.(app);
  if (rateLimitsEnabled(env)) app.use(serviceRateLimits(db));
  app.use(express.json({ limit: "100kb" }));
  app.use(limitJsonDepth);

  const areaEndpoints = parts.flatMap((part) => part.endpoints ?? []);
  // A page's several reads in one call (shopping/http/batch.ts).
  const allEndpoints = [...areaEndpoints, batchEndpoint(areaEndpoints)];
  const partsRawRoutes = parts.flatMap((part) => part.rawRoutes ?? []);
  const testHooks = testHooksEnabled();
  const openapi = JSON.stringify(
    openApiDocument(allEndpoints, [
      ...serviceRawRoutes,
      ...partsRawRoutes,
      ...(testHooks ? testRawRoutes : []),
    ]),
  );
  app.get("/openapi.json", (_req, res) => {
    res.type("application/json").send(openapi);
  });
  app.get("/health", (_req, res) => {
    res.json({ ok: true, orderChanges: buying.changes.mode });
  });

  const router = express.Router();
  if (testHooks) router.use(countCalls);
  auditTransactionsOf(db);
  router.use(
    "/ops",
    opsGuard({
      key: options.opsKey !== undefined ? options.opsKey : opsKeyFromEnv(env),
      db,
      env,
      permissionOf: operatorPermissions(allEndpoints, partsRawRoutes),
    }),
  );
  mount(router, db, allEndpoints);
  for (const part of parts) part.mount?.(router);
  if (testHooks) mountTestHooks(router, db, buying);
  app.use(router);

  app.use((req: Request, res: Response) => {
    const lang = parseLang(req.header("accept-language-id"));
    send(res, { code: 404, message: message("not_found", lang), status: 404, data: null }, 404);
  });
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const lang = parseLang(req.header("accept-language-id"));
    const status = requestErrorStatus(error);
    if (status === 500) console.error("[shopping]", error);
    const key =
      status === 413
        ? "body_too_large"
        : status === 415
          ? "unsupported_body"
          : status === 400
            ? "invalid_params"
            : "server_error";
    send(
      res,
      { code: status, message: message(key, lang, { fields: "body" }), status, data: null },
      status,
    );
  });
  return app;
}
