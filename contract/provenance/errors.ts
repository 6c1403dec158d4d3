/** Why a provenance check failed, as a word a page can turn into a sentence. */
export type ProvenanceFailure =
  /** not in the format at all: a note, a key, a checkpoint or a proof file */
  | "malformed"
  /** two configured keys share a name and key id, so a signature cannot say which it is */
  | "ambiguous-key"
  /** a signature by a known key that does not verify: the text was changed */
  | "invalid-signature"
  /** no signature by any known key */
  | "unverified"
  /** a checkpoint of another log than the one expected */
  | "wrong-origin"
  /** the entry is not the one the proof is about */
  | "wrong-entry"
  /** the inclusion proof does not lead to the signed root */
  | "not-included";

export class ProvenanceError extends Error {
  override name = "ProvenanceError";

  constructor(
    readonly failure: ProvenanceFailure,
    message: string,
  ) {
    super(message);
  }
}

export function malformed(what: string): ProvenanceError {
  return new ProvenanceError("malformed", `malformed ${what}`);
}
