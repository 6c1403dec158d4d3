/**
 * The sandbox wallet's pages: what a phone shows after scanning the QR code.
 * Plain HTML with inline CSS and a form, no script and nothing fetched from
 * elsewhere; every interpolated text goes through `escapeHtml`.
 */
import { beijingDateTime } from "../china-time";
import { centsToYuan } from "../money";

export interface WalletTrade {
  tradeNo: string;
  merchant: string;
  description: string;
  amountCents: number;
  expiresAt: Date;
}

export type WalletOutcome = "paid" | "closed" | "expired" | "declined";

/**
 * A wallet opened on the phone itself (Alipay's WAP pay, WeChat Pay's H5): its brand, the fields its
 * form keeps, and the shop's page it returns to.
 */
export interface PhoneWallet {
  wallet: "alipay" | "wechat";
  hidden: Record<string, string>;
  back: string;
}

const walletNames = { alipay: "支付宝 · Alipay", wechat: "微信支付 · WeChat Pay" } as const;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const outcomes: Record<
  WalletOutcome,
  { mark: string; tone: string; title: string; detail: string }
> = {
  paid: {
    mark: "✓",
    tone: "good",
    title: "支付成功 · Payment successful",
    detail: "商家已收到付款通知。The merchant has been notified.",
  },
  closed: {
    mark: "✕",
    tone: "dim",
    title: "交易已关闭 · Trade closed",
    detail: "该交易已关闭，无法支付。This trade is closed and can no longer be paid.",
  },
  expired: {
    mark: "⏱",
    tone: "dim",
    title: "交易已过期 · Trade expired",
    detail: "请回到商家页面重新发起支付。Go back to the shop to start a new payment.",
  },
  declined: {
    mark: "✕",
    tone: "bad",
    title: "已拒绝支付 · Payment declined",
    detail: "您已拒绝本次支付，订单仍未付款。You declined; the order stays unpaid.",
  },
};

export function payPage(trade: WalletTrade, phone?: PhoneWallet): string {
  const hidden = Object.entries(phone?.hidden ?? {})
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join("");
  return layout(
    "确认付款 · Confirm payment",
    `${tradeCard(trade)}
    <form method="post" class="actions">${hidden}
      <button class="pay" name="action" value="pay">支付 · Pay</button>
      <button class="decline" name="action" value="decline">拒绝 · Decline</button>
    </form>${phone ? backLink(phone.back, "返回商家 · Back to the shop") : ""}`,
    phone?.wallet,
  );
}

export function outcomePage(
  trade: WalletTrade,
  outcome: WalletOutcome,
  phone?: PhoneWallet,
): string {
  const { mark, tone, title, detail } = outcomes[outcome];
  return layout(
    title,
    `${result(mark, tone, title, detail)}${tradeCard(trade)}${phone ? backLink(phone.back, "完成，返回商家 · Done, back to the shop") : backToShop}`,
    phone?.wallet,
  );
}

/** A wallet page opened later than its link lives (WeChat Pay's h5_url: 5 minutes). */
export function linkExpiredPage(back: string | null): string {
  const title = "支付链接已失效 · Payment link expired";
  return layout(
    title,
    result("⏱", "dim", title, "请返回商家页面重新发起支付。Go back to the shop to pay again.") +
      (back ? backLink(back, "返回商家 · Back to the shop") : backToShop),
    "wechat",
  );
}

/** What WeChat Pay's H5 page says when it was opened without the shop's page as its referrer. */
export function noReferrerPage(): string {
  const title = "商家参数格式有误 · The merchant's request is not valid";
  return layout(
    title,
    result(
      "!",
      "bad",
      title,
      "请联系商家解决（缺少来源页 Referer）。The page came without a Referer.",
    ) + backToShop,
    "wechat",
  );
}

function backLink(href: string, label: string): string {
  return `<a class="back" href="${escapeHtml(href)}" data-testid="wallet-back">${escapeHtml(label)}</a>`;
}

/**
 * Every page that ends the wallet's part leads back to the shop: the shop serves the wallet under
 * its own /shopping mount (the QR code is the shop's address), so the shop is this host's root.
 */
const backToShop = `<a class="back" href="/" data-testid="wallet-back">返回商店 · Back to the shop</a>`;

export function notFoundPage(): string {
  const title = "找不到该交易 · Trade not found";
  return layout(
    title,
    result("?", "dim", title, "二维码可能有误或已失效。The QR code may be wrong or outdated.") +
      backToShop,
  );
}

