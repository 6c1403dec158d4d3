/**
 * /shopping/openapi.json as the service serves it: every route the app mounts is in it, every
 * operation has a stable operationId, declares who may call it (derived from the endpoint, as the
 * service checks it) and its 200 answer (the envelope's data for the JSON endpoints, a content type
 * for the raw routes), refers to the refusals it can meet, and every envelope endpoint documents
 * the very schema the storefront checks its answers with.
 */
import type { Express } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerSchema } from "../../contract/answers";
import { servedOpenApi, type ServedOpenApi } from "../../tests/helpers/openapi";
import type { ShoppingApp } from "../app";
import { AREAS } from "../areas";
import { credentialOf, type AnyEndpoint } from "./endpoint";
import { operationIdOf } from "./openapi";

type Schema = Record<string, any>;
type Operation = {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: Schema }> }>;
};
type Doc = { paths: Record<string, Record<string, Operation>>; components: Schema };

let served: ServedOpenApi;
let app: ShoppingApp;
let doc: Doc;

beforeAll(async () => {
  served = await servedOpenApi();
  ({ app, doc } = served);
});
afterAll(async () => {
  await served?.close();
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

function allEndpoints(): AnyEndpoint[] {
  const buying = app.locals.buying;
  return AREAS.flatMap(
    (area) => area.parts({ db: buying.db, buying, env: process.env }).endpoints ?? [],
  );
}

const operationOf = (e: AnyEndpoint) => doc.paths[e.path][e.method];
/** The success branch of an envelope endpoint's 200 answer; the other is the Envelope. */
const successOf = (e: AnyEndpoint) =>
  operationOf(e).responses["200"].content!["application/json"].schema!.anyOf[0] as Schema;
const refusal = (name: string) => ({ $ref: `#/components/responses/${name}` });

describe("/shopping/openapi.json", () => {
  it("lists every route the service mounts", () => {
    const documented = operations().map(([name]) => name);
    const mounted = mountedRoutes(app);
    expect(mounted.length).toBeGreaterThan(40);
    expect(mounted.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !mounted.includes(route))).toEqual([]);
  });

  it("names every operation by its method and path, once", () => {
    const ids = operations().map(([name, op]) => {
      const [method, path] = name.split(" ");
      expect(op.operationId, name).toBe(operationIdOf(method, path));
      return op.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf("post", "/user/user/updateUserInfo")).toBe("postUserUserUpdateUserInfo");
    expect(operationIdOf("post", "/payment/notify/{gateway}/refund")).toBe(
      "postPaymentNotifyGatewayRefund",
    );
  });

  it("every operation declares its 200 answer: a content type with a schema", () => {
    for (const [name, op] of operations()) {
      const content = op.responses["200"]?.content;
      expect(content, name).toBeDefined();
      const types = Object.entries(content!);
      expect(types.length, name).toBeGreaterThan(0);
      for (const [type, media] of types) expect(media.schema, `${name} ${type}`).toBeTruthy();
    }
  });

  it("every JSON endpoint documents its data: a real shape, never an empty or open one", () => {
    const all = allEndpoints();
    expect(all.length).toBeGreaterThan(50);
    for (const e of all) {
      const schema = successOf(e).properties.data;
      expect(schema, e.path).not.toEqual({});
      // An object's fields are all declared (no .passthrough(), no bare z.object({})).
      const open = JSON.stringify(schema).match(/"additionalProperties":(true|\{\})/);
      expect(open, e.path).toBeNull();
    }
  });

  it("documents the very schemas the storefront checks answers with (contract/answers.ts)", () => {
    for (const e of allEndpoints()) {
      expect(
        e.response === answerSchema(e.path),
        `${e.path}: its response is not ANSWERS["${e.path}"]`,
      ).toBe(true);
    }
  });

  it("an envelope endpoint's 200 answer is its data or the Envelope of a business warning", () => {
    for (const e of allEndpoints()) {
      const schema = operationOf(e).responses["200"].content!["application/json"].schema!;
      expect(schema.anyOf[1], e.path).toEqual({ $ref: "#/components/schemas/Envelope" });
    }
  });

  it("asks for the credential the service checks: a token, maybe a token, the operator key, or none", () => {
    for (const e of allEndpoints()) {
      const op = operationOf(e);
      const credential = credentialOf(e);
      // The operator's guard stands in front of /ops, and only there (shopping/app.ts).
      expect(credential === "operatorKey", e.path).toBe(e.path.startsWith("/ops/"));
      const expected =
        credential === "optionalToken"
          ? [{}, { token: [] }]
          : credential
            ? [{ [credential]: [] }]
            : [];
      expect(op.security, e.path).toEqual(expected);
      if (credential === "token") {
        expect(op.responses["401"], e.path).toEqual(refusal("Unauthorized"));
        expect(op.responses["403"], e.path).toEqual(refusal("Forbidden"));
      } else if (credential === "operatorKey") {
        expect(op.responses["401"], e.path).toEqual(refusal("OperatorKeyMissing"));
        expect(op.responses["503"], e.path).toEqual(refusal("OperatorsDisabled"));
      } else {
        expect(op.responses["401"], e.path).toBeUndefined();
      }
      expect(op.responses["429"], e.path).toBeDefined();
    }
    const publicOnes = allEndpoints().filter((e) => !credentialOf(e));
    expect(publicOnes.map((e) => e.path)).toContain("/goods/goods/findGoodsFacets");
    // A wine's page and the lists answer anyone, and tell a buyer which wines they collected.
    const maybeBuyer = allEndpoints().filter((e) => credentialOf(e) === "optionalToken");
    expect(maybeBuyer.map((e) => e.path)).toContain("/goods/goods/findGoodsDetail");
    // The raw routes read no credential.
    for (const [name, op] of operations()) expect(op.security, name).toBeDefined();
  });

  it("a JSON body may meet the parser's refusals: 400, 413, 415", () => {
    for (const e of allEndpoints().filter((e) => e.body)) {
      const { responses } = operationOf(e);
      expect(responses["400"], e.path).toEqual(refusal("BadRequest"));
      expect(responses["413"], e.path).toEqual(refusal("PayloadTooLarge"));
      expect(responses["415"], e.path).toEqual(refusal("UnsupportedBody"));
    }
    const limited = doc.components.responses.TooManyRequests;
    expect(limited.headers["Retry-After"].schema.type).toBe("integer");
  });

  it("refers only to its own components, never by a path inside a schema", () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const found of new Set(refs)) {
      const [, kind, name] = /^"\$ref":"#\/components\/(\w+)\/(\w+)"$/.exec(found) ?? [];
      expect(doc.components[kind]?.[name], found).toBeDefined();
    }
  });
});
