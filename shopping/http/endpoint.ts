/**
 * Declares an endpoint once: its path, its zod schemas and its handler. The
 * same declaration validates requests and produces the OpenAPI document, so
 * the two cannot drift.
 */
import type { NextFunction, Request, Response, Router } from "express";
import type { z } from "zod";
import { VALIDATION_MESSAGES, type ValidationKey } from "../../contract/validation";
import type { Db } from "../db/client";
import { authenticate, userOrNull, type AuthUser } from "./auth";
import { AuthError, BusinessError, send, type Envelope } from "./envelope";
import { message, parseLang, type MessageParam, type ServiceLang } from "./messages";
import type { EndpointPermission } from "../../contract/staff";
import { actingOf } from "../ops/auth";
import { audited, type AuditSpec } from "../staff/audit";
import { clientIp } from "./client-ip";
import { maskPhone } from "../accounts/profile";

export interface EndpointContext<Q, B> {
  query: Q;
  body: B;
  lang: ServiceLang;
  user: AuthUser | null;
  db: Db;
  req: Request;
}

export interface EndpointSpec<
  QS extends z.ZodTypeAny,
  BS extends z.ZodTypeAny,
  RS extends z.ZodTypeAny,
> {
  method: "get" | "post";
  path: string;
  summary: string;
  tag: string;
  /**
   * required: a buyer's token; optional: a buyer's token when one is sent (a refused one reads as
   * none); operator: the operator key, checked by the guard in front of /ops (shopping/ops/auth.ts)
   */
  auth?: "required" | "optional" | "none" | "operator";
  /**
   * operator endpoints: the permission a member's role needs (contract/staff.ts), checked by the
   * guard on every call; "self": any signed-in member, on their own account
   */
  permission?: EndpointPermission;
  /**
   * operator endpoints that change something: what they change and how to read its state for the
   * audit row (shopping/staff/audit.ts); every POST under /ops is audited, this only names it
   */
  audit?: AuditSpec<z.infer<BS>>;
  query?: QS;
  body?: BS;
  /**
   * the envelope's data on success: one of contract/*-answers.ts, so the storefront checks what
   * this documents
   */
  response: RS;
  /**
   * the fields of a multipart/form-data body, for the OpenAPI document; the handler reads ctx.req
   * itself
   */
  form?: z.ZodTypeAny;
  /**
   * return data for a code-200 answer, or WithMessage for a code-0 answer; either is the response's
   * shape
   */
  handler: (
    ctx: EndpointContext<z.infer<QS>, z.infer<BS>>,
  ) => Promise<z.infer<RS> | WithMessage<z.infer<RS>>>;
}

export type AnyEndpoint = EndpointSpec<z.ZodTypeAny, z.ZodTypeAny, z.ZodTypeAny>;

/** A handler returns this to answer with code 0: success with a message to show. */
export class WithMessage<T> {
  constructor(
    readonly messageKey: string,
    readonly data: T,
    readonly params: Record<string, MessageParam> = {},
  ) {}
}

/**
 * The credential a call presents: a buyer's token, checked by run() below; the operator key,
 * checked by the guard in front of /ops (shopping/ops/auth.ts); or none.
 */
export function credentialOf(
  endpoint: AnyEndpoint,
): "token" | "optionalToken" | "operatorKey" | null {
  return endpoint.auth === "required"
    ? "token"
    : endpoint.auth === "optional"
      ? "optionalToken"
      : endpoint.auth === "operator"
        ? "operatorKey"
        : null;
}

export function mount(router: Router, db: Db, endpoints: AnyEndpoint[]): void {
  for (const endpoint of endpoints) {
    router[endpoint.method](endpoint.path, (req: Request, res: Response, next: NextFunction) => {
      run(endpoint, db, req, res).catch(next);
    });
  }
}

async function run(endpoint: AnyEndpoint, db: Db, req: Request, res: Response): Promise<void> {
  const { httpStatus, envelope } = await answerOf(endpoint, db, req, req.query, req.body ?? {});
  send(res, envelope, httpStatus);
}

/** An endpoint's answer: the envelope and the HTTP status it is sent with. */
export interface Answer {
  httpStatus: number;
  envelope: Envelope;
}

/**
 * What an endpoint answers to a request's credentials and language, for this query and body (the
 * request's own, or one read of a batch: shopping/http/batch.ts). An error that is not the
 * envelope's to say (a bug, a database down) is thrown, as before.
 */
