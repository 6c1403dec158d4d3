/**
 * The sandbox's fake WeixinJSBridge (decision 039), loaded only for a sandbox payment in WeChat's
 * browser: no real WeChat can pay a sandbox trade, so it takes the real bridge's place. Its sheet
 * shows what WeChat's would (merchant, amount) and pays through the sandbox's bridge endpoint, which
 * checks paySign as WeChat's client does; its answers are WeChat's err_msg.
 */
import type { BridgePayParams } from "#contract/buying";
import { formatPrice } from "~/utils/money";
import { bridgeWindow, type BridgeAnswer } from "./weixin-bridge";

const BRIDGE = "/shopping/payment/sandbox/bridge";

export function installSandboxBridge(): void {
  bridgeWindow().WeixinJSBridge = {
    invoke: (name, params, callback) => {
      if (name !== "getBrandWCPayRequest") return callback({ err_msg: `${name}:fail` });
      void showSheet(params).then(callback, () =>
        callback({ err_msg: "get_brand_wcpay_request:fail" }),
      );
    },
  };
  document.dispatchEvent(new Event("WeixinJSBridgeReady"));
}

async function showSheet(params: BridgePayParams): Promise<BridgeAnswer> {
  const prepayId = params.package.replace(/^prepay_id=/, "");
  const trade = (await (await fetch(`${BRIDGE}/${encodeURIComponent(prepayId)}`)).json()) as {
    merchant?: string;
    amountCents?: number;
  };
  const sheet = document.createElement("dialog");
  sheet.className =
    "m-0 mt-auto w-full max-w-none rounded-t-2xl bg-white p-5 text-center text-ink backdrop:bg-black/50";
  sheet.dataset.testid = "sandbox-bridge";
  sheet.setAttribute("aria-label", "微信支付 · WeChat Pay");
  const line = (text: string, className: string) => {
    const p = document.createElement("p");
    p.className = className;
    p.textContent = text;
    sheet.append(p);
  };
  line("微信支付 · WeChat Pay · 沙盒钱包 · Sandbox Wallet", "text-sm font-semibold text-[#07c160]");
  line(trade.merchant ?? "", "mt-3 text-sm text-ink-soft");
  line(formatPrice(trade.amountCents ?? 0), "mt-1 text-3xl font-semibold tabular-nums");
  const choose = (label: string, action: "pay" | "cancel", className: string) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = `${className} mt-3 w-full`;
    button.textContent = label;
    button.value = action;
    sheet.append(button);
  };
  choose("确认付款 · Pay", "pay", "btn-primary");
  choose("取消 · Cancel", "cancel", "btn-secondary");
  document.body.append(sheet);
  sheet.showModal();
  const action = await new Promise<"pay" | "cancel">((resolve) => {
    sheet.addEventListener("click", (event) => {
      const value = (event.target as HTMLElement).closest("button")?.value;
      if (value === "pay" || value === "cancel") resolve(value);
    });
    sheet.addEventListener("cancel", () => resolve("cancel"));
  });
  try {
    const answer = await fetch(BRIDGE, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...params, action }),
    });
    return (await answer.json()) as BridgeAnswer;
  } finally {
    sheet.remove();
  }
}
