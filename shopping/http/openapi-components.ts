/**
 * The shared parts of /shopping/openapi.json: the envelope every refusal travels in, the refusals
 * themselves (one response each, referred to by the operations that can meet them), the
 * Accept-Language-Id and X-Operator headers and the two credentials.
 */
import { MAX_JSON_DEPTH } from "./json-depth";

export const ref = (kind: "schemas" | "responses" | "parameters", name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});

const envelopeAnswer = (description: string) => ({
  description,
  content: { "application/json": { schema: ref("schemas", "Envelope") } },
});

const retryAfter = {
  "Retry-After": {
    description: "seconds to wait before the next call",
    schema: { type: "integer", minimum: 1 },
  },
};

export const ENVELOPE_DESCRIPTION =
  "The envelope, after the anti-hijacking prefix )]}',\\n that clients strip. code 200: success, " +
  "data as below; code 0: success with a message to show; code > 100: a business warning " +
  "(status says which, e.g. 404 no such order, 422 a refused field with data.fieldErrors), " +
  "also answered with HTTP 200; any other code: an error to show.";

export const components = {
  securitySchemes: {
    token: {
      type: "apiKey",
      in: "header",
      name: "Authorization",
      description:
        "The buyer's login token, as the login answered it (a Bearer prefix is allowed). None or " +
        "an unknown one is 401; one unused for 30 days or revoked is 403.",
    },
    operatorKey: {
      type: "apiKey",
      in: "header",
      name: "Authorization",
      description: "Ops <OPS_KEY> (npm run ops sends it); X-Operator names who acts",
    },
  },
  parameters: {
    AcceptLanguageId: {
      name: "Accept-Language-Id",
      in: "header",
      description: "the language of the envelope's message: ch (default), tc or en",
      schema: { type: "string", enum: ["ch", "tc", "en"] },
    },
    Operator: {
      name: "X-Operator",
      in: "header",
      description:
        "who acts, URI-encoded UTF-8: letters, digits, . _ -, at most 32 (default operator)",
      schema: { type: "string" },
    },
  },
  schemas: {
    Envelope: {
      type: "object",
      description: ENVELOPE_DESCRIPTION,
      required: ["code", "message", "status", "data"],
      properties: {
        code: {
          type: "integer",
          description:
            "200 success; 0 success with a message; > 100 a business warning; other: an error",
        },
        message: { type: "string", description: "to show, in the Accept-Language-Id language" },
        status: { type: "integer", description: "the warning's or error's HTTP-like status" },
        data: {
          type: "object",
          nullable: true,
          description:
            "null, or what the answer needs: fieldErrors (field -> messages) for code 422, " +
            "retryAfterSeconds for code 429",
        },
      },
    },
  },
  responses: {
    BadRequest: envelopeAnswer(
      "code 400: the body is not JSON, or nests arrays and objects deeper than " +
        `${MAX_JSON_DEPTH} levels`,
    ),
    Unauthorized: envelopeAnswer("code 401: no token, or an unknown one: log in"),
    Forbidden: envelopeAnswer("code 403: the token expired or was revoked: log in again"),
    PayloadTooLarge: envelopeAnswer(
      "code 413: the body is larger than the service takes (100 KB of JSON, a 5 MB picture)",
    ),
    UnsupportedBody: envelopeAnswer(
      "code 415: a charset or Content-Encoding of the body that the service does not read",
    ),
    TooManyRequests: {
      ...envelopeAnswer("code 429: too many calls from this address; data.retryAfterSeconds"),
      headers: retryAfter,
    },
    ServerError: envelopeAnswer("code 500: the service failed; retry later"),
    OperatorKeyMissing: envelopeAnswer("code 401: no operator key (or a buyer's token)"),
    OperatorKeyWrong: envelopeAnswer("code 403: a wrong operator key; counted for the address"),
    OperatorNameInvalid: envelopeAnswer("code 422: X-Operator is not a name"),
    OperatorTooManyRequests: {
      ...envelopeAnswer(
        "code 429: too many calls, or too many wrong keys from this address (every operator " +
          "call is refused until the window ends); data.retryAfterSeconds",
      ),
      headers: retryAfter,
    },
    OperatorsDisabled: envelopeAnswer(
      "code 503: the operator endpoints are disabled (no OPS_KEY in production)",
    ),
    NotFound: { description: "nothing by that name or number" },
  },
};
