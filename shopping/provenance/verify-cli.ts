/**
 * `npm run verify-provenance -- FILE|URL [--key KEY]...`: checks a C2SP tlog-proof file (a
 * bottle's record, as its page offers it) offline: the checkpoint is signed by a key of the log,
 * and the entry in the file is in the tree it signs. The keys are the ones given; else, for a
 * URL, the ones its shop publishes at /provenance/key (then the check is only as good as that
 * fetch); else the keys of this shop's data folder. Exit codes: 0 verified, 1 not, 64 usage.
 */
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { fromUtf8 } from "../../contract/provenance/bytes";
import { parseCheckpoint } from "../../contract/provenance/checkpoint";
import { ProvenanceError } from "../../contract/provenance/errors";
import { parseNote } from "../../contract/provenance/note";
import { parseVerifierKey, type VerifierKey } from "../../contract/provenance/note-keys";
import { parseProofFile, verifyProofFile } from "../../contract/provenance/proof-file";
import { readShoppingConfig } from "../config";
import { nodeCrypto } from "./crypto-node";
import { readLogKeys } from "./keys";

const USAGE = "usage: npm run verify-provenance -- FILE|URL [--key name+keyid+base64]...";

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { key: { type: "string", multiple: true } },
      allowPositionals: true,
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 64;
  }
  const [source] = parsed.positionals;
  if (!source || parsed.positionals.length > 1) {
    console.error(USAGE);
    return 64;
  }
  const isUrl = /^https?:\/\//i.test(source);
  let text: string;
  try {
    text = isUrl ? await fetchText(source) : await readFile(source, "utf8");
  } catch (error) {
    console.error(`cannot read ${source}: ${(error as Error).message}`);
    return 1;
  }
  let origin: string;
  try {
    origin = parseCheckpoint(parseNote(parseProofFile(text).checkpoint).text).origin;
  } catch {
    console.error(`${source} is not a C2SP tlog-proof file`);
    return 1;
  }
  let keys: VerifierKey[];
  try {
    keys = await verifierKeys(parsed.values.key ?? [], isUrl ? source : null);
  } catch (error) {
    console.error((error as Error).message);
    return 64;
  }
  try {
    const proof = await verifyProofFile(text, { origin, keys }, nodeCrypto);
    const signers = proof.note.verified.map(
      (s) => `${s.name}+${s.keyId.toString(16).padStart(8, "0")}`,
    );
    console.log(
      `verified: entry ${proof.index} is in the log ${origin} of ${proof.checkpoint.size} entries, signed by ${signers.join(", ")}`,
    );
    console.log(fromUtf8(proof.entry) ?? "(the entry is not UTF-8)");
    return 0;
  } catch (error) {
    if (!(error instanceof ProvenanceError)) throw error;
    console.error(`NOT verified (${error.failure}): ${error.message}`);
    return 1;
  }
}

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.text();
}

async function verifierKeys(given: string[], url: string | null): Promise<VerifierKey[]> {
  let texts = given;
  if (texts.length === 0 && url) {
    const published = new URL("/provenance/key", url).toString();
    texts = (await fetchText(published)).split("\n").filter(Boolean);
    console.log(`keys from ${published} (pin one with --key to check against it instead)`);
  }
  if (texts.length === 0) {
    const config = readShoppingConfig();
    const local = await readLogKeys(
      { ...process.env, NODE_ENV: "development" },
      config.dataDir,
      false,
    );
    if (local.signers.length === 0)
      throw new Error(
        `no key given, and none in ${config.dataDir}: pass --key (see /provenance/key)`,
      );
    texts = local.signers.map((s) => s.verifierKey);
    console.log(
      `keys of this shop (${local.source === "env" ? "PROVENANCE_SIGNER_KEYS" : local.file})`,
    );
  }
  try {
    return await Promise.all(texts.map((text) => parseVerifierKey(nodeCrypto, text.trim())));
  } catch {
    throw new Error("a --key is not a verifier key (name+keyid+base64, as /provenance/key shows)");
  }
}

// Through scripts/start.mjs the program's name comes first; run directly (tsx), the arguments do.
const args =
  process.argv[2] === "verify-provenance" ? process.argv.slice(3) : process.argv.slice(2);
process.exitCode = await main(args);
