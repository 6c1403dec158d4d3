/** The chosen items of a batch action (selection.tsx), as the server reads them. */

/** At most this many ids in one batch: more than any page shows. */
const MAX_IDS = 1000;

/** The positive integer ids a batch form sent (`ids`), once each; anything else is ignored. */
export function chosenIds(params: URLSearchParams | FormData): number[] {
  const ids = new Set<number>();
  for (const value of params.getAll("ids").slice(0, MAX_IDS)) {
    if (typeof value === "string" && /^\d{1,10}$/.test(value) && Number(value) > 0)
      ids.add(Number(value));
  }
  return [...ids];
}
