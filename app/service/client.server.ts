/**
 * The one HTTP client of the /shopping service. Every call carries the
 * language and the token, times out (10 s by default), strips the
 * anti-hijacking prefix and goes through the error catalogue (outcome.ts).
 */
import { data, redirect } from "@remix-run/node";
import { Agent, request as undiciRequest } from "undici";
import { clearLogin, langOf, type AppSession } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Lang } from "~/utils/lang";
import { feedbackFor, type Feedback } from "./feedback";
import { classify, networkFailure, parseBody, type Failure, type Outcome } from "./outcome";
import { checkAnswer, type AnswerOf, type AnswerPath } from "#contract/answers";
import { BATCH_CALLS_MAX, type batchAnswerSchema } from "#contract/batch-answers";
import type { z } from "zod";

type BatchAnswer = z.infer<typeof batchAnswerSchema>;

// The service on the shop's own thread is reached over its private socket (server/shopping-thread-worker.ts).
const socketPath = () =>
  process.env.SHOPPING_API_URL ? undefined : process.env.SHOPPING_SOCKET_PATH;
let agents: { calls: Agent; longPolls: Agent } | null = null;

function agentsFor() {
  const connect = socketPath() ? { socketPath: socketPath() } : undefined;
  return (agents ??= {
    calls: new Agent({ keepAliveTimeout: 30_000, connections: 64, connect }),
    // Long polls (a payment page waiting for its payment) hold a connection for seconds; they get
    // their own pool so that they never queue the shop's other calls.
    longPolls: new Agent({ keepAliveTimeout: 30_000, connections: 1024, connect }),
  });
}

/**
 * The connection pool for calls to /shopping (over the private socket when the service runs in this
 * process).
 */
export function shoppingDispatcher(): Agent {
  return agentsFor().calls;
}

export function shoppingBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.SHOPPING_API_URL?.replace(/\/+$/, "");
  if (configured) return configured;
  return env.SHOPPING_SOCKET_PATH
    ? "http://localhost/shopping"
    : `http://127.0.0.1:${env.PORT ?? 3000}/shopping`;
}

export function timeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.SHOPPING_TIMEOUT_MS);
  return Number.isFinite(n) && n > 0 ? n : 10_000;
}

export interface CallOptions {
  method?: "GET" | "POST";
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  token?: string | null;
  lang: Lang | "tc";
  timeoutMs?: number;
  /** the visitor's address, for the service's rate limits */
  clientIp?: string | null;
  /** a multipart body (uploads); sent as is */
  formData?: FormData;
  /** the shop's origin as the visitor asked for it (payment pages build their URLs from it) */
  origin?: URL;
  /** a call the service may hold open for seconds (a long poll) */
  longPoll?: boolean;
}

/**
 * Successful answers are checked against their zod schemas (contract/answers.ts) in development and
 * tests, and wherever SHOPPING_CHECK_ANSWERS=1 (the browser tests, which run a production build);
 * a mismatch throws with the path and the zod issues. Production only casts them: a parse of every
 * answer would cost every page, for shapes the tests have already checked.
 */
export function checksAnswers(env: Record<string, string | undefined> = process.env): boolean {
  return env.SHOPPING_CHECK_ANSWERS === "1" || env.NODE_ENV !== "production";
}
const CHECK_ANSWERS = checksAnswers();

export async function callShopping<T>(path: string, options: CallOptions): Promise<Outcome<T>> {
  const url = new URL(shoppingBaseUrl() + path);
  setQuery(url.searchParams, options.query);
  const headers: Record<string, string> = {
    "accept-language-id": options.lang,
    "cache-control": "no-cache",
    accept: "application/json",
  };
  if (options.token) headers.authorization = options.token;
  if (options.clientIp) headers["x-forwarded-for"] = options.clientIp;
  if (options.origin) {
    headers["x-forwarded-host"] = options.origin.host;
    headers["x-forwarded-proto"] = options.origin.protocol.replace(":", "");
  }
  let body: string | Buffer | undefined;
  if (options.formData) {
    const encoded = new Response(options.formData);
    headers["content-type"] = encoded.headers.get("content-type")!;
    body = Buffer.from(await encoded.arrayBuffer());
  } else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const limit = options.timeoutMs ?? timeoutMs();
  let outcome: Outcome<T>;
  try {
    const response = await undiciRequest(url, {
      method: options.method ?? (body !== undefined ? "POST" : "GET"),
      headers,
      body,
      dispatcher: options.longPoll ? agentsFor().longPolls : agentsFor().calls,
      headersTimeout: limit,
      bodyTimeout: limit,
      signal: AbortSignal.timeout(limit),
    });
    const text = await response.body.text();
    outcome = classify<T>(response.statusCode, parseBody(text));
  } catch (error) {
    return networkFailure(error);
  }
  if (CHECK_ANSWERS && outcome.ok) checkAnswer(path, outcome.data);
  return outcome;
}

type Read = (path: string, query?: CallOptions["query"]) => Promise<Outcome<unknown>>;

/** A call's query as it is sent: empty values left out. */
function setQuery(params: URLSearchParams, query: CallOptions["query"] = {}): void {
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
}

