/**
 * The shop started the way `npm start` starts it: no TRUST_PROXY, no test
 * hooks. On a fresh PostgreSQL database (TEST_DATABASE_URL), so that a test
 * can read what a person would read on their phone or screen (image codes,
 * SMS codes) from the database instead of through test hooks.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freshPostgres } from "../helpers/postgres";

export interface RunningShop {
  port: number;
  db: pg.Client;
  stop(): Promise<void>;
}

export async function startShopAsNpmStart(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningShop> {
  const database = await freshPostgres();
  const dataDir = mkdtempSync(path.join(tmpdir(), "npm-start-"));
  const child: ChildProcess = spawn("npm", ["start"], {
    env: withoutTestSettings({
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      ...env,
    }),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  child.stdout!.on("data", (chunk) => (log += chunk));
  child.stderr!.on("data", (chunk) => (log += chunk));
  const deadline = Date.now() + 120_000;
  while (!(await isUp(port))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`npm start did not come up:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  return {
    port,
    db,
    async stop() {
      await db.end();
      if (child.exitCode === null) {
        process.kill(-child.pid!, "SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

function withoutTestSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const clean = { ...env };
  for (const name of [
    "TRUST_PROXY",
    "SHOPPING_TEST_HOOKS",
    "SHOPPING_TRUST_PROXY",
    "SESSION_SECRET",
    "PAGE_CACHE",
    "NODE_ENV",
    "RATE_LIMITS",
  ])
    delete clean[name];
  return clean;
}

async function isUp(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/shopping/health`);
    return res.ok;
  } catch {
    return false;
  }
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * A visitor at one source address (any 127.0.0.x is this machine), with its
 * own cookies, as a browser without JavaScript would post forms.
 */
export class Visitor {
  private cookies = new Map<string, string>();

  constructor(
    readonly port: number,
    readonly address: string,
  ) {}

  async get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
    return this.send("GET", pathname, undefined, headers);
  }

  /**
   * Loads the page, fills its form (hidden fields kept, the image code read from the database) and
   * posts it.
   */
  async submit(
    pathname: string,
    fields: Record<string, string>,
    options: { headers?: Record<string, string>; db?: pg.Client } = {},
  ): Promise<Answer> {
    const page = await this.get(pathname);
    // The page's own form: the one with a CSRF token (the language switch has none).
    const forms = [...page.text.matchAll(/<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/gi)].map(
      (m) => m[1],
    );
    const form = forms.find((body) => body.includes('name="csrf"')) ?? "";
    // What the form already carries: hidden fields and read-only ones (the honeypot's timestamp).
    const hidden: Record<string, string> = {};
    for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
      const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
      const name = attr("name");
      const value = attr("value");
      if (
        name &&
        value !== undefined &&
        (attr("type") === "hidden" || / readOnly| readonly/.test(tag))
      )
        hidden[name] = decode(value);
    }
    if (options.db && hidden.captchaId && fields.captchaCode === undefined) {
      const { rows } = await options.db.query<{ answer: string }>(
        "select answer from captchas where id = $1",
        [hidden.captchaId],
      );
      fields = { ...fields, captchaCode: rows[0]?.answer ?? "" };
    }
    const body = new URLSearchParams({ ...hidden, website: "", ...fields }).toString();
    return this.send("POST", pathname, body, {
      "content-type": "application/x-www-form-urlencoded",
      origin: `http://127.0.0.1:${this.port}`,
      ...options.headers,
    });
  }

  send(
    method: string,
    pathname: string,
    body?: string | Buffer,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port: this.port,
          method,
          path: pathname,
          localAddress: this.address,
          headers: {
            ...(cookie ? { cookie } : {}),
            ...(body !== undefined ? { "content-length": String(Buffer.byteLength(body)) } : {}),
            ...headers,
          },
        },
        (res) => {
          for (const line of res.headers["set-cookie"] ?? []) {
            const [pair] = line.split(";");
            const at = pair.indexOf("=");
            this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
          }
          const chunks: Buffer[] = [];
          res.on("data", (chunk) => chunks.push(chunk));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: Buffer.concat(chunks).toString("utf8"),
            }),
          );
        },
      );
      req.on("error", reject);
      if (body !== undefined) req.write(body);
      req.end();
    });
  }
}

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
