/** On /login and /register: what will be done right after, and the form field that asks for it. */
import { useTranslation } from "react-i18next";
import type { PendingBuyView } from "./pending-buy.server";

export function PendingBuyField({ wish }: { wish: PendingBuyView | null }) {
  return wish ? <input type="hidden" name="pendingBuy" value={wish.id} /> : null;
}

export function PendingBuyNote({ wish }: { wish: PendingBuyView | null }) {
  const { t } = useTranslation("account");
  if (!wish) return null;
  const key = wish.intent === "buy" ? "auth.pendingBuy" : "auth.pendingCart";
  return (
    <p
      className="mt-3 rounded-lg bg-wine-light px-3 py-2 text-sm text-wine-dark"
      role="note"
      data-testid="pending-buy"
    >
      {t(key, { count: wish.quantity, name: wish.name ?? t("auth.pendingWine") })}
    </p>
  );
}
