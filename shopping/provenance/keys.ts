/**
 * The shop's log keys (decision 035): the signer keys in PROVENANCE_SIGNER_KEYS, else in the data
 * folder's provenance-signer-keys (made on first start outside production, as the other secrets
 * are); never in the database. Every key signs each checkpoint. Rotating is a change of that list
 * and a restart: the log then records the new key (added) and the one gone (retired).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isValidKeyName, parseSignerKey } from "../../contract/provenance/note-keys";
import type { NoteSigner } from "../../contract/provenance/note-keys";
import { generateNoteKeys, nodeCrypto } from "./crypto-node";

type Env = Record<string, string | undefined>;

export const SIGNER_KEYS_FILE = "provenance-signer-keys";

export interface LogKeys {
  /** the log's name, and every key's */
  origin: string;
  signers: (NoteSigner & { verifierKey: string })[];
  /** where they came from: env, file, or none (production without keys: nothing is signed) */
  source: "env" | "file" | "none";
  file?: string;
}

export class LogKeysInvalid extends Error {}

/** PROVENANCE_ORIGIN, else the public host's /provenance, else localhost/provenance. */
export function logOrigin(env: Env): string {
  if (env.PROVENANCE_ORIGIN) return env.PROVENANCE_ORIGIN;
  try {
    if (env.PUBLIC_URL) return `${new URL(env.PUBLIC_URL).host}/provenance`;
  } catch {
    // not a URL: the default
  }
  return "localhost/provenance";
}

/** The keys; outside production a first key is made when there is none, unless `generate` is off. */
export async function readLogKeys(env: Env, dataDir: string, generate = true): Promise<LogKeys> {
  const listed = env.PROVENANCE_SIGNER_KEYS?.trim();
  if (listed) return { ...(await parseKeys(listed)), source: "env" };
  if (env.NODE_ENV === "production" && env.LOCAL_HTTP !== "1")
    return { origin: logOrigin(env), signers: [], source: "none" };
  const file = path.join(dataDir, SIGNER_KEYS_FILE);
  let text = "";
  try {
    text = readFileSync(file, "utf8").trim();
  } catch {
    // not made yet
  }
  if (!text && !generate) return { origin: logOrigin(env), signers: [], source: "none" };
  if (!text) {
    const origin = logOrigin(env);
    if (!isValidKeyName(origin)) throw new LogKeysInvalid(`${origin} cannot name a log key`);
    text = (await generateNoteKeys(origin)).signerKey;
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${text}\n`, { mode: 0o600 });
  }
  return { ...(await parseKeys(text)), source: "file", file };
}

/** Signer keys, one per line (or separated by spaces); all of one log. */
async function parseKeys(text: string): Promise<Pick<LogKeys, "origin" | "signers">> {
  const signers = [];
  for (const line of text.split(/\s+/).filter(Boolean)) {
    try {
      signers.push(await parseSignerKey(nodeCrypto, line));
    } catch {
      throw new LogKeysInvalid(
        "a provenance signer key is not PRIVATE+KEY+name+keyid+base64 (npm run ops -- provenance-key new makes one)",
      );
    }
  }
  const origin = signers[0].name;
  if (signers.some((s) => s.name !== origin))
    throw new LogKeysInvalid("every provenance signer key must name the same log");
  return { origin, signers };
}
