/**
 * WeChat's browser's own bridge (WeixinJSBridge) and its JSAPI payment, getBrandWCPayRequest
 * (decision 039). WeChat makes the bridge after the page loads and says so with
 * WeixinJSBridgeReady. Its answer is never trusted on its own: "ok" means "go and check", and
 * "cancel" also follows a failed signature, so it is not told as "you cancelled".
 */
import type { BridgePayParams } from "#contract/buying";

export interface BridgeAnswer {
  err_msg?: string;
}

export interface WeixinJSBridge {
  invoke(
    name: "getBrandWCPayRequest",
    params: BridgePayParams,
    callback: (answer: BridgeAnswer) => void,
  ): void;
}

/** WeChat's global (weixin-js-sdk types it as any). */
export const bridgeWindow = () => window as unknown as { WeixinJSBridge?: WeixinJSBridge };

/** How long a page waits for WeChat to make its bridge before it offers the QR code. */
const BRIDGE_WAIT_MS = 3_000;

export function weixinBridge(waitMs = BRIDGE_WAIT_MS): Promise<WeixinJSBridge | null> {
  const made = bridgeWindow().WeixinJSBridge;
  if (made) return Promise.resolve(made);
  return new Promise((resolve) => {
    const ready = () => {
      clearTimeout(timer);
      resolve(bridgeWindow().WeixinJSBridge ?? null);
    };
    const timer = setTimeout(() => {
      document.removeEventListener("WeixinJSBridgeReady", ready);
      resolve(bridgeWindow().WeixinJSBridge ?? null);
    }, waitMs);
    document.addEventListener("WeixinJSBridgeReady", ready, { once: true });
  });
}

/** "sent": WeChat says paid, the shop checks; "not-confirmed": cancel or fail, the shop checks too. */
export type BridgeOutcome = "sent" | "not-confirmed" | "unavailable";

export async function payThroughBridge(params: BridgePayParams): Promise<BridgeOutcome> {
  const bridge = await weixinBridge();
  if (!bridge) return "unavailable";
  return new Promise((resolve) =>
    bridge.invoke("getBrandWCPayRequest", params, (answer) =>
      resolve(answer?.err_msg === "get_brand_wcpay_request:ok" ? "sent" : "not-confirmed"),
    ),
  );
}
