/**
 * Merchandise detail (/goods/{id}). Everything works without JavaScript:
 * the delivery city is a GET form on this page; the buy panel posts to this
 * route (add to cart, buy now) for a logged-in shopper and leads a visitor
 * to /login, carrying the chosen quantity along.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useSubmit } from "@remix-run/react";
import { useRootData } from "~/utils/use-root-data";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormSecurity } from "~/components/form-security";
import { LazyImage } from "~/components/lazy-image";
import { Price } from "~/features/catalog/price";
import { catalogCalls } from "~/features/catalog/calls.server";
import { unwrap } from "~/service/client.server";
import { goodsName } from "~/features/catalog/goods-name";
import { pictureSrc } from "~/features/catalog/picture";
import { GIFT_FORM_PATH } from "~/features/points/paths";
import { formSecurity } from "~/utils/csrf.server";
import { normalizeQuantity } from "~/utils/quantity";
import { BuyPanel } from "./buy-panel";
import { Reviews } from "./reviews";
import { buyAction } from "./buy.server";
import { COLLECT_INTENTS, collectAction } from "~/features/favorites/collect.server";
import { readForm } from "~/utils/form.server";
import { CollectButton } from "~/features/favorites/collect-button";

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

export const handle = { i18n: ["catalog"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = goodsIdOf(params.id);
  const api = context.api;
  const url = new URL(request.url);
  const reviewsFrom = url.searchParams.get("reviews");
  const fromCursor = reviewsFrom && /^\d{1,10}$/.test(reviewsFrom) ? reviewsFrom : null;
  // The wine comes with its first page of reviews; a later page (no JavaScript) is its own call.
  const [detail, laterReviews] = await Promise.all([
    catalogCalls.detail(api, id),
    fromCursor ? catalogCalls.reviews(api, id, fromCursor) : null,
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
  const base = {
    goods,
    reviews,
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
  return COLLECT_INTENTS.has(String(formData.get("intent")))
    ? collectAction(formData, request, context, goodsId)
    : buyAction(formData, request, context, goodsId);
}

export default function GoodsDetail() {
  const { goods, reviews, fromCursor, lang, quantity, city, loggedIn, csrf } =
    useLoaderData<typeof loader>();
  const { pointsName } = useRootData();
  const { t } = useTranslation("catalog");
  const submit = useSubmit();
  const name = goodsName(goods, lang);
  const pictures = goods.pictures.slice(0, 2).filter(Boolean);

  return (
    <article
      className="mx-auto max-w-6xl pb-28 pc:grid pc:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] pc:gap-10 pc:px-6 pc:pb-10 pc:pt-8"
      data-testid="goods-detail"
    >
      {/* Focusable, so the pictures can be scrolled from a keyboard too. */}
      <div
        tabIndex={0}
        role="region"
        aria-label={t("detail.pictures")}
        className="flex snap-x snap-mandatory overflow-x-auto bg-white pc:grid pc:h-fit pc:grid-cols-2 pc:gap-3 pc:overflow-visible pc:rounded-2xl pc:p-3 pc:ring-1 pc:ring-line"
      >
        {pictures.map((src, i) => (
          <div key={src} className="relative aspect-[3/4] w-full shrink-0 snap-center pc:w-auto">
            <LazyImage
              src={pictureSrc(src, lang)}
              alt={t(i === 0 ? "detail.pictureAlt" : "detail.labelAlt", { name })}
              width={600}
              height={800}
              eager={i === 0}
              className="h-full w-full object-contain"
              failedText={t("detail.pictureFailed")}
            />
            {/* Each picture carries its own position, so it is right after a swipe without JavaScript. */}
            {pictures.length > 1 ? (
              <span
                className="absolute bottom-3 right-3 rounded-full bg-ink/60 px-2.5 py-0.5 text-xs tabular-nums text-white pc:hidden"
                data-testid="picture-position"
              >
                {t("detail.picturePosition", { n: i + 1, total: pictures.length })}
              </span>
            ) : null}
          </div>
        ))}
      </div>

      <div className="px-4 pt-4 pc:px-0 pc:pt-0">
        {goods.promotion ? (
          <p className="mb-2 inline-block rounded bg-wine px-2 py-0.5 text-xs font-medium text-white">
            {goods.promotion}
          </p>
        ) : null}
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-xl font-semibold leading-snug pc:text-2xl" data-testid="goods-title">
            {name}
          </h1>
          <CollectButton
            goodsId={goods.id}
            collected={goods.collected === true}
            name={name}
            back={`/goods/${goods.id}`}
            variant="page"
            csrf={csrf}
          />
        </div>
        {/* The name in the other language a buyer may know it by (the label, a receipt). */}
        {lang === "ch" ? (
          <p className="mt-1 text-sm text-ink-faint" lang="en" data-testid="goods-other-name">
            {goods.spuNameEn}
          </p>
        ) : (
          <p className="mt-1 text-sm text-ink-faint" lang="zh-CN" data-testid="goods-other-name">
            {goods.spuName}
          </p>
        )}
        <p className="mt-2 text-sm text-ink-soft">
          <Link
            to={`/chateauList/${goods.wineryId}`}
            className="text-wine underline underline-offset-2"
          >
            {goods.wineryName}
          </Link>
          {" · "}
          {goods.countryName} · {goods.areaName} · {goods.vintage ?? t("common.nv")}
        </p>

        <div className="mt-4 rounded-xl bg-white p-4 ring-1 ring-line">
          <Price
            cents={goods.priceCents}
            marketCents={goods.marketPriceCents}
            discount={goods.discount}
            lang={lang}
            size="lg"
          />
          <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-xs text-ink-soft">
            <div>
              <dt>{t("detail.critic")}</dt>
              <dd className="mt-0.5 text-base font-semibold text-gold">{goods.score}</dd>
            </div>
            <div>
              <dt>{t("detail.rating")}</dt>
              <dd className="mt-0.5 text-base font-semibold text-ink" data-testid="rating">
                {goods.ratingCount > 0 ? (
                  <>
                    <Stars value={goods.ratingAvg} /> {goods.ratingAvg.toFixed(1)}
                  </>
                ) : (
                  "—"
                )}
              </dd>
            </div>
            <div>
              <dt>{t("detail.stock")}</dt>
              <dd className="mt-0.5 text-base font-semibold text-ink">
                {goods.stock === 0
                  ? t("common.soldOut")
                  : goods.stock < 10
                    ? t("common.lowStock", { count: goods.stock })
                    : t("common.inStock")}
              </dd>
            </div>
          </dl>
          <p className="mt-2 text-center text-xs text-ink-faint">
            {t("detail.sales", { count: goods.sales })}
          </p>
        </div>

        <Form
          method="get"
          className="mt-4 flex flex-wrap items-center gap-2 text-sm"
          preventScrollReset
          replace
        >
          <label htmlFor="city" className="text-ink-soft">
            {t("detail.deliverTo")}
          </label>
          <select
            id="city"
            name="city"
            defaultValue={city.code}
            onChange={(e) =>
              submit(e.currentTarget.form, { preventScrollReset: true, replace: true })
            }
            className="min-h-[44px] rounded-lg border border-line bg-white px-3"
          >
            {goods.deliveryCities.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          <input type="hidden" name="qty" value={quantity} />
          <noscript>
            <button type="submit" className="chip">
              {t("detail.changeCity")}
            </button>
          </noscript>
          <span className="text-ink-soft" data-testid="delivery-eta">
            {city.minDays === city.maxDays
              ? t("detail.deliveryEtaOne", { min: city.minDays })
              : t("detail.deliveryEta", { min: city.minDays, max: city.maxDays })}
          </span>
        </Form>

        <FormSecurity csrf={csrf ?? ""}>
          <BuyPanel
            goodsId={goods.id}
            stock={goods.stock}
            quantity={quantity}
            cityCode={city.code}
            loggedIn={loggedIn && csrf !== null}
            pointsPrice={goods.pointsPrice}
          />
        </FormSecurity>
      </div>

      {/* On desktops the details sit under both columns: notes beside reviews, then the
          parameters and the shop's promises across. */}
      <div className="flex flex-col gap-4 px-4 pt-6 pc:col-span-2 pc:grid pc:grid-cols-2 pc:items-start pc:gap-x-8 pc:gap-y-6 pc:px-0 pc:pt-0">
        <section className="rounded-xl bg-white p-4 ring-1 ring-line">
          <h2 className="font-semibold">{t("detail.description")}</h2>
          <p className="mt-2 leading-relaxed text-ink-soft" data-testid="description">
            {goods.description}
          </p>
          {goods.grapes.length > 0 ? (
            <p className="mt-3 text-sm">
              <span className="text-ink-faint">{t("detail.grapesLabel")}</span>
              {goods.grapes.map((g) => g.name).join(" · ")}
            </p>
          ) : null}
        </section>

        <section
          className="rounded-xl bg-white p-4 ring-1 ring-line pc:col-span-2 pc:row-start-2"
          aria-labelledby="attributes"
        >
          <h2 id="attributes" className="font-semibold">
            {t("detail.attributes")}
          </h2>
          <dl className="mt-2 grid text-sm pc:grid-cols-2 pc:gap-x-8" data-testid="attributes">
            {goods.attributes.map((a) => (
              <div key={a.key} className="flex gap-3 border-t border-line py-2">
                <dt className="w-28 shrink-0 text-ink-faint">{t(`attr.${a.key}`)}</dt>
                <dd className="min-w-0 text-ink">{a.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <Reviews goodsId={goods.id} page={reviews} fromCursor={fromCursor} />

        <section className="grid gap-3 pc:col-span-2 pc:grid-cols-3">
          <InfoCard title={t("detail.paymentMethods")}>{t("detail.paymentMethodsText")}</InfoCard>
          <InfoCard title={t("detail.traceability")}>{t("detail.traceabilityText")}</InfoCard>
          <InfoCard title={pointsName ?? t("detail.pointsPanel")}>
            {loggedIn ? (
              <>
                {t("detail.pointsPanelTextMember", { name: pointsName ?? t("detail.pointsPanel") })}{" "}
                <Link
                  to={GIFT_FORM_PATH}
                  className="inline-flex min-h-[44px] items-center text-wine underline-offset-2 hover:underline"
                  data-testid="points-gift-link"
                >
                  {t("detail.pointsGift")}
                </Link>
              </>
            ) : (
              t("detail.pointsPanelText")
            )}
          </InfoCard>
        </section>
      </div>
    </article>
  );
}

function InfoCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl bg-white p-4 text-sm ring-1 ring-line">
      <h2 className="font-semibold text-ink">{title}</h2>
      <p className="mt-1 text-ink-soft">{children}</p>
    </div>
  );
}

function Stars({ value }: { value: number }) {
  const full = Math.round(value);
  return (
    <span className="text-gold" aria-hidden="true">
      {"★".repeat(full)}
      <span className="text-line">{"★".repeat(5 - full)}</span>
    </span>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
