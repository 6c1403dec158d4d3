/**
 * How a payment is launched on its path (decision 039): the gateway's launch checked against the
 * path, the columns that keep it, the phone path's return address, and WeChat Pay's page renewed
 * once it is old.
 */
import { and, eq } from "drizzle-orm";
import type { PayPath, WalletLaunch } from "../../contract/buying";
import { WALLET_PAGE_FRESH_MS } from "../../contract/buying";
import { payments } from "../db/schema";
import { BusinessError } from "../http/envelope";
import type { Buying } from "./context";
import {
  GatewayError,
  type CreatedPayment,
  type CreatePaymentInput,
  type PaymentGateway,
} from "./gateways/types";

type PaymentRow = typeof payments.$inferSelect;

/** The launch kinds each path takes from a gateway. */
const LAUNCHES_OF_PATH: Record<PayPath, readonly CreatedPayment["kind"][]> = {
  qr: ["qr"],
  phone: ["form", "redirect"],
  "wechat-browser": ["bridge"],
  "mini-program": ["bridge"],
};

/**
 * The phone paths' return address: the shop's own payment page, never another site (the wallet
 * sends the buyer there).
 */
export function ownReturnUrl(returnUrl: string | undefined, origin: string): string {
  if (!returnUrl) throw new BusinessError(400, "payment_return_url");
  try {
    const url = new URL(returnUrl, origin);
    if (url.origin === new URL(origin).origin && url.pathname === "/payment") return url.href;
  } catch {
    // not a URL: refused below
  }
  throw new BusinessError(400, "payment_return_url");
}

/**
 * Creates the payment at the gateway, and checks that its launch suits the path. A gateway error
 * or a launch of another kind is a method that cannot take the payment now, before anything is
 * recorded.
 */
export async function createAtGateway(
  gateway: PaymentGateway,
  input: CreatePaymentInput,
): Promise<CreatedPayment> {
  let created: CreatedPayment;
  try {
    created = await gateway.create(input);
  } catch (error) {
    if (error instanceof GatewayError) {
      console.error(`[payments] ${error.message}`);
      throw new BusinessError(503, "payment_unavailable");
    }
    throw error;
  }
  if (!LAUNCHES_OF_PATH[input.path].includes(created.kind)) {
    console.error(
      `[payments] ${gateway.name} answered a "${created.kind}" launch on the ${input.path} path`,
    );
    throw new BusinessError(503, "payment_unavailable");
  }
  return created;
}

export function launchColumns(created: CreatedPayment, now: number) {
  switch (created.kind) {
    case "qr":
      return { codeUrl: created.codeUrl, launch: null };
    case "form":
      return {
        codeUrl: null,
        launch: { kind: "form", action: created.action, fields: created.fields },
      };
    case "redirect":
      return {
        codeUrl: null,
        launch: { kind: "redirect", url: created.url, issuedAt: new Date(now).toISOString() },
      };
    case "bridge":
      return { codeUrl: null, launch: { kind: "bridge", params: created.params } };
  }
}

/**
 * A pending payment as it can still be launched: WeChat Pay's h5_url lives 5 minutes, so one that
 * is older is asked for again, with the very same request (the gateway answers the same trade with
 * a fresh page).
 */
export async function freshLaunch(buying: Buying, payment: PaymentRow): Promise<PaymentRow> {
  const launch = payment.launch as WalletLaunch | null;
  if (
    launch?.kind !== "redirect" ||
    Date.parse(launch.issuedAt) > Date.now() - WALLET_PAGE_FRESH_MS
  )
    return payment;
  const gateway = buying.gateways.byName(payment.gateway);
  const input = payment.request as CreatePaymentInput | null;
  if (!gateway || !input) throw new BusinessError(503, "payment_unavailable");
  const created = await createAtGateway(gateway, {
    ...input,
    expiresAt: new Date(input.expiresAt),
  });
  const [row] = await buying.db
    .update(payments)
    .set(launchColumns(created, Date.now()))
    .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")))
    .returning();
  return row ?? payment;
}
