/**
 * The sandbox's WeChat Pay sheet, shown by its fake clients (the fake WeixinJSBridge, the browser's
 * mini-program host) where WeChat's own would be: who is paid and how much, then "pay" or "cancel".
 * It pays through the sandbox's bridge endpoint, which checks paySign as WeChat's client does; the
 * answer is WeChat's err_msg (get_brand_wcpay_request:ok, :cancel or :fail).
 */
import type { BridgePayParams } from "#contract/buying";
import { formatPrice } from "~/utils/money";

const BRIDGE = "/shopping/payment/sandbox/bridge";

export interface SandboxPayAnswer {
  err_msg?: string;
}

export async function paySandboxTrade(params: BridgePayParams): Promise<SandboxPayAnswer> {
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
    return (await answer.json()) as SandboxPayAnswer;
  } finally {
    sheet.remove();
  }
}
