/**
 * Where an order's tracking events come from. The default provider is local:
 * the operator adds the events (`npm run ops -- track ...`) and they are kept
 * in logistics_events, so the buyer's logistics page is real on a machine
 * without network. A carrier's API (or an aggregator such as Kuaidi100) can be
 * plugged in behind the same interface; LOGISTICS_PROVIDER names it.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { logisticsEvents } from "../../db/schema";

export type ParcelDirection = "outbound" | "return";

export interface Parcel {
  orderId: number;
  direction: ParcelDirection;
  company: string;
  trackingNo: string;
}

export interface TrackingEvent {
  text: string;
  at: Date;
}

export interface LogisticsProvider {
  readonly name: string;
  /** the parcel's events, oldest first */
  track(parcel: Parcel): Promise<TrackingEvent[]>;
  /** records an event the operator reports; only providers fed by hand accept it */
  record?(
    tx: Tx | Db,
    parcel: Parcel,
    event: TrackingEvent,
    recordedBy: string,
    /** the form's own key: the same form sent again records the event once */
    requestKey?: string,
  ): Promise<void>;
}

export class LogisticsUnavailable extends Error {}

export function localLogistics(db: Db): LogisticsProvider {
  return {
    name: "local",
    async track(parcel) {
      const rows = await db
        .select({ text: logisticsEvents.text, at: logisticsEvents.happenedAt })
        .from(logisticsEvents)
        .where(
          and(
            eq(logisticsEvents.orderId, parcel.orderId),
            eq(logisticsEvents.direction, parcel.direction),
          ),
        )
        .orderBy(asc(logisticsEvents.happenedAt), asc(logisticsEvents.id));
      return rows;
    },
    async record(tx, parcel, event, recordedBy, requestKey) {
      await tx
        .insert(logisticsEvents)
        .values({
          orderId: parcel.orderId,
          direction: parcel.direction,
          text: event.text.trim(),
          happenedAt: event.at,
          recordedBy,
          requestKey: requestKey ?? null,
        })
        .onConflictDoNothing();
    },
  };
}

export function selectLogisticsProvider(
  db: Db,
  env: Record<string, string | undefined> = process.env,
): LogisticsProvider {
  const name = env.LOGISTICS_PROVIDER || "local";
  if (name === "local") return localLogistics(db);
  throw new LogisticsUnavailable(`unknown LOGISTICS_PROVIDER "${name}" (known: local)`);
}
