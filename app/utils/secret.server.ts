/**
 * SESSION_SECRET is required in production. In development one is generated
 * on first start and kept in .data/, so sessions survive restarts.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

let cached: string[] | null = null;

export function sessionSecrets(env: NodeJS.ProcessEnv = process.env): string[] {
  if (cached) return cached;
  const fromEnv = env.SESSION_SECRET?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (fromEnv?.length) return (cached = fromEnv);
  if (env.NODE_ENV === "production" && env.LOCAL_HTTP !== "1") {
    throw new Error(
      "SESSION_SECRET must be set in production (a long random string; comma-separate to rotate).",
    );
  }
  const dir = env.DATA_DIR ?? path.resolve(".data");
  const file = path.join(dir, "session-secret");
  try {
    return (cached = [readFileSync(file, "utf8").trim()]);
  } catch {
    mkdirSync(dir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600 });
    return (cached = [secret]);
  }
}
