/** Where the order goes: the recipient, their phone and the address. */
import { useTranslation } from "react-i18next";
import type { OrderView } from "#contract/buying";

export function AddressCard({ address: a }: { address: OrderView["address"] }) {
  const { t } = useTranslation("payment");
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-line" aria-labelledby="address-title">
      <h2 id="address-title" className="font-semibold">
        {t("order.address")}
      </h2>
      <p className="mt-2 text-sm font-medium">
        {a.recipient} <span className="font-normal text-ink-soft">{a.phone}</span>
      </p>
      <p className="mt-0.5 text-sm text-ink-soft" data-testid="order-address">
        {a.province} {a.city} {a.district} {a.detail}
        {a.postalCode ? ` (${a.postalCode})` : ""}
      </p>
    </section>
  );
}
