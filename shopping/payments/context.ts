/** What the order and payment code needs beside the database: the settings, the gateways, a wake-up signal. */
import { EventEmitter } from "node:events";
import type { PayMethod } from "../../contract/buying";
import type { OrderSettings } from "../config";
import type { Db } from "../db/client";
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
   * Emits the order id when its payment state changes in this process, so
   * waiting requests answer at once; other processes notice on their next
   * look at the database (waitPayment checks every second).
   */
  changes: EventEmitter;
}

export function createBuying(db: Db, settings: OrderSettings, gateways: Gateways): Buying {
  const changes = new EventEmitter();
  changes.setMaxListeners(0);
  return { db, settings, gateways, changes };
}
