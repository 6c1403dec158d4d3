/**
 * /shopping/openapi.json as the service serves it, test hooks included (they are routes too), on
 * an app built on no database: serving the document reaches none.
 */
import type { AddressInfo } from "node:net";
import { createShoppingApp, type ShoppingApp } from "../../shopping/app";
import type { Db } from "../../shopping/db/client";

export interface ServedOpenApi {
  app: ShoppingApp;
  doc: any;
  close(): Promise<void>;
}

export async function servedOpenApi(): Promise<ServedOpenApi> {
  const hooks = process.env.SHOPPING_TEST_HOOKS;
  process.env.SHOPPING_TEST_HOOKS = "1";
  let app: ShoppingApp;
  try {
    app = createShoppingApp({} as Db, {
      env: {
        NODE_ENV: "test",
        PAYMENT_SANDBOX_SECRET: "openapi-test-secret-0123456789abcdef",
        RATE_LIMITS: "off",
      },
    });
  } finally {
    if (hooks === undefined) delete process.env.SHOPPING_TEST_HOOKS;
    else process.env.SHOPPING_TEST_HOOKS = hooks;
  }
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const doc = await (await fetch(`http://127.0.0.1:${port}/openapi.json`)).json();
  return {
    app,
    doc,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
