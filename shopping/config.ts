/** The /shopping service's settings, read once from the environment. */
import path from "node:path";

export interface ShoppingConfig {
  /** PostgreSQL connection string; PGlite in dataDir when absent */
  databaseUrl: string | undefined;
  dataDir: string;
  /** where uploaded pictures are kept: UPLOAD_DIR, else DATA_DIR/uploads */
  uploadDir: string;
  port: number;
  production: boolean;
  orders: OrderSettings;
}

export interface OrderSettings {
  /** freight is free when the goods amount reaches this */
  freeFreightFromCents: number;
  /** otherwise one flat fee per order */
  flatFreightCents: number;
  /** an unpaid order is closed after this many seconds */
  paymentTimeoutSeconds: number;
  /** how long one QR code may be paid, within the order's own deadline */
  qrValiditySeconds: number;
  /** the least age a gateway that checks it asks of the payer (wine: adults; 0 asks nothing) */
  payerMinAge: number;
  /** how often the expiry job looks for unpaid orders past their deadline */
  sweepSeconds: number;
  /**
   * a shipped order the buyer has not confirmed is confirmed this many seconds after shipping (10
   * days)
   */
  autoConfirmSeconds: number;
  /** a received order the buyer has not reviewed is completed this many seconds after receipt (15 days) */
  autoCompleteSeconds: number;
  /**
   * the /shopping base URL gateways post notifications to; by default the shop's own origin +
   * /shopping
   */
  notifyBaseUrl: string | undefined;
  /** the shop's public origin; by default the one the storefront reports */
  publicUrl: string | undefined;
}

export function readShoppingConfig(env: NodeJS.ProcessEnv = process.env): ShoppingConfig {
  const dataDir = env.DATA_DIR ?? path.resolve(".data");
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadDir: env.UPLOAD_DIR || path.join(dataDir, "uploads"),
    port: Number(env.SHOPPING_PORT ?? 3100),
    production: env.NODE_ENV === "production",
    orders: readOrderSettings(env),
  };
}

export function readOrderSettings(env: NodeJS.ProcessEnv = process.env): OrderSettings {
  return {
    freeFreightFromCents: whole(env.FREIGHT_FREE_FROM_CENTS, 29_900),
    flatFreightCents: whole(env.FREIGHT_FLAT_CENTS, 1_200),
    paymentTimeoutSeconds: whole(env.ORDER_PAYMENT_TIMEOUT_SECONDS, 30 * 60, 1),
    qrValiditySeconds: whole(env.PAYMENT_QR_SECONDS, 10 * 60, 1),
    payerMinAge: whole(env.PAYMENT_MIN_AGE, 18),
    sweepSeconds: whole(env.ORDER_SWEEP_SECONDS, 30, 1),
    autoConfirmSeconds: whole(env.ORDER_AUTO_CONFIRM_SECONDS, 10 * 24 * 3600, 1),
    autoCompleteSeconds: whole(env.ORDER_AUTO_COMPLETE_SECONDS, 15 * 24 * 3600, 1),
    notifyBaseUrl: env.PAYMENT_NOTIFY_BASE_URL?.replace(/\/+$/, "") || undefined,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, "") || undefined,
  };
}

function whole(value: string | undefined, fallback: number, min = 0): number {
  const n = Number(value);
  return value !== undefined && value !== "" && Number.isSafeInteger(n) && n >= min ? n : fallback;
}
