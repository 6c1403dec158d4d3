/** The payout accounts' endpoints; the rules are in accounts.ts. */
import { idSchema } from "../../contract/accounts";
import { MAX_PAYOUT_ACCOUNTS, payoutAccountFormSchema } from "../../contract/payouts";
import { payoutAccountListSchema, payoutAccountSchema } from "../../contract/payouts-answers";
import { defineEndpoint, WithMessage } from "../http/endpoint";
import { addAccount, deleteAccount, listAccounts, setDefaultAccount } from "./accounts";

const TAG = "payouts";

export const payoutEndpoints = [
  defineEndpoint({
    method: "get",
    path: "/user/payout-account/findAccounts",
    summary: "The caller's payout accounts, masked: the default first, then the oldest",
    tag: TAG,
    auth: "required",
    response: payoutAccountListSchema,
    handler: ({ db, user }) => listAccounts(db, user!.id),
  }),
  defineEndpoint({
    method: "post",
    path: "/user/payout-account/saveAccount",
    summary: `Add an Alipay, WeChat or bank card account (at most ${MAX_PAYOUT_ACCOUNTS}, each once); the first is the default`,
    tag: TAG,
    auth: "required",
    body: payoutAccountFormSchema,
    response: payoutAccountSchema,
    handler: async ({ db, user, body }) =>
      new WithMessage("payout_account_added", await addAccount(db, user!.id, body)),
  }),
  defineEndpoint({
    method: "post",
    path: "/user/payout-account/deleteAccount",
    summary:
      "Delete one's own payout account; deleting the default makes the oldest remaining one the default",
    tag: TAG,
    auth: "required",
    body: idSchema,
    response: payoutAccountListSchema,
    handler: async ({ db, user, body }) =>
      new WithMessage("payout_account_deleted", await deleteAccount(db, user!.id, body.id)),
  }),
  defineEndpoint({
    method: "post",
    path: "/user/payout-account/setDefaultAccount",
    summary: "Make one's own payout account the only default",
    tag: TAG,
    auth: "required",
    body: idSchema,
    response: payoutAccountListSchema,
    handler: async ({ db, user, body }) =>
      new WithMessage("payout_account_default_set", await setDefaultAccount(db, user!.id, body.id)),
  }),
];
