/**
 * Merchandise detail (/goods/{id}). Everything works without JavaScript:
 * the delivery city is a GET form on this page; the buy panel posts to this
 * route (add to cart, buy now) for a logged-in shopper and leads a visitor
 * to /login, carrying the chosen quantity along; on a sold-out wine, 到货通知
 * posts here too.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormSecurity } from "~/components/form-security";
import { catalogCalls } from "~/features/catalog/calls.server";
import { goodsName } from "~/features/catalog/goods-name";
import { Attributes } from "~/features/catalog/wine-page/attributes";
import { BuyPanel } from "~/features/catalog/wine-page/buy-panel";
import { buyAction } from "~/features/catalog/wine-page/buy.server";
import { DeliveryEstimate } from "~/features/catalog/wine-page/delivery-estimate";
import { Description } from "~/features/catalog/wine-page/description";
import { Gallery } from "~/features/catalog/wine-page/gallery";
import { PriceCard } from "~/features/catalog/wine-page/price-card";
import { Reviews } from "~/features/catalog/wine-page/reviews";
import { ShopPromises } from "~/features/catalog/wine-page/shop-promises";
import { WineHeading } from "~/features/catalog/wine-page/wine-heading";
import { WineryLine } from "~/features/catalog/wine-page/winery-line";
import { CustomerServiceCard, SERVICE_ANCHOR } from "~/features/shop/customer-service";
import { COLLECT_INTENTS, collectAction } from "~/features/favorites/collect.server";
import { provenanceCalls } from "~/features/provenance/calls.server";
import { checkOnServer } from "~/features/provenance/check.server";
import { WineLotCard } from "~/features/provenance/lot-card-later";
import { resaleOfferCalls } from "~/features/resale/offer-calls.server";
import { RESALE_CART_INTENT, resaleCartAction } from "~/features/resale/offer-cart.server";
import { WineResaleOffers } from "~/features/resale/offers-later";
import { RestockCard } from "~/features/restock/restock-card";
import { RESTOCK_INTENTS, restockAction } from "~/features/restock/restock.server";
import { unwrap } from "~/service/client.server";
import { formSecurity } from "~/utils/csrf.server";
import { readForm } from "~/utils/form.server";
import { normalizeQuantity } from "~/utils/quantity";
import { useRootData } from "~/utils/use-root-data";

function goodsIdOf(param: string | undefined): number {
  const id = Number(param);
  if (
    !/^\d{1,10}$/.test(param ?? "") ||
    !Number.isSafeInteger(id) ||
    id < 1 ||
    id > 2_147_483_647
  ) {
    throw new Response("Not found", { status: 404 });
  }
  return id;
}

export const handle = { i18n: ["catalog", "provenance", "buyResale"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = goodsIdOf(params.id);
  const api = context.api;
  const url = new URL(request.url);
  const reviewsFrom = url.searchParams.get("reviews");
  const fromCursor = reviewsFrom && /^\d{1,10}$/.test(reviewsFrom) ? reviewsFrom : null;
  // The wine comes with its first page of reviews; a later page (no JavaScript) is its own call.
  const [detail, laterReviews, wineLot, resale] = await Promise.all([
    catalogCalls.detail(api, id),
    fromCursor ? catalogCalls.reviews(api, id, fromCursor) : null,
    provenanceCalls.wineLot(api, id),
    resaleOfferCalls.offers(api, id),
  ]);
  const { reviews: firstReviews, ...goods } = await unwrap(detail, api, request);
  const reviews = laterReviews ? await unwrap(laterReviews, api, request) : firstReviews;
  const max = goods.stock > 0 ? goods.stock : undefined;
  const step = Number(url.searchParams.get("step"));
  const quantity = normalizeQuantity(
    normalizeQuantity(url.searchParams.get("qty"), max) + (step === 1 || step === -1 ? step : 0),
    max,
  );
  const cityCode = url.searchParams.get("city");
  const city = goods.deliveryCities.find((c) => c.code === cityCode) ?? goods.deliveryCities[0];
  // The lot's history is the page's extra: a failed call leaves it out, not the wine.
  const lot = wineLot.ok ? wineLot.data.lot : null;
  const provenance = wineLot.ok ? await checkOnServer(wineLot.data.chain) : null;
  // Other buyers' bottles are an extra beside the shop's offer: a failed call leaves them out.
  const resaleOffers = resale.ok ? resale.data.offers : [];
  const base = {
    goods,
    reviews,
    lot,
    provenance,
    resaleOffers,
    fromCursor,
    lang: api.lang,
    quantity,
    city,
    loggedIn: api.token !== null,
  };
  // Only a logged-in shopper posts here; a visitor's page sets no cookie, so the page cache keeps
  // it.
  if (!base.loggedIn) return data({ ...base, csrf: null });
  const security = await formSecurity(request);
  return data({ ...base, csrf: security.csrf as string | null }, { headers: security.headers });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const goodsId = goodsIdOf(params.id);
  const formData = await readForm(request, context.lang);
  const intent = String(formData.get("intent"));
  if (COLLECT_INTENTS.has(intent)) return collectAction(formData, request, context, goodsId);
  if (RESTOCK_INTENTS.has(intent)) return restockAction(formData, request, context, goodsId);
  if (intent === RESALE_CART_INTENT) return resaleCartAction(formData, request, context, goodsId);
  return buyAction(formData, request, context, goodsId);
}

export default function GoodsDetail() {
  const {
    goods,
    reviews,
    fromCursor,
    lang,
    quantity,
    city,
    loggedIn,
    csrf,
    lot,
    provenance,
    resaleOffers,
  } = useLoaderData<typeof loader>();
  const { pointsName } = useRootData();
  const name = goodsName(goods, lang);

  return (
    <article
      className="mx-auto max-w-6xl pb-28 pc:grid pc:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] pc:gap-10 pc:px-6 pc:pb-10 pc:pt-8"
      data-testid="goods-detail"
    >
      <Gallery pictures={goods.pictures} name={name} lang={lang} />

      <div className="px-4 pt-4 pc:px-0 pc:pt-0">
        <WineHeading goods={goods} name={name} lang={lang} csrf={csrf} />
        <WineryLine goods={goods} />
        <PriceCard goods={goods} lang={lang} />
        <DeliveryEstimate cities={goods.deliveryCities} city={city} quantity={quantity} />
        {goods.stock === 0 ? (
          <RestockCard
            goodsId={goods.id}
            subscribed={goods.restockSubscribed === true}
            csrf={csrf}
          />
        ) : null}
        <FormSecurity csrf={csrf ?? ""}>
          <BuyPanel
            goodsId={goods.id}
            stock={goods.stock}
            quantity={quantity}
            cityCode={city.code}
            loggedIn={loggedIn && csrf !== null}
            pointsPrice={goods.pointsPrice}
            pointsBalance={goods.pointsBalance}
          />
          <WineResaleOffers
            goodsId={goods.id}
            offers={resaleOffers}
            loggedIn={loggedIn && csrf !== null}
          />
        </FormSecurity>
      </div>

      {/* On desktops the details sit under both columns: notes beside reviews, then the
          parameters and the shop's promises across. */}
      <div className="flex flex-col gap-4 px-4 pt-6 pc:col-span-2 pc:grid pc:grid-cols-2 pc:items-start pc:gap-x-8 pc:gap-y-6 pc:px-0 pc:pt-0">
        <Description goods={goods} />
        <Attributes attributes={goods.attributes} />
        <Reviews goodsId={goods.id} page={reviews} fromCursor={fromCursor} />
        <WineLotCard lot={lot} history={provenance} lang={lang} />
        <ShopPromises
          member={
            loggedIn && csrf !== null && goods.pointsBalance !== null
              ? { balance: goods.pointsBalance, csrf }
              : null
          }
          pointsName={pointsName}
        />
        {/* The bottom bar's 客服 (phones) leads here: the hotline, the hours, WeChat. */}
        <CustomerServiceCard id={SERVICE_ANCHOR} className="pc:col-span-2" />
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
