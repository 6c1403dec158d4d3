/** The mark of a payout account's kind (decorative: the kind's name is always beside it). */
import type { PayoutKind } from "#contract/payouts";
import { WalletIcon } from "~/features/payments/wallet-icon";

export function PayoutKindIcon({ kind, size = 32 }: { kind: PayoutKind; size?: number }) {
  if (kind !== "bank") return <WalletIcon method={kind} size={size} />;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#7b1e3a" />
      <rect x="6" y="9" width="20" height="14" rx="2.5" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M6 13.5h20" stroke="#fff" strokeWidth="2.4" />
      <path d="M10 19h5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
