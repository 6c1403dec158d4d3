/** Where the resale desk's pages live (read in the browser too). */
export const RESALE_PATH = "/admin/resale";
export const PAYOUTS_PATH = `${RESALE_PATH}/payouts`;

/** An item's audit screen, with the inspection pictures uploaded so far (their names in the URL). */
export function itemPath(code: string, photos: readonly string[] = []) {
  const query = new URLSearchParams(photos.map((name) => ["photos", name]));
  return `${RESALE_PATH}/${code}${photos.length > 0 ? `?${query}` : ""}`;
}

/** A payout's form on the payouts page, and the answer's name for it. */
export const payoutFormId = (id: number | string) => `pay-${id}`;
