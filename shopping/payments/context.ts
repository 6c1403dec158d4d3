/**
 * What the order and payment code needs beside the database: the settings, the gateways, a wake-up
 * signal.
 */
import type { PayMethod } from "../../contract/buying";
import type { OrderSettings } from "../config";
import type { Db } from "../db/client";
import { localOrderChanges, type OrderChanges } from "../orders/changes";
import type { GatewayName, PaymentGateway } from "./gateways/types";

export interface Gateways {
  /** null when the method has no gateway that may take payments here */
  forMethod(method: PayMethod): PaymentGateway | null;
  byName(name: GatewayName | string): PaymentGateway | undefined;
}

export interface Buying {
  db: Db;
  settings: OrderSettings;
  gateways: Gateways;
  /**
   * Wakes the requests waiting on an order when its status moves: in this
   * process at once, in the others by PostgreSQL NOTIFY (orders/changes.ts).
   */
  changes: OrderChanges;
}

export function createBuying(
  db: Db,
  settings: OrderSettings,
  gateways: Gateways,
  changes: OrderChanges = localOrderChanges(),
): Buying {
  return { db, settings, gateways, changes };
}
