/** The operator's resale endpoints, under /ops behind the operator guard (npm run ops is their client). */
import { and, eq, inArray, or } from "drizzle-orm";
import {
  resaleCodeBodySchema,
  resalePaidOutSchema,
  opsResaleItemsQuerySchema,
  resalePayoutsQuerySchema,
  resaleReceiveSchema,
  resaleRejectSchema,
  resaleRulesChangeSchema,
} from "../../contract/resale";
import {
  opsResaleItemListSchema,
  opsResaleItemSchema,
  opsResalePayoutListSchema,
  opsResalePayoutSchema,
  resaleRulesSchema,
} from "../../contract/resale-answers";
import type { Db } from "../db/client";
import { payoutAccounts, resaleSales, users } from "../db/schema";
import { maskPhone } from "../accounts/profile";
import { uploadResultSchema } from "../../contract/accounts-answers";
import { storeOperatorPicture } from "../files/upload";
import { defineEndpoint, InvalidParams, WithMessage, type AnyEndpoint } from "../http/endpoint";
import type { ServiceLang } from "../http/messages";
import { operatorOf } from "../ops/auth";
import { markPayoutPaid, payoutsOf, type SaleRow } from "./payouts";
import { changeResaleRules, presentRules, readResaleRules } from "./rules";
import {
  itemAwaitingInspection,
  receiveResale,
  rejectResale,
  RESALE_PHOTO_PURPOSE,
} from "./shop-audit";
import { opsItem, opsItems, saleFields, salesWhere } from "./views";

const KEY = "Operator key: Authorization: Ops <key> (OPS_KEY); X-Operator names who acts.";
const TAG = "operator";

export const opsResaleEndpoints: AnyEndpoint[] = [
  defineEndpoint({
    method: "get",
    path: "/ops/resale/rules",
    summary: `The resale rules: price band, commission, payout days, shelf days. ${KEY}`,
    tag: TAG,
    auth: "operator",
    permission: "resale.read",
    response: resaleRulesSchema,
    handler: async ({ db }) => presentRules(await readResaleRules(db)),
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/resale/rules",
    summary: `Changes the resale rules from now on (a sale keeps the commission it was made under). ${KEY}`,
    tag: TAG,
    auth: "operator",
    permission: "resale.settings",
    audit: {
      transaction: true,
      target: () => "resaleRules",
      state: async (tx) => presentRules(await readResaleRules(tx)),
    },
    body: resaleRulesChangeSchema,
    response: resaleRulesSchema,
    handler: async ({ db, body, req }) =>
      new WithMessage(
        "ops_resale_rules_changed",
        presentRules(await changeResaleRules(db, body, `operator:${operatorOf(req)}`)),
      ),
  }),
  defineEndpoint({
    method: "get",
    path: "/ops/resale/items",
    summary: `A page of the resale items of one status or all, newest first, and how many there are; with code, that item. ${KEY}`,
    tag: TAG,
    auth: "operator",
    permission: "resale.read",
    query: opsResaleItemsQuerySchema,
    response: opsResaleItemListSchema,
    handler: ({ db, query, lang }) => opsItems(db, query, lang),
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/resale/photo",
    summary: `A picture taken at the inspection of an item awaiting it (multipart: "code", then "file", a JPEG, PNG or WebP of at most 5 MB), kept with the seller's account; its name goes to /ops/resale/receive. ${KEY}`,
    tag: TAG,
    auth: "operator",
    permission: "resale.audit",
    form: resaleCodeBodySchema,
    response: uploadResultSchema,
    handler: ({ db, req }) =>
      storeOperatorPicture(db, req, RESALE_PHOTO_PURPOSE, async (fields) => {
        const parsed = resaleCodeBodySchema.safeParse(fields);
        if (!parsed.success)
          throw new InvalidParams("code", { code: parsed.error.issues.map((i) => i.message) });
        return (await itemAwaitingInspection(db, parsed.data.code)).sellerId;
      }),
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/resale/receive",
    summary: `Passes a seller's parcel after inspection (grade, note, pictures): the bottles are logged received and inspected with a new claim secret, held for the seller, and the item is registered. ${KEY}`,
    tag: TAG,
    auth: "operator",
    permission: "resale.audit",
    body: resaleReceiveSchema,
    response: opsResaleItemSchema,
    handler: async ({ db, body, req, lang }) =>
      new WithMessage(
        "ops_resale_received",
        await opsItem(db, await receiveResale(db, body, `operator:${operatorOf(req)}`), lang),
      ),
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/resale/reject",
    summary: `Rejects a seller's item with the reason the seller sees; the bottles go back and may be listed again. ${KEY}`,
    tag: TAG,
    auth: "operator",
    permission: "resale.audit",
    body: resaleRejectSchema,
    response: opsResaleItemSchema,
    handler: async ({ db, body, req, lang }) =>
      new WithMessage(
        "ops_resale_rejected",
        await opsItem(
          db,
          await rejectResale(db, body.code, body.reason, `operator:${operatorOf(req)}`),
          lang,
        ),
      ),
  }),
  defineEndpoint({
    method: "get",
    path: "/ops/resale/payouts",
    summary: `A page of the sellers' payouts of one status (due by due date, the others newest first), with the account to pay to, and how many there are. ${KEY}`,
    tag: TAG,
    auth: "operator",
    permission: "resale.read",
    query: resalePayoutsQuerySchema,
    response: opsResalePayoutListSchema,
    handler: async ({ db, query, lang }) => {
      const { sales, total } = await payoutsOf(db, query);
      const list = await presentPayouts(db, sales, lang);
      return { list, total, page: query.page, pageSize: query.pageSize };
    },
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/resale/paidOut",
    summary: `Records a due payout as paid to the seller's default account, with the transfer's reference. ${KEY}`,
    tag: TAG,
    auth: "operator",
    permission: "resale.payout",
    body: resalePaidOutSchema,
    response: opsResalePayoutSchema,
    handler: async ({ db, body, req, lang }) => {
      const paid = await markPayoutPaid(db, body.id, body.reference, `operator:${operatorOf(req)}`);
      const [view] = await presentPayouts(db, [paid], lang);
      return new WithMessage("ops_resale_paid_out", view);
    },
  }),
];

