/** On /login and /register: what will be done right after, and the form field that asks for it. */
import { useTranslation } from "react-i18next";
import type { WishView } from "./wish";

const NOTE_KEYS = {
  buy: "auth.pendingBuy",
  cart: "auth.pendingCart",
  collect: "auth.pendingCollect",
  restock: "auth.pendingRestock",
  resaleCart: "auth.pendingResaleCart",
} as const;

export function WishField({ wish }: { wish: WishView | null }) {
  return wish ? <input type="hidden" name="wish" value={wish.id} /> : null;
}

export function WishNote({ wish }: { wish: WishView | null }) {
  const { t } = useTranslation("account");
  if (!wish) return null;
  return (
    <p
      className="mt-3 rounded-lg bg-wine-light px-3 py-2 text-sm text-wine-dark"
      role="note"
      data-testid="pending-buy"
    >
      {t(NOTE_KEYS[wish.kind], { count: wish.quantity, name: wish.name ?? t("auth.pendingWine") })}
    </p>
  );
}
