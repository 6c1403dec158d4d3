/** Small marks for the two wallets (decorative: the wallet's name is always beside them). */
import type { PayMethod } from "#contract/buying";

export function WalletIcon({ method, size = 28 }: { method: PayMethod; size?: number }) {
  if (method === "alipay") {
    return (
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#1677ff" />
        <path
          d="M9 10.5h14M16 7.5v6M10.5 14h11c-1.4 5.2-5.6 9.2-12 10.5M14 18c3 1.8 6.6 3.6 9.5 4.5"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
      </svg>
    );
  }
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#07a651" />
      <ellipse cx="13.5" cy="13.5" rx="7" ry="5.8" fill="#fff" />
      <ellipse cx="19.5" cy="18.5" rx="6" ry="5" fill="#fff" stroke="#07a651" strokeWidth="1.4" />
      <circle cx="11" cy="12.5" r="1" fill="#07a651" />
      <circle cx="16" cy="12.5" r="1" fill="#07a651" />
      <circle cx="17.6" cy="18" r="0.9" fill="#07a651" />
      <circle cx="21.4" cy="18" r="0.9" fill="#07a651" />
    </svg>
  );
}
