/**
 * What sellers and the operator are answered: items with spec §3's fields, the bottles of an
 * order that may be listed, and sales with their payouts (the buyer masked).
 */
import { and, asc, count, desc, eq, inArray, notExists, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import {
  RESELLABLE_ORDER_STATUSES,
  type ResaleGrade,
  type ResalePayoutStatus,
  type ResaleRegistration,
  type ResaleStatus,
} from "../../contract/resale-statuses";
import type {
  opsResaleItemSchema,
  resaleItemSchema,
  resaleOrderBottlesSchema,
  resaleSaleSchema,
} from "../../contract/resale-answers";
import type { Db } from "../db/client";
import {
  bottles,
  orderLines,
  orders,
  products,
  resaleItemBottles,
  resaleItems,
  resaleSales,
  users,
} from "../db/schema";
import { maskPhone } from "../accounts/profile";
import { pictureUrl } from "../catalog/present";
import { BusinessError } from "../http/envelope";
import type { ServiceLang } from "../http/messages";
import type { ItemRow } from "./items";
import type { SaleRow } from "./payouts";
import { priceBand, readResaleRules } from "./rules";

type ResaleItemView = z.infer<typeof resaleItemSchema>;
type ResaleSaleView = z.infer<typeof resaleSaleSchema>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const wineName = (lang: ServiceLang) =>
  lang === "en" ? products.spuNameEn : lang === "tc" ? products.spuNameTc : products.spuName;

/** A page of the items of a condition (the newest 200 when not said), with wine, order, bottles. */
async function itemsWhere(
  db: Db,
  where: SQL,
  lang: ServiceLang,
  { page, pageSize }: { page: number; pageSize: number } = { page: 1, pageSize: 200 },
) {
  const rows = await db
    .select({
      item: resaleItems,
      orderNo: orders.orderNo,
      name: wineName(lang),
      vintage: products.vintage,
      marketPriceCents: products.marketPriceCents,
      sellerPhone: users.phone,
    })
    .from(resaleItems)
    .innerJoin(orders, eq(orders.id, resaleItems.orderId))
    .innerJoin(products, eq(products.id, resaleItems.productId))
    .innerJoin(users, eq(users.id, resaleItems.sellerId))
    .where(where)
    .orderBy(desc(resaleItems.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const serials = new Map<number, string[]>();
  if (rows.length > 0)
    for (const b of await db
      .select()
      .from(resaleItemBottles)
      .where(
        inArray(
          resaleItemBottles.itemId,
          rows.map((r) => r.item.id),
        ),
      )
      .orderBy(asc(resaleItemBottles.serial)))
      serials.set(b.itemId, [...(serials.get(b.itemId) ?? []), b.serial]);
  return rows.map((r) => ({ ...r, serials: serials.get(r.item.id) ?? [] }));
}

type ItemWith = Awaited<ReturnType<typeof itemsWhere>>[number];

function presentItem({ item, orderNo, name, vintage, marketPriceCents, serials }: ItemWith) {
  return {
    code: item.code,
    status: item.status as ResaleStatus,
    registration: item.registration as ResaleRegistration,
    orderId: item.orderId,
    orderNo,
    goodsId: item.productId,
    name,
    vintage,
    picture: pictureUrl(item.productId),
    marketPriceCents,
    shopPriceCents: item.shopPriceCents,
    priceCents: item.priceCents,
    quantity: item.quantity,
    minQuantity: item.minQuantity,
    soldQuantity: item.soldQuantity,
    reservedQuantity: item.reservedQuantity,
    availableQuantity: item.quantity - item.soldQuantity - item.reservedQuantity,
    serials,
    shipCompany: item.shipCompany,
    shipTrackingNo: item.shipTrackingNo,
    grade: item.grade as ResaleGrade | null,
    auditNote: item.auditNote,
    auditPhotos: item.auditPhotos,
    rejectReason: item.rejectReason,
    offShelfBy: item.offShelfBy as "seller" | "expired" | null,
    listedAt: item.listedAt.toISOString(),
    shippedAt: iso(item.shippedAt),
    auditedAt: iso(item.auditedAt),
    shelvedAt: iso(item.shelvedAt),
    offShelfAt: iso(item.offShelfAt),
    closedAt: iso(item.closedAt),
  } satisfies ResaleItemView;
}

export async function myItems(db: Db, sellerId: number, lang: ServiceLang) {
  const rows = await itemsWhere(db, eq(resaleItems.sellerId, sellerId), lang);
  return { list: rows.map(presentItem) };
}

export async function itemView(db: Db, item: ItemRow, lang: ServiceLang): Promise<ResaleItemView> {
  const [row] = await itemsWhere(db, eq(resaleItems.id, item.id), lang);
  return presentItem(row);
}

/** A page of the items of a status (or all), newest first; with `code`, that item if it matches. */
export async function opsItems(
  db: Db,
  query: { status?: ResaleStatus; code?: string; page: number; pageSize: number },
  lang: ServiceLang,
) {
  const where =
    and(
      query.status ? eq(resaleItems.status, query.status) : undefined,
      query.code ? eq(resaleItems.code, query.code) : undefined,
    ) ?? sql`true`;
  const [rows, [{ total }]] = await Promise.all([
    itemsWhere(db, where, lang, query),
    db.select({ total: count() }).from(resaleItems).where(where),
  ]);
  return { list: rows.map(presentOpsItem), total, page: query.page, pageSize: query.pageSize };
}

export async function opsItem(db: Db, item: ItemRow, lang: ServiceLang) {
  const [row] = await itemsWhere(db, eq(resaleItems.id, item.id), lang);
  return presentOpsItem(row);
}

function presentOpsItem(r: ItemWith): z.infer<typeof opsResaleItemSchema> {
  return {
    code: r.item.code,
    status: r.item.status as ResaleStatus,
    registration: r.item.registration as ResaleRegistration,
    sellerPhone: maskPhone(r.sellerPhone),
    goodsId: r.item.productId,
    name: r.name,
    priceCents: r.item.priceCents,
    quantity: r.item.quantity,
    soldQuantity: r.item.soldQuantity,
    serials: r.serials,
    shipCompany: r.item.shipCompany,
    shipTrackingNo: r.item.shipTrackingNo,
    grade: r.item.grade as ResaleGrade | null,
    rejectReason: r.item.rejectReason,
    auditedBy: r.item.auditedBy,
    listedAt: r.item.listedAt.toISOString(),
  };
}

/** The seller's bottles of an order, by wine, that a resale form may name. */
export async function orderBottles(
  db: Db,
  sellerId: number,
  orderId: number,
  lang: ServiceLang,
): Promise<z.infer<typeof resaleOrderBottlesSchema>> {
  const [order] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, sellerId)));
  if (!order) throw new BusinessError(404, "order_not_found");
  const rules = await readResaleRules(db);
  const wines = await db
    .selectDistinct({ goodsId: products.id, name: wineName(lang), priceCents: products.priceCents })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(products.id);
  const free = await db
    .select({ serial: bottles.serial, productId: bottles.productId })
    .from(bottles)
    .where(
      and(
        eq(bottles.orderId, order.id),
        eq(bottles.ownerId, sellerId),
        eq(bottles.status, "sold"),
        notExists(
          db
            .select({ one: sql`1` })
            .from(resaleItemBottles)
            .where(
              and(
                eq(resaleItemBottles.serial, bottles.serial),
                eq(resaleItemBottles.released, false),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(bottles.serial));
  return {
    orderId: order.id,
    resellable: (RESELLABLE_ORDER_STATUSES as readonly string[]).includes(order.status),
    wines: wines.map((w) => {
      const band = priceBand(w.priceCents, rules.bandPercent);
      return {
        goodsId: w.goodsId,
        name: w.name,
        shopPriceCents: w.priceCents,
        minPriceCents: band.min,
        maxPriceCents: band.max,
        serials: free.filter((b) => b.productId === w.goodsId).map((b) => b.serial),
      };
    }),
  };
}

/** A sale's steps, from its timestamps. */
function timelineOf(sale: SaleRow): ResaleSaleView["timeline"] {
  const steps: ResaleSaleView["timeline"] = [{ step: "bought", at: sale.createdAt.toISOString() }];
  if (sale.receivedAt) steps.push({ step: "received", at: sale.receivedAt.toISOString() });
  if (sale.cancelledAt) steps.push({ step: "cancelled", at: sale.cancelledAt.toISOString() });
  else {
    if (sale.dueAt) steps.push({ step: "due", at: sale.dueAt.toISOString() });
    if (sale.paidAt) steps.push({ step: "payout_paid", at: sale.paidAt.toISOString() });
  }
  return steps;
}

export function saleFields(sale: SaleRow, item: { code: string; goodsId: number; name: string }) {
  return {
    id: sale.id,
    code: item.code,
    goodsId: item.goodsId,
    name: item.name,
    quantity: sale.quantity,
    returnedQuantity: sale.returnedQuantity,
    unitPriceCents: sale.unitPriceCents,
    amountCents: sale.amountCents,
    commissionPercent: sale.commissionPercent,
    commissionCents: sale.commissionCents,
    payoutCents: sale.payoutCents,
    payoutStatus: sale.payoutStatus as ResalePayoutStatus,
    createdAt: sale.createdAt.toISOString(),
    receivedAt: iso(sale.receivedAt),
    dueAt: iso(sale.dueAt),
    paidAt: iso(sale.paidAt),
    cancelledAt: iso(sale.cancelledAt),
  };
}

/** The sales of a condition, newest first: at most `limit` (the newest 200 when not said). */
export async function salesWhere(db: Db, where: SQL, lang: ServiceLang, limit = 200) {
  return db
    .select({
      sale: resaleSales,
      code: resaleItems.code,
      goodsId: resaleItems.productId,
      name: wineName(lang),
      buyerPhone: users.phone,
    })
    .from(resaleSales)
    .innerJoin(resaleItems, eq(resaleItems.id, resaleSales.itemId))
    .innerJoin(products, eq(products.id, resaleItems.productId))
    .innerJoin(users, eq(users.id, resaleSales.buyerId))
    .where(where)
    .orderBy(desc(resaleSales.id))
    .limit(limit);
}

type SaleWith = Awaited<ReturnType<typeof salesWhere>>[number];

function presentSale(row: SaleWith): ResaleSaleView {
  return {
    ...saleFields(row.sale, row),
    buyerMasked: maskPhone(row.buyerPhone),
    paidToMasked: row.sale.paidToMasked,
    timeline: timelineOf(row.sale),
  };
}

export async function mySales(db: Db, sellerId: number, lang: ServiceLang) {
  const rows = await salesWhere(db, eq(resaleSales.sellerId, sellerId), lang);
  return { list: rows.map(presentSale) };
}

/** One of the seller's sales; another's is 404. */
export async function mySale(db: Db, sellerId: number, saleId: number, lang: ServiceLang) {
  const [row] = await salesWhere(
    db,
    and(eq(resaleSales.sellerId, sellerId), eq(resaleSales.id, saleId))!,
    lang,
  );
  if (!row) throw new BusinessError(404, "resale_sale_not_found");
  return presentSale(row);
}
