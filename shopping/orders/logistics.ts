/**
 * The buyer's view of an order's parcels: the shop's shipment and, when the
 * buyer sends goods back, the return shipment; each with its carrier, number
 * and tracking events from the logistics provider (newest first).
 */
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { LogisticsView, ParcelView } from "../../contract/after-shipping";
import type { OrderStatus } from "../../contract/buying";
import { courierName } from "../../contract/logistics";
import type { Db } from "../db/client";
import { afterSales, orderEvents } from "../db/schema";
import { BusinessError } from "../http/envelope";
import type { ServiceLang } from "../http/messages";
import {
  selectLogisticsProvider,
  type LogisticsProvider,
  type Parcel,
} from "../providers/logistics/provider";
import type { OrderRow } from "./shipping";
import { ownOrder } from "./view";

export async function orderLogistics(
  db: Db,
  userId: number,
  orderId: number,
  lang: ServiceLang,
): Promise<LogisticsView> {
  const order = await ownOrder(db, userId, orderId);
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    status: order.status as OrderStatus,
    parcels: await parcelViews(db, order, lang),
  };
}

/** An order's parcels with their tracking events, newest first: the buyer's view and the desk's. */
export async function parcelViews(
  db: Db,
  order: Pick<OrderRow, "id" | "logisticsCompany" | "logisticsNo" | "shippedAt">,
  lang: ServiceLang,
): Promise<ParcelView[]> {
  const orderId = order.id;
  const parcels: (Parcel & { sentAt: Date | null })[] = [];
  if (order.logisticsCompany && order.logisticsNo) {
    parcels.push({
      orderId,
      direction: "outbound",
      company: order.logisticsCompany,
      trackingNo: order.logisticsNo,
      sentAt: order.shippedAt,
    });
  }
  const [back] = await db
    .select({
      company: afterSales.returnCompany,
      trackingNo: afterSales.returnTrackingNo,
      updatedAt: afterSales.updatedAt,
    })
    .from(afterSales)
    .where(and(eq(afterSales.orderId, orderId), isNotNull(afterSales.returnTrackingNo)))
    .orderBy(desc(afterSales.id))
    .limit(1);
  if (back?.company && back.trackingNo) {
    const [sent] = await db
      .select({ at: orderEvents.createdAt })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.action, "returnShipped")))
      .orderBy(desc(orderEvents.id))
      .limit(1);
    parcels.push({
      orderId,
      direction: "return",
      company: back.company,
      trackingNo: back.trackingNo,
      sentAt: sent?.at ?? back.updatedAt,
    });
  }
  let provider: LogisticsProvider;
  try {
    provider = selectLogisticsProvider(db);
  } catch (error) {
    console.error("[logistics]", error);
    throw new BusinessError(503, "logistics_unavailable");
  }
  const views: ParcelView[] = [];
  for (const parcel of parcels) {
    let events;
    try {
      events = await provider.track(parcel);
    } catch (error) {
      console.error(
        `[logistics] ${provider.name} could not track ${parcel.company} ${parcel.trackingNo}:`,
        error,
      );
      throw new BusinessError(503, "logistics_unavailable");
    }
    views.push({
      direction: parcel.direction,
      companyCode: parcel.company,
      companyName: courierName(parcel.company, lang),
      trackingNo: parcel.trackingNo,
      sentAt: parcel.sentAt?.toISOString() ?? null,
      events: events.map((e) => ({ text: e.text, at: e.at.toISOString() })).reverse(),
    });
  }
  return views;
}
