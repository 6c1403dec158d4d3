/**
 * The storefront's server checks a history before it shows it, with the same library and
 * WebCrypto a browser uses: a page without JavaScript says "verified by the shop's server".
 */
import { toBase64, utf8 } from "#contract/provenance/bytes";
import { verifyChain, type ChainCheck, type ProvenanceChain } from "#contract/provenance/chain";
import { leafHash } from "#contract/provenance/merkle";
import { shownRecords, type ShownRecord } from "./records";
import { webCrypto } from "./web-crypto";

const crypto = webCrypto();

export interface CheckedHistory {
  chain: ProvenanceChain;
  records: (ShownRecord & { hash: string })[];
  check: ChainCheck;
}

export async function checkOnServer(chain: ProvenanceChain | null): Promise<CheckedHistory | null> {
  if (!chain) return null;
  const records = await Promise.all(
    shownRecords(chain).map(async (record) => ({
      ...record,
      hash: toBase64(await leafHash(crypto, utf8(record.entry))),
    })),
  );
  return { chain, records, check: await verifyChain(chain, crypto) };
}
