/** Builds /shopping/openapi.json from the endpoints' own zod schemas. */
import type { Permission } from "../../contract/staff";
import type { z } from "zod";
import { zodToJsonSchema } from "zod-to-json-schema";
import { credentialOf, type AnyEndpoint } from "./endpoint";
import { components, ENVELOPE_DESCRIPTION, ref } from "./openapi-components";
import { serviceTierFor } from "./request-limits";

type Json = Record<string, unknown>;

function jsonSchema(schema: z.ZodTypeAny): Json {
  // No $ref: a shape used twice (a wine summary, a payment) would be referred to by a path inside
  // this one schema, which an OpenAPI reader resolves against the whole document.
  const { $schema: _ignored, ...rest } = zodToJsonSchema(schema, {
    target: "openApi3",
    effectStrategy: "input",
    $refStrategy: "none",
  }) as Json;
  return withNullsTyped(rest) as Json;
}

const ALWAYS_NULL = { type: "object", nullable: true, enum: [null], description: "always null" };

/**
 * zod-to-json-schema writes z.null() as { enum: ["null"], nullable: true }: the string "null", and
 * `nullable` without the `type` OpenAPI 3.0 needs beside it. A nullable union (a payment's launch)
 * comes as { anyOf, nullable } without a type either: the null becomes one of its members.
 */
function withNullsTyped(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withNullsTyped);
  if (!value || typeof value !== "object") return value;
  const schema = value as Json;
  if (schema.nullable === true && !schema.type && JSON.stringify(schema.enum) === '["null"]')
    return ALWAYS_NULL;
  const members = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (schema.nullable === true && !schema.type && members) {
    const { nullable: _nullable, anyOf: _anyOf, oneOf: _oneOf, ...rest } = schema;
    return withNullsTyped({ ...rest, anyOf: [...members, ALWAYS_NULL] });
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, withNullsTyped(v)]));
}

function queryParameters(schema: z.ZodTypeAny | undefined) {
  if (!schema) return [];
  const json = jsonSchema(schema) as {
    properties?: Record<string, { description?: string }>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: "query",
    required: json.required?.includes(name) ?? false,
    description: property.description,
    schema: property,
  }));
}

/** The {name} parameters of a path template, typed by `schema` where it declares them. */
function pathParameters(path: string, schema: z.ZodTypeAny | undefined) {
  const properties =
    (schema && (jsonSchema(schema).properties as Record<string, Json> | undefined)) ?? {};
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    description: properties[name]?.description,
    schema: properties[name] ?? { type: "string" },
  }));
}

/** operationId, from the method and the path alone: postUserUserUpdateUserInfo. */
export function operationIdOf(method: string, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method + words.map((word) => word[0].toUpperCase() + word.slice(1)).join("");
}

/**
 * A route that answers something else than the envelope (a picture, a test hook), mounted by its
 * area. None reads a token: they are public.
 */
export interface RawRoute {
  method: "get" | "post";
  path: string;
  summary: string;
  tag: string;
  /** the {name} parts of the path, when they are more than a string */
  params?: z.ZodTypeAny;
  query?: z.ZodTypeAny;
  /** the answer's content type (several when it depends, e.g. on the gateway) */
  produces: string | readonly string[];
  /** what a 200 answer is */
  answer: string;
  /** a route under /ops: the permission a member's role needs, checked by the guard as endpoints' */
  permission?: Permission;
}

/** The schema of a raw answer of this content type: text, a file, or JSON of its own. */
function rawSchema(contentType: string) {
  if (contentType.startsWith("application/json")) return { type: "object" };
  if (contentType.startsWith("text/") || contentType.startsWith("image/svg"))
    return { type: "string" };
  return { type: "string", format: "binary" };
}

function requestBody(e: AnyEndpoint) {
  if (e.form) {
    const fields = jsonSchema(e.form) as {
      properties?: Record<string, unknown>;
      required?: string[];
    };
    const schema = {
      type: "object",
      required: ["file", ...(fields.required ?? [])],
      properties: { file: { type: "string", format: "binary" }, ...fields.properties },
    };
    return { requestBody: { required: true, content: { "multipart/form-data": { schema } } } };
  }
  return e.body
    ? {
        requestBody: {
          required: true,
          content: { "application/json": { schema: jsonSchema(e.body) } },
        },
      }
    : {};
}

