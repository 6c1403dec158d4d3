/**
 * The check a buyer's browser runs itself (decision 035): every hash and signature of the
 * history, then the log against the checkpoint this browser saw last (kept in localStorage): a
 * consistency proof must show the log only grew since. Loaded only where a history is shown.
 */
import {
  extendsRemembered,
  verifyChain,
  type ChainCheck,
  type ProvenanceChain,
} from "#contract/provenance/chain";
import { webCrypto } from "./web-crypto";

const REMEMBERED = "provenance-checkpoint";

export type DeviceCheck =
  | (ChainCheck & { ok: true; rememberedSince?: string })
  | (ChainCheck & { ok: false })
  | { ok: false; at: null; reason: "rewritten"; since: string };

interface Remembered {
  origin: string;
  size: number;
  rootHash: string;
  seenAt: string;
}

export async function checkOnDevice(chain: ProvenanceChain): Promise<DeviceCheck> {
  const crypto = webCrypto();
  const result = await verifyChain(chain, crypto);
  if (!result.ok) return result;
  const remembered = recall(chain.origin);
  if (remembered) {
    // Whichever is older must be the start of the other: a log that grew, or a page kept from
    // before the last visit; anything else is a log rewritten since.
    const [older, newer] =
      remembered.size <= result.size ? [remembered, result] : [result, remembered];
    const proof = older.size === newer.size ? [] : await consistencyProof(older.size, newer.size);
    const extended = proof !== null && (await extendsRemembered(crypto, older, newer, proof));
    if (!extended) return { ok: false, at: null, reason: "rewritten", since: remembered.seenAt };
  }
  if (!remembered || remembered.size <= result.size)
    remember({
      origin: chain.origin,
      size: result.size,
      rootHash: result.rootHash,
      seenAt: remembered?.seenAt ?? new Date().toISOString(),
    });
  return remembered ? { ...result, rememberedSince: remembered.seenAt } : result;
}

async function consistencyProof(from: number, to: number): Promise<string[] | null> {
  try {
    const res = await fetch(`/provenance/consistency?from=${from}&to=${to}`);
    if (!res.ok) return null;
    const body = (await res.json()) as { proof?: unknown };
    return Array.isArray(body.proof) && body.proof.every((h) => typeof h === "string")
      ? (body.proof as string[])
      : null;
  } catch {
    return null;
  }
}

function recall(origin: string): Remembered | null {
  try {
    const kept = JSON.parse(localStorage.getItem(REMEMBERED) ?? "null") as Remembered | null;
    return kept && kept.origin === origin && Number.isSafeInteger(kept.size) ? kept : null;
  } catch {
    return null;
  }
}

function remember(checkpoint: Remembered) {
  try {
    localStorage.setItem(REMEMBERED, JSON.stringify(checkpoint));
  } catch {
    // A browser that keeps nothing checks each page on its own.
  }
}
