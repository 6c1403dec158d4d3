/** A logged entry as a page lists it: what happened, when, where, and its hash. */
import { entryValue, type ProvenanceChain } from "#contract/provenance/chain";

export interface ShownRecord {
  index: number;
  /** a GS1 CBV business step, "claim", "key" or "correction" */
  step: string;
  disposition: string | null;
  time: string | null;
  where: { zh: string; en: string } | null;
  /** the entry's leaf hash is computed where it is checked; this is its text's own */
  entry: string;
  grade: string | null;
  note: string | null;
}

export function shownRecords(chain: ProvenanceChain | null): ShownRecord[] {
  return (chain?.records ?? []).map(({ index, entry }) => {
    const value = entryValue(entry) ?? {};
    const text = (key: string) => (typeof value[key] === "string" ? (value[key] as string) : null);
    const where = value.where as { zh?: unknown; en?: unknown } | undefined;
    return {
      index,
      step: text("bizStep") ?? text("type") ?? "event",
      disposition: text("disposition"),
      time: text("time"),
      where:
        where && typeof where.zh === "string" && typeof where.en === "string"
          ? { zh: where.zh, en: where.en }
          : null,
      entry,
      grade: text("grade"),
      note: text("note"),
    };
  });
}
