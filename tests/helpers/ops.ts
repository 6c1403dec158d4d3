/**
 * The operator's side in tests: a call to an operator endpoint with the key (from a chosen source
 * address), and `npm run ops` as a child process.
 */
import { execFile } from "node:child_process";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { checkAnswer } from "../../contract/answers";

export const OPS_KEY = "integration-tests-ops-key-0123456789";
const root = process.cwd();

export interface OpsAnswer<T = any> {
  http: number;
  code: number;
  message: string;
  data: T;
}

/**
 * An operator call: the key as `Authorization: Ops <key>` unless `auth` says otherwise; from
 * `address` when given (any 127.0.0.x is this machine).
 */
export async function ops<T = any>(
  base: string,
  pathname: string,
  init: {
    body?: unknown;
    auth?: string | null;
    operator?: string;
    lang?: string;
    address?: string;
  } = {},
): Promise<OpsAnswer<T>> {
  const headers: Record<string, string> = { "accept-language-id": init.lang ?? "en" };
  const auth = init.auth === undefined ? `Ops ${OPS_KEY}` : init.auth;
  if (auth !== null) headers.authorization = auth;
  if (init.operator !== undefined) headers["x-operator"] = encodeURIComponent(init.operator);
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  if (body !== undefined) {
    headers["content-type"] = "application/json";
    headers["content-length"] = String(Buffer.byteLength(body));
  }
  const url = new URL(base + pathname);
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: body === undefined ? "GET" : "POST",
        headers,
        localAddress: init.address,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
  const json = JSON.parse(answer.text.replace(/^\)\]\}',\n/, ""));
  if (json.code === 200 || json.code === 0) checkAnswer(pathname.split("?")[0], json.data);
  return { http: answer.status, ...json };
}

/** Runs `node scripts/ops.mjs ...args` and answers its exit code and output. */
export function runOps(
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const clean = {
      ...process.env,
      OPS_KEY: undefined,
      SHOP_URL: undefined,
      DATA_DIR: undefined,
      OPS_LANG: undefined,
      ...env,
    };
    execFile(
      process.execPath,
      [path.join(root, "scripts/ops.mjs"), ...args],
      { env: clean as NodeJS.ProcessEnv, timeout: 30_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}
