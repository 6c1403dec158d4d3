/**
 * Resale offers beside the shop's own on the wine page (decision 037): each with its price, the
 * bottles left, the least one may buy and the shop's condition grade, and its own add-to-cart form.
 * Without JavaScript the form posts to the wine's route and comes back with a toast; with it a
 * fetcher sends it and the page stays put.
 */
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import type { ResaleOffer } from "#contract/resale-offers";
import { AuthenticityTokenInput } from "~/components/form-security";
import { formatPrice } from "~/utils/money";

export function ResaleOffers({
  goodsId,
  offers,
  loggedIn,
}: {
  goodsId: number;
  offers: ResaleOffer[];
  loggedIn: boolean;
}) {
  const { t } = useTranslation("buyResale");
  return (
    <section
      id="resale-offers"
      aria-labelledby="resale-offers-title"
      className="mt-4 scroll-mt-20 rounded-2xl bg-white p-4 ring-1 ring-line"
      data-testid="resale-offers"
    >
      <h2 id="resale-offers-title" className="font-semibold">
        {t("resaleOffer.title")}
      </h2>
      <p className="mt-0.5 text-xs text-ink-faint">{t("resaleOffer.intro")}</p>
      <ul className="mt-2 divide-y divide-line">
        {offers.map((offer) => (
          <Offer key={offer.itemId} goodsId={goodsId} offer={offer} loggedIn={loggedIn} />
        ))}
      </ul>
    </section>
  );
}

function Offer({
  goodsId,
  offer,
  loggedIn,
}: {
  goodsId: number;
  offer: ResaleOffer;
  loggedIn: boolean;
}) {
  const { t } = useTranslation("buyResale");
  const hydrated = useHydrated();
  const fetcher = useFetcher({ key: `resale-offer-${offer.itemId}` });
  const busy = fetcher.state !== "idle";
  const boxId = `resale-qty-${offer.itemId}`;
  return (
    <li className="py-3" data-testid="resale-offer" data-code={offer.code}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="text-sm font-medium">
          {t("resaleOffer.code", { code: offer.code })}
          <span className="ml-2 rounded bg-gold-light px-1.5 py-0.5 text-xs ring-1 ring-gold">
            {t(`resaleMark.grade.${offer.grade}`)}
          </span>
        </p>
        <p className="price-now" data-testid="resale-price">
          {t("resaleOffer.price", { price: formatPrice(offer.priceCents) })}
        </p>
      </div>
      <p className="mt-1 text-xs text-ink-soft">
        <span data-testid="resale-left">{t("resaleOffer.left", { count: offer.left })}</span>
        {" · "}
        <span data-testid="resale-minimum">
          {t("resaleOffer.minimum", { count: offer.minQuantity })}
        </span>
      </p>
      <fetcher.Form
        method="post"
        action={`/goods/${goodsId}`}
        className="mt-2 flex items-center gap-2"
        data-testid="resale-add-form"
      >
        {loggedIn ? <AuthenticityTokenInput /> : null}
        {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
        <input type="hidden" name="intent" value="resaleCart" />
        <input type="hidden" name="itemId" value={offer.itemId} />
        <label htmlFor={boxId} className="sr-only">
          {t("resaleOffer.quantityOf", { code: offer.code })}
        </label>
        <span aria-hidden="true" className="text-sm text-ink-soft">
          {t("resaleOffer.quantity")}
        </span>
        <input
          id={boxId}
          name="qty"
          type="number"
          inputMode="numeric"
          min={1}
          max={offer.left}
          defaultValue={offer.minQuantity}
          className="h-11 w-16 rounded-lg border border-line text-center text-base"
          data-testid="resale-quantity"
        />
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className="btn-secondary h-11 flex-1 whitespace-nowrap px-3"
          data-testid="resale-add"
        >
          {busy ? t("resaleOffer.adding") : t("resaleOffer.add")}
        </button>
      </fetcher.Form>
    </li>
  );
}
