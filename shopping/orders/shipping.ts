/**
 * The seller's side of delivery, done by the operator (npm run ops): shipping
 * a paid order (pending_delivery → pending_receipt, with the courier and the
 * tracking number), and the tracking events of a parcel, recorded through the
 * logistics provider (the local one keeps what the operator reports).
 *
 * Shipping is one conditional move (moveOrder) in a transaction that holds the
 * order's row: two operators shipping the same order at once ship it once.
 */
import { desc, eq } from "drizzle-orm";
import { COURIER_CODES, TRACKING_NO_PATTERN, type CourierCode } from "../../contract/logistics";
import { afterSales, orders } from "../db/schema";
import { BusinessError } from "../http/envelope";
import type { Buying } from "../payments/context";
import {
  selectLogisticsProvider,
  type Parcel,
  type ParcelDirection,
  type TrackingEvent,
} from "../providers/logistics/provider";
import { lockOrder, moveOrder } from "./lifecycle";
import { TransitionRefused } from "./status";
import { TRACKING_TEXT_MAX } from "../../contract/order-desk";
import { orderStatusName } from "./status-names";

/** A reported event may be stamped this far ahead of the shop's clock (clocks differ a little). */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export type OrderRow = typeof orders.$inferSelect;

export interface Shipment {
  company: string;
  trackingNo: string;
}

export interface TrackingReport {
  text: string;
  /** when it happened; now when absent */
  at?: Date;
  direction?: ParcelDirection;
  /** the form's own key: the same form sent again records the event once */
  requestKey?: string;
}

/** The timeline's actor for a move the operator made. */
export function operatorActor(operator: string): string {
  return `operator:${operator}`;
}

function checkShipment({ company, trackingNo }: Shipment): {
  company: CourierCode;
  trackingNo: string;
} {
  const code = company.trim().toUpperCase();
  if (!(COURIER_CODES as readonly string[]).includes(code))
    throw new BusinessError(422, "courier_unknown", {
      company: company.trim(),
      codes: COURIER_CODES.join(", "),
    });
  const number = trackingNo.trim();
  if (!TRACKING_NO_PATTERN.test(number)) throw new BusinessError(422, "tracking_no_invalid");
  return { company: code as CourierCode, trackingNo: number };
}

/** The order with this number, or 404. */
export async function orderByNo(buying: Buying, orderNo: string): Promise<OrderRow> {
  const [row] = await buying.db
    .select()
    .from(orders)
    .where(eq(orders.orderNo, orderNo.trim()))
    .limit(1);
  if (!row) throw new BusinessError(404, "order_not_found");
  return row;
}

/**
 * Ships a paid order: pending_delivery → pending_receipt (actor seller, named
 * operator:<name> in the timeline), with shipped_at and the logistics columns.
 * Refused (409) from any other status, also when another request shipped it first.
 */
export async function shipOrder(
  buying: Buying,
  orderNo: string,
  shipment: Shipment,
  operator: string,
): Promise<OrderRow> {
  const { company, trackingNo } = checkShipment(shipment);
  const found = await orderByNo(buying, orderNo);
  const shipped = await buying.db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.id);
    if (!order) throw new BusinessError(404, "order_not_found");
    const refused = () =>
      new BusinessError(409, "ship_state", { status: orderStatusName(order.status) });
    try {
      const moved = await moveOrder(
        tx,
        order.id,
        order.status,
        "ship",
        "seller",
        operatorActor(operator),
        null,
        {
          set: { shippedAt: new Date(), logisticsCompany: company, logisticsNo: trackingNo },
        },
      );
      if (!moved) throw refused();
    } catch (error) {
      if (error instanceof TransitionRefused) throw refused();
      throw error;
    }
    const [row] = await tx.select().from(orders).where(eq(orders.id, order.id));
    return row;
  });
  buying.changes.changed(shipped.id);
  return shipped;
}

/** The parcel of an order in a direction: the shop's shipment, or the buyer's return shipment. */
async function parcelOf(
  buying: Buying,
  order: OrderRow,
  direction: ParcelDirection,
): Promise<{ parcel: Parcel; since: Date }> {
  if (direction === "outbound") {
    if (!order.shippedAt || !order.logisticsCompany || !order.logisticsNo)
      throw new BusinessError(409, "track_not_shipped", {
        status: orderStatusName(order.status),
      });
    return {
      parcel: {
        orderId: order.id,
        direction,
        company: order.logisticsCompany,
        trackingNo: order.logisticsNo,
      },
      since: order.createdAt,
    };
  }
  const [request] = await buying.db
    .select({
      returnCompany: afterSales.returnCompany,
      returnTrackingNo: afterSales.returnTrackingNo,
      createdAt: afterSales.createdAt,
    })
    .from(afterSales)
    .where(eq(afterSales.orderId, order.id))
    .orderBy(desc(afterSales.id))
    .limit(1);
  if (!request?.returnCompany || !request.returnTrackingNo)
    throw new BusinessError(409, "track_no_return");
  return {
    parcel: {
      orderId: order.id,
      direction,
      company: request.returnCompany,
      trackingNo: request.returnTrackingNo,
    },
    since: request.createdAt,
  };
}

/**
 * Adds a tracking event the operator reports to a shipped order's parcel (or,
 * with direction return, to the buyer's return shipment), through the logistics
 * provider; answers the parcel and all its events, oldest first.
 */
export async function addTrackingEvent(
  buying: Buying,
  orderNo: string,
  report: TrackingReport,
  operator: string,
): Promise<{ order: OrderRow; parcel: Parcel; events: TrackingEvent[] }> {
  const text = report.text.trim();
  if (text.length === 0 || text.length > TRACKING_TEXT_MAX)
    throw new BusinessError(422, "track_text", { n: TRACKING_TEXT_MAX });
  const at = report.at ?? new Date();
  if (Number.isNaN(at.getTime())) throw new BusinessError(422, "track_time");
  if (at.getTime() > Date.now() + CLOCK_SKEW_MS) throw new BusinessError(422, "track_time_future");
  const order = await orderByNo(buying, orderNo);
  const { parcel, since } = await parcelOf(buying, order, report.direction ?? "outbound");
  if (at.getTime() < since.getTime()) throw new BusinessError(422, "track_time_early");
  const provider = selectLogisticsProvider(buying.db);
  if (!provider.record) throw new BusinessError(409, "track_provider", { provider: provider.name });
  // In a transaction of its own: the operator's audit row rides on it (shopping/staff/audit.ts).
  await buying.db.transaction((tx) =>
    provider.record!(tx, parcel, { text, at }, operatorActor(operator), report.requestKey),
  );
  return { order, parcel, events: await provider.track(parcel) };
}