export function invalidActionPage(): string {
  const title = "无效操作 · Invalid action";
  return layout(
    title,
    result("!", "bad", title, "请返回并点击“支付”或“拒绝”。Go back and press Pay or Decline.") +
      backToShop,
  );
}

function tradeCard(trade: WalletTrade): string {
  const initial = Array.from(trade.merchant)[0] ?? "?";
  return `<section class="card">
      <div class="avatar" aria-hidden="true">${escapeHtml(initial)}</div>
      <div class="merchant">${escapeHtml(trade.merchant)}</div>
      <div class="description">${escapeHtml(trade.description)}</div>
      <div class="amount"><span>¥</span>${escapeHtml(centsToYuan(trade.amountCents))}</div>
      <dl>
        <dt>交易号 Trade no.</dt><dd>${escapeHtml(trade.tradeNo)}</dd>
        <dt>有效期至 Pay before</dt><dd>${escapeHtml(beijingDateTime(trade.expiresAt))} (北京时间 Beijing time)</dd>
      </dl>
    </section>`;
}

function result(mark: string, tone: string, title: string, detail: string): string {
  return `<section class="result ${tone}">
      <div class="mark" aria-hidden="true">${escapeHtml(mark)}</div>
      <h1>${escapeHtml(title)}</h1>
      <p>${escapeHtml(detail)}</p>
    </section>`;
}

function layout(title: string, content: string, wallet?: PhoneWallet["wallet"]): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} - 沙盒钱包 Sandbox Wallet</title>
<style>${css}</style>
</head>
<body>
  <header class="bar${wallet ? ` ${wallet}` : ""}">${wallet ? `${walletNames[wallet]} · ` : ""}沙盒钱包 · Sandbox Wallet</header>
  <main>
    ${content}
    <p class="note">测试环境，不会真实扣款。Sandbox: no real money moves.</p>
  </main>
</body>
</html>
`;
}

const css = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#eef0f3;color:#1f2329;font:16px/1.5 -apple-system,BlinkMacSystemFont,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Segoe UI",Roboto,sans-serif}
.bar.alipay{background:#1677ff}.bar.wechat{background:#07c160}
.bar{position:sticky;top:0;padding:14px 16px;background:#2f3b52;color:#fff;text-align:center;font-weight:600;letter-spacing:.02em}
main{max-width:420px;margin:0 auto;padding:20px 16px 32px}
.card,.result{background:#fff;border-radius:16px;padding:24px 20px;box-shadow:0 1px 3px rgba(0,0,0,.08);text-align:center;margin-bottom:16px}
.avatar{width:56px;height:56px;margin:0 auto 10px;border-radius:50%;background:#7a1f3d;color:#fff;font-size:26px;line-height:56px}
.merchant{font-weight:600;font-size:18px}
.description{color:#646a73;font-size:14px;margin-top:4px;word-break:break-word}
.amount{font-size:40px;font-weight:700;margin:18px 0 6px;font-variant-numeric:tabular-nums}
.amount span{font-size:24px;margin-right:2px}
dl{margin:16px 0 0;padding-top:12px;border-top:1px solid #eef0f3;font-size:13px;color:#646a73;text-align:left;display:grid;grid-template-columns:auto 1fr;gap:4px 12px}
dt{white-space:nowrap}dd{margin:0;text-align:right;word-break:break-all}
.actions{display:grid;gap:12px}
button{width:100%;padding:16px;border-radius:12px;font:inherit;font-size:18px;font-weight:600;cursor:pointer}
.pay{background:#1aad5c;color:#fff;border:0}
.pay:active{background:#158f4c}
.decline{background:#fff;color:#c0392b;border:1px solid #e3c3bf}
.mark{width:64px;height:64px;margin:0 auto 12px;border-radius:50%;font-size:34px;line-height:64px;color:#fff;background:#8f959e}
.good .mark{background:#1aad5c}.bad .mark{background:#c0392b}
.result h1{font-size:20px;margin:0 0 6px}
.result p{margin:0;color:#646a73;font-size:14px}
.note{text-align:center;color:#8f959e;font-size:12px}
.back{display:block;margin:0 0 16px;padding:14px 16px;border-radius:12px;background:#fff;border:1px solid #d0d4da;color:#2f3b52;text-align:center;font-weight:600;text-decoration:none}
`;
