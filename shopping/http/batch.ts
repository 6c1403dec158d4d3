/**
 * One call for a page's several reads (decision 015, issue 33): `GET /batch?calls=[...]` answers
 * each read as its own GET would, in the order asked, in one envelope. A logged-in page reads its
 * own data and the cart's count at once; each was an HTTP request of its own, with its JSON both
 * ways, and now they share one.
 *
 * Only reads are batched: the GET endpoints of buyers and visitors, not the operator's, nor the
 * raw routes (files, pictures). Each read is answered with the batch's credentials and language, as
 * if it had come alone, and counts against the rate limits as a call of its own
 * (request-limits.ts).
 */
import { z } from "zod";
import { BATCH_CALLS_MAX, batchAnswerSchema } from "../../contract/batch-answers";
import { answerOf, defineEndpoint, InvalidParams, type AnyEndpoint, type Answer } from "./endpoint";
import { message, type ServiceLang } from "./messages";

export const BATCH_PATH = "/batch";

/** The reads a batch may hold: each GET endpoint that is not the operator's, by path. */
function batchableReads(endpoints: AnyEndpoint[]): Map<string, AnyEndpoint> {
  return new Map(
    endpoints
      .filter((endpoint) => endpoint.method === "get" && endpoint.auth !== "operator")
      .map((endpoint) => [endpoint.path, endpoint]),
  );
}

/** A read's path and query, as a URL path would carry them ("/a/b?x=1&y=2"). */
function readOf(call: string): { path: string; query: Record<string, string | string[]> } {
  const at = call.indexOf("?");
  const path = at === -1 ? call : call.slice(0, at);
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(at === -1 ? "" : call.slice(at + 1))) {
    const known = query[key];
    query[key] = known === undefined ? value : [...[known].flat(), value];
  }
  return { path, query };
}

/** How many reads a batch asks for, for the rate limits (1 when it cannot be read). */
export function callsInBatch(calls: unknown): number {
  if (typeof calls !== "string") return 1;
  try {
    const list: unknown = JSON.parse(calls);
    return Array.isArray(list) ? Math.max(1, Math.min(list.length, BATCH_CALLS_MAX)) : 1;
  } catch {
    return 1;
  }
}

const batchQuery = z.object({ calls: z.string().max(8_000) });
const callList = z.array(z.string().min(1).max(2_000)).min(1).max(BATCH_CALLS_MAX);

/** The reads asked for, or the refusal a query its schema refuses gets (code 422). */
function callsOf(text: string): string[] {
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    list = undefined;
  }
  const parsed = callList.safeParse(list);
  if (!parsed.success) throw new InvalidParams("calls", { calls: ["invalid"] });
  return parsed.data;
}

export function batchEndpoint(endpoints: AnyEndpoint[]): AnyEndpoint {
  const reads = batchableReads(endpoints);
  const failure =
    (status: 404 | 500, key: string) =>
    (lang: ServiceLang): Answer => ({
      httpStatus: status,
      envelope: { code: status, message: message(key, lang), status, data: null },
    });
  const notFound = failure(404, "not_found");
  const serverError = failure(500, "server_error");
  return defineEndpoint({
    method: "get",
    path: BATCH_PATH,
    summary:
      `Several reads in one call: each a GET path of this API with its query ("/a/b?x=1"), at most ` +
      `${BATCH_CALLS_MAX}, answered in order as each would be alone (its HTTP status and envelope)`,
    tag: "batch",
    auth: "none",
    query: batchQuery,
    response: batchAnswerSchema,
    async handler({ query, req, db, lang }) {
      const answers = await Promise.all(
        callsOf(query.calls).map(async (call) => {
          const { path, query: readQuery } = readOf(call);
          const endpoint = reads.get(path);
          const answer = endpoint
            ? await answerOf(endpoint, db, req, readQuery, {}).catch((error: unknown) => {
                // One read failing fails alone, as it would have alone (the service's 500).
                console.error("[shopping]", error);
                return serverError(lang);
              })
            : notFound(lang);
          return { status: answer.httpStatus, envelope: answer.envelope };
        }),
      );
      return { answers };
    },
  });
}
