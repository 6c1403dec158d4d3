/** The payment's calls to /shopping. */
import type { PayMethod, PayPath } from "#contract/buying";
import type { ShoppingApi } from "~/service/client.server";

export const paymentCalls = {
  /**
   * starts (or renews, or reuses) the payment of an order with a method on a path; the phone path
   * returns from the wallet to `returnUrl` (the payment page)
   */
  pay: (api: ShoppingApi, orderId: number, method: PayMethod, path: PayPath, returnUrl?: string) =>
    api.post("/payment/payment/createPayment", { orderId, method, path, returnUrl }),
  /** the order's payment state; active asks the gateway too ("I have paid") */
  status: (api: ShoppingApi, orderId: number, active = false) =>
    api.get("/payment/payment/queryPayment", { orderId, active: active ? 1 : undefined }),
  /**
   * WeChat's browser: whether this session knows its payer, else the silent OAuth page that comes
   * back to `returnPath` with a code
   */
  payerOauth: (api: ShoppingApi, returnPath: string, state: string) =>
    api.post("/payment/payment/payerOauth", { returnPath, state }),
  /** the OAuth's code: the service keeps the payer it names with this session */
  payerOpenid: (api: ShoppingApi, code: string) =>
    api.post("/payment/payment/payerOpenid", { code }),
  /** waits up to about 8 s for the order's status to differ from `known` (a long poll) */
  wait: (api: ShoppingApi, orderId: number, known: string) =>
    api.longPoll("/payment/payment/waitPayment", { orderId, known }),
};
