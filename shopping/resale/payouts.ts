/**
 * A resale sale's payout (decision 037): due `payoutDays` after the buyer's receipt (the return
 * window), to the seller's default payout account; a return before it is paid puts the bottles
 * back on the item and takes them out of the payout (all of them: the payout is cancelled). The
 * operator pays and records the transfer's reference.
 */
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { payoutAccounts, resaleItems, resaleSales } from "../db/schema";
import { BusinessError } from "../http/envelope";
import { maskAccount } from "../payouts/mask";
import type { PayoutKind } from "../../contract/payouts";
import type { ResalePayoutStatus } from "../../contract/resale-statuses";
import { commissionOf, readResaleRules } from "./rules";
import { lockOrderSales } from "./stock";

/** A payout's status in a refusal's words (as the resale desk names them). */
const PAYOUT_STATUS_NAMES: Record<ResalePayoutStatus, { ch: string; en: string }> = {
  pending: { ch: "待买家收货", en: "still awaiting the buyer's receipt" },
  due: { ch: "待打款", en: "due" },
  paid: { ch: "已打款", en: "already paid out" },
  cancelled: { ch: "已取消", en: "cancelled" },
};

export type SaleRow = typeof resaleSales.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The buyer received the order: each paid resale line's payout falls due after the window. */
export async function resaleOrderReceived(
  tx: Tx,
  orderId: number,
  receivedAt: Date,
): Promise<void> {
  const sales = await lockOrderSales(tx, orderId, true);
  if (sales.length === 0) return;
  const { payoutDays } = await readResaleRules(tx);
  const dueAt = new Date(receivedAt.getTime() + payoutDays * DAY_MS);
  for (const sale of sales)
    await tx
      .update(resaleSales)
      .set({ payoutStatus: "due", receivedAt, dueAt })
      .where(eq(resaleSales.id, sale.id));
}

/**
 * `quantity` bottles of a resale line came back (an after-sale return, settled). Before the payout
 * is paid they go back on the item and out of the payout; answers false, changing nothing, once it
 * is paid: those bottles are the shop's to restock, as the seller has their money.
 */
export async function resaleLineReturned(
  tx: Tx,
  orderLineId: number,
  quantity: number,
): Promise<boolean> {
  const [sale] = await tx
    .select()
    .from(resaleSales)
    .where(eq(resaleSales.orderLineId, orderLineId))
    .for("update");
  if (!sale || !sale.paid || sale.payoutStatus === "paid" || sale.payoutStatus === "cancelled")
    return false;
  const back = Math.min(quantity, sale.quantity - sale.returnedQuantity);
  if (back <= 0) return false;
  await tx
    .update(resaleItems)
    .set({ soldQuantity: sql`${resaleItems.soldQuantity} - ${back}`, updatedAt: sql`now()` })
    .where(eq(resaleItems.id, sale.itemId));
  const returnedQuantity = sale.returnedQuantity + back;
  const amountCents = (sale.quantity - returnedQuantity) * sale.unitPriceCents;
  const commissionCents = commissionOf(amountCents, sale.commissionPercent);
  const all = returnedQuantity === sale.quantity;
  await tx
    .update(resaleSales)
    .set({
      returnedQuantity,
      amountCents,
      commissionCents,
      payoutCents: amountCents - commissionCents,
      ...(all ? { payoutStatus: "cancelled", cancelledAt: sql`now()` } : {}),
    })
    .where(eq(resaleSales.id, sale.id));
  return true;
}

/** The operator paid a due payout to the seller's default account, with the transfer's reference. */
export function markPayoutPaid(
  db: Db,
  saleId: number,
  reference: string,
  operator: string,
  now = new Date(),
): Promise<SaleRow> {
  return db.transaction(async (tx) => {
    const [sale] = await tx
      .select()
      .from(resaleSales)
      .where(eq(resaleSales.id, saleId))
      .for("update");
    if (!sale) throw new BusinessError(404, "resale_sale_not_found");
    if (sale.payoutStatus !== "due")
      throw new BusinessError(409, "resale_payout_not_payable", {
        status: PAYOUT_STATUS_NAMES[sale.payoutStatus as ResalePayoutStatus],
      });
    if (sale.dueAt! > now)
      throw new BusinessError(409, "resale_payout_not_due", {
        due: sale.dueAt!.toISOString().slice(0, 10),
      });
    const account = await defaultAccountOf(tx, sale.sellerId);
    if (!account) throw new BusinessError(409, "resale_no_payout_account");
    const [paid] = await tx
      .update(resaleSales)
      .set({
        payoutStatus: "paid",
        paidAt: now,
        paidReference: reference,
        paidBy: operator,
        payoutAccountId: account.id,
        paidToMasked: maskAccount(account.kind as PayoutKind, account.account),
      })
      .where(eq(resaleSales.id, sale.id))
      .returning();
    return paid;
  });
}

export async function defaultAccountOf(db: Db | Tx, userId: number) {
  const [account] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, userId), eq(payoutAccounts.isDefault, true)));
  return account ?? null;
}

/** A page of the payouts of a status (due ones by due date, the others newest first), and their count. */
export async function payoutsOf(
  db: Db,
  { status, page, pageSize }: { status: SaleRow["payoutStatus"]; page: number; pageSize: number },
) {
  const where = eq(resaleSales.payoutStatus, status);
  const [sales, [{ total }]] = await Promise.all([
    db
      .select()
      .from(resaleSales)
      .where(where)
      .orderBy(
        status === "due" ? asc(resaleSales.dueAt) : desc(resaleSales.id),
        desc(resaleSales.id),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(resaleSales).where(where),
  ]);
  return { sales, total };
}
