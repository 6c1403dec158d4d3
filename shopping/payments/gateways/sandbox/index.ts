/**
 * The sandbox gateway: a stand-in for WeChat Pay / Alipay that behaves like
 * one. It keeps its own books (books.ts), shows a wallet page where the
 * "buyer" pays or declines (wallet.ts), and tells the shop through a signed
 * notification posted to notify_url, retried like a real gateway would
 * (deliver.ts), so the shop's notification path is exercised for real. No
 * money moves.
 */
import type { Router } from "express";
import type { PaymentGateway } from "../types";
import type { SandboxDeps } from "./deps";
import { sandboxNotifications } from "./notify";
import { sandboxQrTrades } from "./precreate";
import { mountSandboxBridge } from "./bridge";
import { mountSandboxOauth } from "./oauth";
import { mountPhoneWallets } from "./phone-wallet";
import { sandboxRefundsInBooks } from "./refund";
import { mountQrWallet } from "./wallet";

export type { SandboxDeps } from "./deps";
export { signSandboxMessage } from "./sign";

/**
 * The sandbox's wallet pages: the QR code's, those opened on the phone itself, and in WeChat's
 * browser its silent OAuth and what its fake bridge pays through.
 */
export function mountSandboxWallet(router: Router, deps: SandboxDeps): void {
  mountQrWallet(router, deps);
  mountPhoneWallets(router, deps);
  mountSandboxOauth(router, deps);
  mountSandboxBridge(router, deps);
}

export function createSandboxGateway(deps: SandboxDeps): PaymentGateway {
  return {
    name: "sandbox",
    ...sandboxQrTrades(deps),
    ...sandboxRefundsInBooks(deps),
    ...sandboxNotifications(deps),
  };
}
