/**
 * Checkout's address: the chosen one (default first), the list to choose from, the way to add one.
 */
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Address } from "#contract/accounts";
import { hrefWith } from "./href";
import type { loader } from "./route";

function AddressText({ address }: { address: Address }) {
  const { t } = useTranslation("cart");
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-3 font-medium text-ink">
        <span>{address.recipient}</span>
        <span className="text-ink-soft">{address.phone}</span>
        {address.isDefault ? (
          <span className="rounded bg-wine px-1.5 text-xs font-normal text-white">
            {t("checkout.defaultAddress")}
          </span>
        ) : null}
      </p>
      <p className="mt-1 text-sm leading-relaxed text-ink-soft">
        {address.province} {address.city} {address.district} {address.detail}
        {address.postalCode ? ` (${address.postalCode})` : ""}
      </p>
    </>
  );
}

const PIN = (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    aria-hidden="true"
    className="mt-0.5 shrink-0 text-wine"
  >
    <path
      d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z"
      strokeLinejoin="round"
    />
    <circle cx="12" cy="10" r="2.3" />
  </svg>
);

export function AddressCard() {
  const { address, addresses } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const { t } = useTranslation("cart");
  return (
    <section
      aria-labelledby="address-title"
      className="relative overflow-hidden rounded-2xl bg-white p-4 ring-1 ring-line"
      data-testid="checkout-address"
    >
      <div className="flex items-center justify-between">
        <h2 id="address-title" className="font-semibold">
          {t("checkout.address")}
        </h2>
        {addresses.length > 0 ? (
          <Link
            to={hrefWith(search, { chooseAddress: 1 })}
            className="inline-flex min-h-[44px] min-w-[44px] items-center justify-center px-1 text-sm text-wine"
            data-testid="change-address"
          >
            {t("checkout.changeAddress")} ›
          </Link>
        ) : null}
      </div>
      {address ? (
        <div className="mt-1 flex gap-3" data-testid="chosen-address">
          {PIN}
          <div className="min-w-0">
            <AddressText address={address} />
          </div>
        </div>
      ) : (
        <div className="mt-2 flex flex-col items-start gap-3" data-testid="no-address">
          <p className="text-sm text-ink-soft">{t("checkout.noAddress")}</p>
          <Link
            to={hrefWith(search, { newAddress: 1 })}
            className="btn-secondary"
            data-testid="add-address"
          >
            + {t("checkout.addAddress")}
          </Link>
        </div>
      )}
      {/* The airmail edge of a delivery label: decorative. */}
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-[3px] bg-[repeating-linear-gradient(135deg,#7b1e3a_0_10px,transparent_10px_16px,#a57a1f_16px_26px,transparent_26px_32px)] opacity-70"
      />
    </section>
  );
}

export function AddressChooser() {
  const { addresses, address } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const { t } = useTranslation("cart");
  const back = hrefWith(search, { chooseAddress: null });
  return (
    <section
      aria-labelledby="choose-title"
      className="rounded-2xl bg-white p-4 ring-1 ring-line"
      data-testid="address-chooser"
    >
      <h2 id="choose-title" className="mb-3 font-semibold">
        {t("checkout.chooseAddress")}
      </h2>
      <ul className="flex flex-col gap-3">
        {addresses.map((a) => {
          const current = a.id === address?.id;
          return (
            <li key={a.id}>
              <Link
                to={hrefWith(search, { chooseAddress: null, addressId: a.id })}
                aria-current={current ? "true" : undefined}
                className={`flex gap-3 rounded-xl p-3 ring-1 transition hover:bg-paper ${current ? "bg-wine-light/50 ring-2 ring-wine" : "ring-line"}`}
                data-testid="address-option"
              >
                <span
                  aria-hidden="true"
                  className={`mt-1 flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 ${current ? "border-wine" : "border-line"}`}
                >
                  {current ? <span className="h-2.5 w-2.5 rounded-full bg-wine" /> : null}
                </span>
                {/* A div: the address is paragraphs (a link may hold them, a span may not). */}
                <div className="min-w-0 flex-1">
                  <AddressText address={a} />
                </div>
                <span className="self-center text-sm text-wine">
                  {current ? t("checkout.chosen") : t("checkout.useThis")}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={hrefWith(search, { chooseAddress: null, newAddress: 1 })}
          className="btn-primary"
          data-testid="add-address"
        >
          + {t("checkout.addAddress")}
        </Link>
        <Link to={back} className="btn-secondary">
          {t("checkout.backToOrder")}
        </Link>
      </div>
    </section>
  );
}