export async function answerOf(
  endpoint: AnyEndpoint,
  db: Db,
  req: Request,
  rawQuery: unknown,
  rawBody: unknown,
): Promise<Answer> {
  const lang = parseLang(req.header("accept-language-id"));
  try {
    const credential = credentialOf(endpoint);
    const user =
      credential === "token"
        ? await authenticate(db, req.header("authorization"))
        : credential === "optionalToken"
          ? await userOrNull(db, req.header("authorization"))
          : null;
    const query = parse(endpoint.query, rawQuery);
    const body = parse(endpoint.body, rawBody);
    const handle = () =>
      endpoint.audit?.transaction
        ? db.transaction((tx) =>
            endpoint.handler({ query, body, lang, user, db: tx as unknown as Db, req }),
          )
        : endpoint.handler({ query, body, lang, user, db, req });
    const result = isAudited(endpoint)
      ? await auditedCall(endpoint, db, req, body, handle)
      : await handle();
    if (result instanceof WithMessage)
      return {
        httpStatus: 200,
        envelope: {
          code: 0,
          message: message(result.messageKey, lang, result.params),
          status: 200,
          data: result.data,
        },
      };
    return {
      httpStatus: 200,
      envelope: { code: 200, message: message("success", lang), status: 200, data: result ?? null },
    };
  } catch (error) {
    if (error instanceof AuthError) {
      const key = error.httpStatus === 401 ? "please_login" : "login_expired";
      return {
        httpStatus: error.httpStatus,
        envelope: {
          code: error.httpStatus,
          message: message(key, lang),
          status: error.httpStatus,
          data: null,
        },
      };
    }
    if (error instanceof InvalidParams) {
      // The first field's own message when it has one (the shared contract's keys), else a list of
      // fields.
      const first = Object.values(error.fieldErrors)[0]?.[0];
      const text =
        first && isValidationKey(first)
          ? VALIDATION_MESSAGES[first][lang === "en" ? "en" : "ch"]
          : message("invalid_params", lang, { fields: error.fields });
      return {
        httpStatus: 200,
        envelope: {
          code: 422,
          message: text,
          status: 422,
          data: { fieldErrors: error.fieldErrors },
        },
      };
    }
    if (error instanceof BusinessError) {
      // A body refused for its size is refused by HTTP too; business warnings travel in a 200
      // envelope.
      return {
        httpStatus: error.status === 413 ? 413 : 200,
        envelope: {
          code: error.status,
          message: message(error.messageKey, lang, error.params),
          status: error.status,
          data: error.data,
        },
      };
    }
    throw error;
  }
}

/** Every operator endpoint that may change something: every POST under /ops. */
export function isAudited(endpoint: AnyEndpoint): boolean {
  return endpoint.auth === "operator" && endpoint.method === "post";
}

/** The keys a body names its target by, in the order they are looked for. */
const TARGET_KEYS = [
  "orderNo",
  "itemId",
  "payoutId",
  "titleId",
  "requestId",
  "productId",
  "userId",
  "staffId",
  "tokenId",
  "phone",
  "key",
  "id",
];

/** What a body is about, when its endpoint does not say: "orderNo:2026...", else the endpoint. */
export function defaultTarget(path: string, body: unknown): string {
  if (body && typeof body === "object") {
    for (const key of TARGET_KEYS) {
      const value = (body as Record<string, unknown>)[key];
      // A mobile number is kept masked, as in the request (shopping/staff/audit.ts).
      if (key === "phone" && typeof value === "string") return `phone:${maskPhone(value)}`;
      if (typeof value === "string" || typeof value === "number") return `${key}:${value}`;
    }
  }
  return path;
}

function auditedCall<T>(
  endpoint: AnyEndpoint,
  db: Db,
  req: Request,
  body: unknown,
  handle: () => Promise<T>,
): Promise<T> {
  const acting = actingOf(req);
  const spec = endpoint.audit;
  return audited(
    db,
    {
      staffId: acting.kind === "staff" ? acting.member.staffId : null,
      actor: acting.kind === "staff" ? acting.name : `setup-key:${acting.name}`,
      address: clientIp(req),
      action: `POST ${endpoint.path}`,
      permission: endpoint.permission ?? "none",
      target: spec?.target ? spec.target(body) : defaultTarget(endpoint.path, body),
      request: body,
    },
    spec?.state ? (tx) => spec.state!(tx, body) : undefined,
    handle,
  );
}

/** Answers code 422 with data.fieldErrors, like a request its schema refused. */
export class InvalidParams extends Error {
  constructor(
    readonly fields: string,
    /** field -> message keys (VALIDATION_MESSAGES keys where the schema has them) */
    readonly fieldErrors: Record<string, string[]>,
  ) {
    super(fields);
  }
}

/** A rule checked by the service (not the schema) refused one field. */
export function fieldError(field: string, key: ValidationKey): InvalidParams {
  return new InvalidParams(field, { [field]: [key] });
}

function isValidationKey(key: string): key is ValidationKey {
  return Object.prototype.hasOwnProperty.call(VALIDATION_MESSAGES, key);
}

/**
 * C0 controls but tab and line breaks, and DEL: no field has a use for them, and PostgreSQL text
 * refuses NUL.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function withoutControlCharacters(input: unknown): unknown {
  if (typeof input === "string") return input.replace(CONTROL_CHARACTERS, "");
  if (Array.isArray(input)) return input.map(withoutControlCharacters);
  if (input && typeof input === "object") {
    return Object.fromEntries(
      Object.entries(input).map(([key, value]) => [key, withoutControlCharacters(value)]),
    );
  }
  return input;
}

function parse(schema: z.ZodTypeAny | undefined, input: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(withoutControlCharacters(input));
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".") || "body";
    (fieldErrors[field] ??= []).push(issue.message);
  }
  throw new InvalidParams(Object.keys(fieldErrors).join(", "), fieldErrors);
}

export function defineEndpoint<
  QS extends z.ZodTypeAny = z.ZodUndefined,
  BS extends z.ZodTypeAny = z.ZodUndefined,
  RS extends z.ZodTypeAny = z.ZodTypeAny,
>(spec: EndpointSpec<QS, BS, RS>): AnyEndpoint {
  return spec as unknown as AnyEndpoint;
}
