/**
 * The provenance log at the service's start: its keys read (a bad key stops the start, not a
 * buyer's page), each new one recorded in the log, and where they are said in the log, never the
 * signer key itself.
 */
import type { Db } from "../db/client";
import { announceKeys } from "./checkpoints";
import { readLogKeys } from "./keys";

export async function prepareLogKeys(
  db: Db,
  dataDir: string,
  log: (line: string) => void = console.log,
): Promise<void> {
  const keys = await readLogKeys(process.env, dataDir);
  if (keys.signers.length === 0) {
    log(
      "[provenance] NO LOG KEY: PROVENANCE_SIGNER_KEYS is not set (production), so no checkpoint is signed and pages show no verifiable history. See the README, Verifiable provenance.",
    );
    return;
  }
  await announceKeys(db, keys);
  const where = keys.source === "env" ? "PROVENANCE_SIGNER_KEYS" : keys.file;
  log(`[provenance] log ${keys.origin}, signed with the key in ${where}; verifier key:`);
  for (const signer of keys.signers) log(`[provenance]   ${signer.verifierKey}`);
}