const SECURITY = {
  token: [{ token: [] }],
  // An empty requirement first: the call is answered without a token too.
  optionalToken: [{}, { token: [] }],
  operatorKey: [{ operatorKey: [] }],
};

const rateLimited = (method: string, path: string) =>
  serviceTierFor(method.toUpperCase(), path) ? { "429": ref("responses", "TooManyRequests") } : {};

/** What else than its 200 envelope an endpoint can answer, and who answers it. */
function refusals(e: AnyEndpoint) {
  const credential = credentialOf(e);
  return {
    // The JSON parser and the depth limit (shopping/http/json-depth.ts), before the endpoint.
    ...(e.body
      ? {
          "400": ref("responses", "BadRequest"),
          "413": ref("responses", "PayloadTooLarge"),
          "415": ref("responses", "UnsupportedBody"),
        }
      : {}),
    ...(e.form ? { "413": ref("responses", "PayloadTooLarge") } : {}),
    ...(credential === "token"
      ? { "401": ref("responses", "Unauthorized"), "403": ref("responses", "Forbidden") }
      : {}),
    ...(credential === "operatorKey"
      ? {
          "401": ref("responses", "OperatorKeyMissing"),
          "403": ref("responses", "OperatorKeyWrong"),
          "422": ref("responses", "OperatorNameInvalid"),
          "429": ref("responses", "OperatorTooManyRequests"),
          "503": ref("responses", "OperatorsDisabled"),
        }
      : rateLimited(e.method, e.path)),
    "500": ref("responses", "ServerError"),
  };
}

function envelopeOperation(e: AnyEndpoint) {
  const credential = credentialOf(e);
  const success = {
    type: "object",
    required: ["code", "message", "status", "data"],
    properties: {
      code: { type: "integer", enum: [200, 0], description: "200 success; 0 with a message" },
      message: { type: "string" },
      status: { type: "integer" },
      data: jsonSchema(e.response),
    },
  };
  return {
    operationId: operationIdOf(e.method, e.path),
    summary: e.summary,
    tags: [e.tag],
    security: credential ? SECURITY[credential] : [],
    parameters: [
      ...pathParameters(e.path, undefined),
      ...queryParameters(e.query),
      ref("parameters", "AcceptLanguageId"),
      ...(credential === "operatorKey" ? [ref("parameters", "Operator")] : []),
    ],
    ...requestBody(e),
    responses: {
      "200": {
        description: ENVELOPE_DESCRIPTION,
        content: {
          "application/json": { schema: { anyOf: [success, ref("schemas", "Envelope")] } },
        },
      },
      ...refusals(e),
    },
  };
}

function rawOperation(r: RawRoute) {
  const params = pathParameters(r.path, r.params);
  return {
    operationId: operationIdOf(r.method, r.path),
    summary: r.summary,
    tags: [r.tag],
    security: [],
    parameters: [...params, ...queryParameters(r.query)],
    responses: {
      "200": {
        description: r.answer,
        content: Object.fromEntries(
          [r.produces].flat().map((type) => [type, { schema: rawSchema(type) }]),
        ),
      },
      // Only a route that looks something up answers 404.
      ...(r.query || params.length ? { "404": ref("responses", "NotFound") } : {}),
      ...rateLimited(r.method, r.path),
    },
  };
}

export function openApiDocument(endpoints: AnyEndpoint[], rawRoutes: RawRoute[] = []) {
  const paths: Record<string, Record<string, unknown>> = {};
  const ids = new Set<string>();
  const add = (method: string, path: string, operation: { operationId: string }) => {
    if (ids.has(operation.operationId))
      throw new Error(`openapi: two operations are ${operation.operationId}`);
    ids.add(operation.operationId);
    paths[path] = { ...paths[path], [method]: operation };
  };
  for (const e of endpoints) add(e.method, e.path, envelopeOperation(e));
  for (const r of rawRoutes) add(r.method, r.path, rawOperation(r));
  return {
    openapi: "3.0.3",
    info: {
      title: "Wine shop /shopping service",
      version: "1.0.0",
      description:
        "The commerce service behind the storefront. JSON endpoints answer the envelope " +
        "{ code, message, status, data } (components.schemas.Envelope), with HTTP 200 for " +
        "successes and business warnings, and HTTP 4xx/5xx for the refusals of " +
        "components.responses. A public operation says security: [].",
    },
    servers: [{ url: "/shopping" }],
    components,
    paths,
  };
}
