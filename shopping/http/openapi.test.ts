/**
 * /shopping/openapi.json as the service serves it: every route the app mounts
 * is in it, every operation declares its 200 answer (the envelope's data for
 * the JSON endpoints, a content type for the raw routes), and every envelope
 * endpoint documents the very schema the storefront checks its answers with.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import type { Express } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerSchema } from "../../contract/answers";
import { createShoppingApp, endpoints, type ShoppingApp } from "../app";
import type { Db } from "../db/client";
import { orderEndpoints } from "../orders/routes";
import { paymentEndpoints } from "../payments/routes";

type Operation = {
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
};
type Doc = { paths: Record<string, Record<string, Operation>> };

let app: ShoppingApp;
let server: Server;
let doc: Doc;

beforeAll(async () => {
  // The test hooks are routes too: mount them, so that they are checked as well. No request here
  // reaches the database, so the app is built on none.
  const hooks = process.env.SHOPPING_TEST_HOOKS;
  process.env.SHOPPING_TEST_HOOKS = "1";
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
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  doc = await (await fetch(`http://127.0.0.1:${port}/openapi.json`)).json();
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

/** Every method and path the Express app answers, in OpenAPI's spelling ({param}). */
function mountedRoutes(express: Express): string[] {
  type Layer = {
    route?: { path: string; methods: Record<string, boolean> };
    handle?: { stack?: Layer[] };
  };
  const found: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const path = layer.route.path.replace(/:(\w+)/g, "{$1}");
        for (const method of Object.keys(layer.route.methods)) found.push(`${method} ${path}`);
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((express as unknown as { _router: { stack: Layer[] } })._router.stack);
  return found;
}

function operations(): [string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]): [string, Operation] => [`${method} ${path}`, op]),
  );
}

describe("/shopping/openapi.json", () => {
  it("lists every route the service mounts", () => {
    const documented = operations().map(([name]) => name);
    const mounted = mountedRoutes(app);
    expect(mounted.length).toBeGreaterThan(40);
    expect(mounted.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !mounted.includes(route))).toEqual([]);
  });

  it("every operation declares its 200 answer: a content type with a schema", () => {
    for (const [name, op] of operations()) {
      const content = op.responses["200"]?.content;
      expect(content, name).toBeDefined();
      const types = Object.entries(content!);
      expect(types.length, name).toBeGreaterThan(0);
      for (const [type, media] of types)
        expect(media.schema, `${name} ${type}`).toEqual(
          expect.objectContaining({ type: expect.any(String) }),
        );
    }
  });

  it("every JSON endpoint documents its data: a real shape, never an empty or open one", () => {
    const all = [
      ...endpoints,
      ...orderEndpoints(app.locals.buying),
      ...paymentEndpoints(app.locals.buying),
    ];
    expect(all.length).toBe(39);
    for (const e of all) {
      const data = doc.paths[e.path][e.method].responses["200"].content!["application/json"].schema!
        .properties as Record<string, Record<string, unknown>>;
      const schema = data.data;
      expect(schema, e.path).not.toEqual({});
      // An object's fields are all declared (no .passthrough(), no bare z.object({})).
      const open = JSON.stringify(schema).match(/"additionalProperties":(true|\{\})/);
      expect(open, e.path).toBeNull();
    }
  });

  it("documents the very schemas the storefront checks answers with (contract/answers.ts)", () => {
    for (const e of [
      ...endpoints,
      ...orderEndpoints(app.locals.buying),
      ...paymentEndpoints(app.locals.buying),
    ]) {
      expect(
        e.response === answerSchema(e.path),
        `${e.path}: its response is not ANSWERS["${e.path}"]`,
      ).toBe(true);
    }
  });

  it("has no $ref that an OpenAPI reader would resolve against the whole document", () => {
    expect(JSON.stringify(doc)).not.toContain('"$ref"');
  });
});
