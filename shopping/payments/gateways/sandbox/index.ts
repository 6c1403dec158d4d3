/**
 * The sandbox gateway: a stand-in for WeChat Pay / Alipay that behaves like
 * one. It keeps its own books (books.ts), shows a wallet page where the
 * "buyer" pays or declines (wallet.ts), and tells the shop through a signed
 * notification posted to notify_url, retried like a real gateway would
 * (deliver.ts), so the shop's notification path is exercised for real. No
 * money moves.
 */
import type { PaymentGateway } from "../types";
import type { SandboxDeps } from "./deps";
import { sandboxNotifications } from "./notify";
import { sandboxQrTrades } from "./precreate";
import { sandboxRefundsInBooks } from "./refund";

export type { SandboxDeps } from "./deps";
export { signSandboxMessage } from "./sign";
export { mountSandboxWallet } from "./wallet";

export function createSandboxGateway(deps: SandboxDeps): PaymentGateway {
  return {
    name: "sandbox",
    ...sandboxQrTrades(deps),
    ...sandboxRefundsInBooks(deps),
    ...sandboxNotifications(deps),
  };
}