/** A read's path with its query, as the batch takes it ("/a/b?x=1"). */
function readUrl(path: string, query: CallOptions["query"]): string {
  const params = new URLSearchParams();
  setQuery(params, query);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The reads asked for in one turn of the event loop (a page's loaders run together: the root's
 * cart count beside the page's own reads) go to the service as one `/batch` call, at most
 * BATCH_CALLS_MAX a call (decision 015, issue 33). A read alone goes as it is. Each read gets the
 * outcome it would have had alone, checked against its own schema; a batch that fails as a whole
 * (the network, the rate limit) is each read's failure.
 */
export function readsTogether(
  alone: Read,
  batch: (calls: string[]) => Promise<Outcome<BatchAnswer>>,
): Read {
  let asked: {
    path: string;
    query: CallOptions["query"];
    answer: (o: Promise<Outcome<unknown>>) => void;
  }[] = [];
  const send = () => {
    const reads = asked;
    asked = [];
    for (let from = 0; from < reads.length; from += BATCH_CALLS_MAX) {
      const group = reads.slice(from, from + BATCH_CALLS_MAX);
      if (group.length === 1) {
        group[0].answer(alone(group[0].path, group[0].query));
        continue;
      }
      const together = batch(group.map((r) => readUrl(r.path, r.query)));
      group.forEach((r, i) =>
        r.answer(
          together.then((outcome) =>
            outcome.ok ? outcomeOfRead(r.path, outcome.data, i) : outcome,
          ),
        ),
      );
    }
  };
  return (path, query) =>
    new Promise((answer) => {
      if (asked.length === 0) setImmediate(send);
      asked.push({ path, query, answer });
    });
}

function outcomeOfRead(path: string, batch: BatchAnswer, index: number): Outcome<unknown> {
  const read = batch.answers[index];
  if (!read) return { ok: false, kind: "poor-network", status: 502 };
  const outcome = classify<unknown>(read.status, read.envelope);
  if (CHECK_ANSWERS && outcome.ok) checkAnswer(path, outcome.data);
  return outcome;
}

/** A /shopping client bound to one storefront request: its language, session and token. */
export interface ShoppingApi {
  lang: Lang;
  session: AppSession;
  readonly token: string | null;
  /** each path's answer has the type of its schema in contract/answers.ts */
  get<P extends AnswerPath>(path: P, query?: CallOptions["query"]): Promise<Outcome<AnswerOf<P>>>;
  post<P extends AnswerPath>(path: P, body?: unknown): Promise<Outcome<AnswerOf<P>>>;
  upload<P extends AnswerPath>(path: P, formData: FormData): Promise<Outcome<AnswerOf<P>>>;
  /** a GET the service may hold open for seconds, on its own connection pool */
  longPoll<P extends AnswerPath>(
    path: P,
    query?: CallOptions["query"],
  ): Promise<Outcome<AnswerOf<P>>>;
}

/**
 * The client of one storefront request (made once, in its load context: request-context.server.ts).
 * Its token is read when a call is made, so a login earlier in the same request is used at once.
 * The reads it is asked for in one turn go to the service in one call (readsTogether).
 */
export function shoppingClient(request: Request, session: AppSession): ShoppingApi {
  const lang = langOf(session);
  const clientIp = request.headers.get("x-forwarded-for");
  const origin = new URL(request.url);
  const token = () => session.get("Authorization") ?? null;
  const call = <P extends AnswerPath>(path: P, options: Partial<CallOptions>) =>
    callShopping<AnswerOf<P>>(path, { lang, token: token(), clientIp, origin, ...options });
  const read = readsTogether(
    (path, query) => call(path as AnswerPath, { query }),
    (calls) => call("/batch", { query: { calls: JSON.stringify(calls) } }),
  );
  return {
    lang,
    session,
    get token() {
      return token();
    },
    get: (path, query) => read(path, query) as Promise<Outcome<AnswerOf<typeof path>>>,
    post: (path, body) => call(path, { method: "POST", body: body ?? {} }),
    upload: (path, formData) => call(path, { method: "POST", formData, timeoutMs: 30_000 }),
    longPoll: (path, query) => call(path, { query, longPoll: true, timeoutMs: 20_000 }),
  };
}

/** Thrown by loaders: the route's error boundary shows the feedback inside the shell. */
export interface FailureData {
  feedback: Feedback;
  failure: Failure;
}

/**
 * Unwraps a successful outcome. A rejected token clears the login and goes to
 * /login with the spec's message; a missing thing is a 404; anything else is
 * thrown as a response carrying the catalogue's feedback.
 */
export async function unwrap<T>(
  outcome: Outcome<T>,
  api: ShoppingApi,
  request: Request,
): Promise<T> {
  if (outcome.ok) return outcome.data;
  const failure = outcome as Failure;
  const feedback = feedbackFor(failure, api.lang);
  if (failure.kind === "unauthorized" || failure.kind === "expired") {
    clearLogin(api.session);
    const from = new URL(request.url);
    throw await redirectWithToast(
      `/login?redirectTo=${encodeURIComponent(from.pathname + from.search)}`,
      feedback,
    );
  }
  if (failure.kind === "warning" && failure.status === 404) {
    throw data({ feedback, failure } satisfies FailureData, { status: 404 });
  }
  // Too many requests is the visitor's to wait out (the page says how long), not the shop failing.
  const status =
    failure.kind === "poor-network"
      ? 503
      : failure.kind === "warning" && failure.status === 429
        ? 429
        : 502;
  throw data({ feedback, failure } satisfies FailureData, { status });
}

export { redirect };
