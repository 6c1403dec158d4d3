/**
 * Where the goods go back, once the shop agreed to a return: the shop's return address as the
 * operator set it, selectable as text, with a copy button (JavaScript) that copies all of it. Until
 * the operator sets one, the card says it is being arranged (and the page shows no shipment form).
 */
import { useTranslation } from "react-i18next";
import type { ReturnAddress } from "#contract/shop";
import { ReturnAddressText } from "~/features/aftersale/parcel-fields";

export function ReturnAddressCard({ address }: { address: ReturnAddress }) {
  const { t } = useTranslation("aftersale");
  return (
    <section
      className="rounded-2xl bg-white p-5 ring-1 ring-wine"
      aria-labelledby="return-address-title"
      data-testid="return-address"
    >
      <h2 id="return-address-title" className="font-semibold">
        {t("afterSale.returnAddress")}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t("afterSale.returnAddressIntro")}</p>
      <div className="mt-2">
        <ReturnAddressText address={address} testId="return-address" />
      </div>
    </section>
  );
}

/** An approved return while the shop has no return address yet: no address, an honest line. */
export function ReturnAddressPending() {
  const { t } = useTranslation("aftersale");
  return (
    <section
      className="rounded-2xl bg-white p-5 ring-1 ring-wine"
      aria-labelledby="return-address-title"
      data-testid="return-address-pending"
    >
      <h2 id="return-address-title" className="font-semibold">
        {t("afterSale.returnAddress")}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t("afterSale.returnAddressPending")}</p>
    </section>
  );
}
