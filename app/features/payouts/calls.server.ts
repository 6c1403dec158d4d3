/** Payout accounts' calls to /shopping. */
import type { PayoutAccountForm } from "#contract/payouts";
import type { ShoppingApi } from "~/service/client.server";

export const payoutCalls = {
  accounts: (api: ShoppingApi) => api.get("/user/payout-account/findAccounts"),
  addAccount: (api: ShoppingApi, account: PayoutAccountForm) =>
    api.post("/user/payout-account/saveAccount", account),
  deleteAccount: (api: ShoppingApi, id: number) =>
    api.post("/user/payout-account/deleteAccount", { id }),
  setDefaultAccount: (api: ShoppingApi, id: number) =>
    api.post("/user/payout-account/setDefaultAccount", { id }),
};
