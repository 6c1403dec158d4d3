/** Where the payout accounts screen, its form and its confirmations live. */
export const PAYOUTS_PATH = "/user/payoutAccounts";
export const NEW_PAYOUT_PATH = `${PAYOUTS_PATH}?new=1`;
export const confirmPayoutPath = (action: "delete" | "default", id: number) =>
  `${PAYOUTS_PATH}?confirm=${action}&id=${id}`;
