/**
 * The tool's HTTP client of the shop's operator endpoints (/shopping/ops/...): where the shop is
 * (SHOP_URL), who calls (a staff member's API token, OPS_TOKEN; on a shop without staff yet, the
 * set-up key: OPS_KEY or the shop's DATA_DIR/ops-key) and the language of its messages (OPS_LANG).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Exit } from "./errors.mjs";

/** The project's folder: DATA_DIR is relative to it, as it is for the shop. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const JSON_PREFIX = ")]}',\n";
const TIMEOUT_MS = 20_000;

export function shopUrl() {
  const raw = (process.env.SHOP_URL || "http://localhost:3000").replace(/\/+$/, "");
  try {
    const url = new URL(raw);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("not http");
  } catch {
    throw new Exit(64, `SHOP_URL is not an http(s) URL: ${raw}`);
  }
  return raw;
}

/** The Authorization header: the member's token when OPS_TOKEN is set, else the set-up key. */
function authorization() {
  const token = process.env.OPS_TOKEN?.trim();
  return token ? `Staff ${token}` : `Ops ${opsKey()}`;
}

function opsKey() {
  const fromEnv = process.env.OPS_KEY?.trim();
  if (fromEnv) return fromEnv;
  const file = path.join(path.resolve(root, process.env.DATA_DIR || ".data"), "ops-key");
  try {
    const key = readFileSync(file, "utf8").trim();
    if (key) return key;
  } catch {
    // no file
  }
  throw new Exit(
    78,
    `no credential: set OPS_TOKEN (a staff member's API token, made in the console under 我的令牌 / My tokens); on a shop without staff yet, OPS_KEY (the shop's set-up key), or run this where the shop keeps its data folder (${file} is made by the shop's first start outside production)`,
  );
}

/**
 * Sends one operator request (a JSON `body`, or a multipart `form`); throws Exit when the shop
 * cannot be reached.
 */
export async function send(method, pathname, { query, body, form, operator } = {}) {
  const base = shopUrl();
  const url = new URL(`${base}/shopping${pathname}`);
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined) url.searchParams.set(name, String(value));
  const headers = {
    authorization: authorization(),
    "accept-language-id": process.env.OPS_LANG === "ch" ? "ch" : "en",
    "cache-control": "no-cache",
  };
  // --as names who acts with the set-up key; a member's token says who they are itself.
  if (operator !== undefined && !process.env.OPS_TOKEN?.trim())
    headers["x-operator"] = encodeURIComponent(operator);
  if (body !== undefined) headers["content-type"] = "application/json";
  try {
    return await fetch(url, {
      method,
      headers,
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const cause = error?.cause?.code ?? error?.cause?.message ?? error?.message ?? String(error);
    throw new Exit(
      2,
      `the shop is not reachable at ${base} (${error?.name === "TimeoutError" ? `no answer within ${TIMEOUT_MS / 1000} s` : cause}); is it running? SHOP_URL says where`,
    );
  }
}

/** Calls an operator endpoint; answers the envelope of a success, throws Exit otherwise. */
export async function call(method, pathname, options) {
  const base = shopUrl();
  const res = await send(method, pathname, options);
  const raw = await res.text();
  let envelope;
  try {
    envelope = JSON.parse(raw.startsWith(JSON_PREFIX) ? raw.slice(JSON_PREFIX.length) : raw);
  } catch {
    throw new Exit(
      2,
      `${base} answered HTTP ${res.status}, not the shop's /shopping service (is SHOP_URL right?)`,
    );
  }
  if (envelope?.code === 200 || envelope?.code === 0) return envelope;
  const detail = envelope?.data?.fieldErrors
    ? ` (${Object.keys(envelope.data.fieldErrors).join(", ")})`
    : "";
  throw new Exit(1, `refused: ${envelope?.message ?? `HTTP ${res.status}`}${detail}`);
}
