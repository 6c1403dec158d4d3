/**
 * The /shopping HTTP app: every area's endpoints behind one envelope. It is
 * served on a thread of the shop (server/shopping-thread-worker.ts, started by server.ts), or
 * runs alone (shopping/main.ts).
 */
import express, { type NextFunction, type Request, type Response } from "express";
import { readOrderSettings, type OrderSettings } from "./config";
import { profileEndpoints } from "./accounts/profile-routes";
import { signInEndpoints } from "./accounts/routes";
import { addressEndpoints } from "./addresses/routes";
import { cartEndpoints } from "./cart/routes";
import { catalogEndpoints, mountPictures, pictureRawRoutes } from "./catalog/routes";
import type { Db } from "./db/client";
import { compileTrustProxy, type TrustProxy } from "./http/client-ip";
import { fileEndpoints, fileRawRoutes, mountFileEcho } from "./files/routes";
import { send } from "./http/envelope";
import { mount, type AnyEndpoint } from "./http/endpoint";
import { message, parseLang } from "./http/messages";
import { limitJsonDepth } from "./http/json-depth";
import { rateLimitsEnabled } from "./http/rate-limits";
import { serviceRateLimits } from "./http/request-limits";
import { openApiDocument, type RawRoute } from "./http/openapi";
import type { OrderChanges } from "./orders/changes";
import { orderListEndpoints } from "./orders/list-routes";
import { orderEndpoints } from "./orders/routes";
import { afterSaleEndpoints } from "./aftersale/routes";
import { afterShippingEndpoints } from "./orders/after-shipping-routes";
import { createBuying, type Buying, type Gateways } from "./payments/context";
import { createGateways, readGatewayConfig } from "./payments/gateways/index";
import { mountSandboxWallet } from "./payments/gateways/sandbox";
import { receiveNotification } from "./payments/payments";
import { receiveRefundNotification } from "./payments/refunds";
import { mountPaymentNotify, paymentEndpoints, paymentRawRoutes } from "./payments/routes";
import { pointsEndpoints } from "./points/routes";
import { favoriteEndpoints } from "./favorites/routes";
import {
  invoiceTitleEndpoints,
  mountTitleLicence,
  opsInvoiceTitleEndpoints,
  opsTitleRawRoutes,
} from "./invoices/routes";
import { localInvoiceProvider } from "./invoices/providers";
import {
  invoiceRawRoutes,
  invoiceRequestEndpoints,
  ISSUE_PATH,
  issueBodyParser,
  mountInvoiceDocument,
} from "./invoices/request-routes";
import { mountTestHooks, testHooksEnabled, testRawRoutes } from "./testing/routes";
import { countCalls } from "./testing/usage";
import { opsGuard, opsKeyFromEnv } from "./ops/auth";
import { opsEndpoints } from "./ops/routes";
import { opsPointsEndpoints } from "./points/ops-routes";
import { shopEndpoints } from "./shop/routes";

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

export const endpoints: AnyEndpoint[] = [
  ...catalogEndpoints,
  ...orderListEndpoints,
  ...cartEndpoints,
  ...pointsEndpoints,
  ...favoriteEndpoints,
  ...invoiceTitleEndpoints,
  ...signInEndpoints,
  ...profileEndpoints,
  ...addressEndpoints,
  ...fileEndpoints,
  ...shopEndpoints,
];

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
  const deliverSandboxNotice = async (headers: Record<string, string>, body: string) =>
    (await receiveNotification(buying, "sandbox", headers, body))?.status === 200;
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
  // Before the JSON parser: notifications are verified over their raw bytes.
  mountPaymentNotify(app, buying);
  if (rateLimitsEnabled(env)) app.use(serviceRateLimits(db));
  // The operator's invoice document is the one larger body, and only with an operator key in
  // hand (the guard checks it after); everything else stays under 100 KB.
  app.use(ISSUE_PATH, (req: Request, res: Response, next: NextFunction) =>
    req.header("authorization")?.startsWith("Ops ") ? issueBodyParser(req, res, next) : next(),
  );
  app.use(express.json({ limit: "100kb" }));
  app.use(limitJsonDepth);

  const invoiceProvider = localInvoiceProvider();
  const allEndpoints = [
    ...endpoints,
    ...orderEndpoints(buying),
    ...afterSaleEndpoints(buying),
    ...afterShippingEndpoints(buying),
    ...paymentEndpoints(buying),
    ...opsEndpoints(buying),
    ...opsPointsEndpoints,
    ...opsInvoiceTitleEndpoints,
    ...invoiceRequestEndpoints(invoiceProvider),
  ];
  const testHooks = testHooksEnabled();
  const openapi = JSON.stringify(
    openApiDocument(allEndpoints, [
      ...serviceRawRoutes,
      ...pictureRawRoutes,
      ...fileRawRoutes,
      ...paymentRawRoutes,
      ...invoiceRawRoutes,
      ...opsTitleRawRoutes,
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
  router.use(
    "/ops",
    opsGuard({ key: options.opsKey !== undefined ? options.opsKey : opsKeyFromEnv(env), db, env }),
  );
  mount(router, db, allEndpoints);
  mountPictures(router, db);
  mountFileEcho(router, db);
  mountInvoiceDocument(router, db, invoiceProvider);
  mountTitleLicence(router, db);
  const sandbox = readGatewayConfig(env).sandbox;
  if (sandbox) mountSandboxWallet(router, { db, ...sandbox, deliver: deliverSandboxNotice });
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
