/** Builds /shopping/openapi.json from the endpoints' own zod schemas. */
import type { z } from "zod";
import { zodToJsonSchema } from "zod-to-json-schema";
import type { AnyEndpoint } from "./endpoint";

function jsonSchema(schema: z.ZodTypeAny) {
  // No $ref: a shape used twice (a wine summary, a payment) would be referred to by a path inside
  // this one schema, which an OpenAPI reader resolves against the whole document.
  const { $schema: _ignored, ...rest } = zodToJsonSchema(schema, {
    target: "openApi3",
    effectStrategy: "input",
    $refStrategy: "none",
  }) as Record<string, unknown>;
  return rest;
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

/**
 * A route that answers something else than the envelope (a picture, a test hook), mounted by its
 * area.
 */
export interface RawRoute {
  method: "get" | "post";
  path: string;
  summary: string;
  tag: string;
  query?: z.ZodTypeAny;
  /** the answer's content type (several when it depends, e.g. on the gateway) */
  produces: string | readonly string[];
  /** what a 200 answer is */
  answer: string;
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

/** What the operator guard answers instead of the endpoint (shopping/ops/auth.ts). */
const OPERATOR_REFUSALS = {
  "401": { description: "no operator key (or a buyer's token)" },
  "403": { description: "wrong operator key" },
  "422": { description: "X-Operator is not a name" },
  "429": { description: "too many wrong keys from this address" },
  "503": { description: "the operator endpoints are disabled (no OPS_KEY in production)" },
};

export function openApiDocument(endpoints: AnyEndpoint[], rawRoutes: RawRoute[] = []) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const envelope = {
      type: "object",
      required: ["code", "message", "status", "data"],
      properties: {
        code: {
          type: "integer",
          description:
            "200 success; 0 success with a message; > 100 business warning; other: error",
        },
        message: { type: "string" },
        status: { type: "integer" },
        data: jsonSchema(e.response),
      },
    };
    paths[e.path] = {
      ...paths[e.path],
      [e.method]: {
        summary: e.summary,
        tags: [e.tag],
        security:
          e.auth === "required"
            ? [{ token: [] }]
            : e.auth === "operator"
              ? [{ operatorKey: [] }]
              : [],
        parameters: [
          ...queryParameters(e.query),
          {
            name: "Accept-Language-Id",
            in: "header",
            schema: { type: "string", enum: ["ch", "tc", "en"] },
          },
        ],
        ...requestBody(e),
        responses: {
          "200": {
            description: `JSON envelope, prefixed with )]}',\\n`,
            content: { "application/json": { schema: envelope } },
          },
          ...(e.auth === "required"
            ? {
                "401": { description: "no or unknown token" },
                "403": { description: "token expired or revoked" },
              }
            : {}),
          ...(e.auth === "operator" ? OPERATOR_REFUSALS : {}),
        },
      },
    };
  }
  for (const r of rawRoutes) {
    paths[r.path] = {
      ...paths[r.path],
      [r.method]: {
        summary: r.summary,
        tags: [r.tag],
        parameters: queryParameters(r.query),
        responses: {
          "200": {
            description: r.answer,
            content: Object.fromEntries(
              [r.produces].flat().map((type) => [type, { schema: rawSchema(type) }]),
            ),
          },
          // Only a route that looks something up answers 404.
          ...(r.query || r.path.includes("{") ? { "404": { description: "not found" } } : {}),
        },
      },
    };
  }
  return {
    openapi: "3.0.3",
    info: { title: "Wine shop /shopping service", version: "1.0.0" },
    servers: [{ url: "/shopping" }],
    components: {
      securitySchemes: {
        token: { type: "apiKey", in: "header", name: "Authorization" },
        operatorKey: {
          type: "apiKey",
          in: "header",
          name: "Authorization",
          description: "Ops <OPS_KEY>; X-Operator names who acts",
        },
      },
    },
    paths,
  };
}