/** The payouts as the desk shows them: each with its seller and the account to pay to, read at once. */
async function presentPayouts(db: Db, sales: SaleRow[], lang: ServiceLang) {
  if (sales.length === 0) return [];
  const sellerIds = [...new Set(sales.map((sale) => sale.sellerId))];
  const chosenIds = sales.flatMap((sale) => sale.payoutAccountId ?? []);
  const [rows, sellers, accounts] = await Promise.all([
    salesWhere(
      db,
      inArray(
        resaleSales.id,
        sales.map((s) => s.id),
      ),
      lang,
      sales.length,
    ),
    db.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.id, sellerIds)),
    db
      .select()
      .from(payoutAccounts)
      .where(
        or(
          chosenIds.length ? inArray(payoutAccounts.id, chosenIds) : undefined,
          and(inArray(payoutAccounts.userId, sellerIds), eq(payoutAccounts.isDefault, true)),
        ),
      ),
  ]);
  return sales.map((sale) => {
    const row = rows.find((r) => r.sale.id === sale.id)!;
    const seller = sellers.find((user) => user.id === sale.sellerId)!;
    // The account the payout was fixed to once due; before that, the seller's default.
    const account =
      sale.payoutAccountId !== null
        ? accounts.find((found) => found.id === sale.payoutAccountId)
        : accounts.find((found) => found.userId === sale.sellerId && found.isDefault);
    return {
      ...saleFields(row.sale, row),
      sellerPhone: maskPhone(seller.phone),
      paidReference: row.sale.paidReference,
      paidBy: row.sale.paidBy,
      payTo: account
        ? {
            kind: account.kind,
            account: account.account,
            realName: account.realName,
            bankName: account.bankName,
          }
        : null,
    };
  });
}
