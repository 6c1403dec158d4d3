/**
 * The /shopping HTTP app: every area's endpoints behind one envelope. It is
 * mounted at /shopping by server.ts, or runs alone (shopping/main.ts).
 */
import express, { type NextFunction, type Request, type Response } from "express";
import { profileEndpoints } from "./accounts/profile-routes";
import { signInEndpoints } from "./accounts/routes";
import { addressEndpoints } from "./addresses/routes";
import { cartEndpoints } from "./cart/routes";
import { catalogEndpoints, mountPictures } from "./catalog/routes";
import type { Db } from "./db/client";
import { fileEndpoints, fileRawRoutes, mountFileEcho } from "./files/routes";
import { send } from "./http/envelope";
import { mount, type AnyEndpoint } from "./http/endpoint";
import { message, parseLang } from "./http/messages";
import { openApiDocument } from "./http/openapi";
import { pointsEndpoints } from "./points/routes";
import { mountTestHooks, testHooksEnabled, testRawRoutes } from "./testing/routes";

export const endpoints: AnyEndpoint[] = [
  ...catalogEndpoints,
  ...cartEndpoints,
  ...pointsEndpoints,
  ...signInEndpoints,
  ...profileEndpoints,
  ...addressEndpoints,
  ...fileEndpoints,
];

export function createShoppingApp(db: Db): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("query parser", "simple");
  app.use(express.json({ limit: "100kb" }));

  const testHooks = testHooksEnabled();
  const openapi = JSON.stringify(openApiDocument(endpoints, [...fileRawRoutes, ...(testHooks ? testRawRoutes : [])]));
  app.get("/openapi.json", (_req, res) => {
    res.type("application/json").send(openapi);
  });
  app.get("/health", (_req, res) => {
    res.json({ ok: true });
  });

  const router = express.Router();
  mount(router, db, endpoints);
  mountPictures(router, db);
  mountFileEcho(router, db);
  if (testHooks) mountTestHooks(router, db);
  app.use(router);

  app.use((req: Request, res: Response) => {
    const lang = parseLang(req.header("accept-language-id"));
    send(res, { code: 404, message: message("not_found", lang), status: 404, data: null }, 404);
  });
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const lang = parseLang(req.header("accept-language-id"));
    const status = (error as { type?: string }).type === "entity.parse.failed" ? 400 : 500;
    if (status === 500) console.error("[shopping]", error);
    send(res, { code: status, message: message(status === 400 ? "invalid_params" : "server_error", lang, { fields: "body" }), status, data: null }, status);
  });
  return app;
}
