/**
 * Checkout's order: what stops it, the wines, points, the buyer's message and
 * the amounts. Every figure is the service's preview; none is computed here.
 */
import { Form, Link, useLoaderData, useSubmit } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { goodsName } from "~/features/catalog/goods-name";
import { ResaleLineMark } from "~/features/resale/cart-resale";
import { formatPrice } from "~/utils/money";
import { pictureSrc } from "~/features/catalog/picture";
import { useOptionalRootData } from "~/utils/use-root-data";
import type { loader } from "./route";

const MESSAGE_MAX = 200;

export function Problems() {
  const { preview, lang, source } = useLoaderData<typeof loader>();
  const { t } = useTranslation("cart");
  const nameOf = (goodsId: number | null) => {
    const line = preview.lines.find((l) => l.goodsId === goodsId);
    return line ? goodsName(line, lang) : "";
  };
  return (
    <section
      role="alert"
      className="rounded-2xl bg-wine-light p-4 text-wine ring-1 ring-wine/30"
      data-testid="checkout-problems"
    >
      <h2 className="font-semibold">{t("checkout.problemsTitle")}</h2>
      <ul className="mt-1 list-inside list-disc text-sm">
        {preview.problems.map((p, i) => (
          <li key={i} data-testid="problem" data-reason={p.reason}>
            {t(`checkout.problem.${p.reason}`, { name: nameOf(p.goodsId) })}
          </li>
        ))}
      </ul>
      <Link
        to={source.source === "cart" ? "/user/myCart" : `/goods/${source.goodsId}`}
        className="mt-3 inline-flex min-h-[44px] items-center text-sm font-medium underline underline-offset-2"
        data-testid="problems-back"
      >
        {t(source.source === "cart" ? "checkout.backToCart" : "checkout.backToWine")}
      </Link>
    </section>
  );
}

export function CheckoutLines() {
  const { preview, lang } = useLoaderData<typeof loader>();
  const { t } = useTranslation("cart");
  return (
    <section
      aria-labelledby="lines-title"
      className="rounded-2xl bg-white p-4 ring-1 ring-line"
      data-testid="checkout-lines"
    >
      <div className="flex items-baseline justify-between">
        <h2 id="lines-title" className="font-semibold">
          {t("checkout.goods")}
        </h2>
        <span className="text-sm text-ink-faint">
          {t("checkout.itemCount", { count: preview.amounts.quantity })}
        </span>
      </div>
      <ul className="mt-2 divide-y divide-line">
        {preview.lines.map((line) => {
          const name = goodsName(line, lang);
          return (
            <li
              key={`${line.goodsId}-${line.resale?.code ?? "shop"}`}
              className="flex gap-3 py-3"
              data-testid="checkout-line"
              data-goods-id={line.goodsId}
            >
              <img
                src={pictureSrc(line.picture, lang)}
                alt=""
                width={54}
                height={72}
                loading="lazy"
                decoding="async"
                className="h-[72px] w-[54px] shrink-0 rounded-md bg-paper object-contain"
              />
              <div className="flex min-w-0 flex-1 flex-col">
                <p
                  className="line-clamp-2 text-sm font-medium leading-snug"
                  data-testid="checkout-line-name"
                >
                  {name}
                </p>
                <p className="mt-0.5 text-xs text-ink-faint">
                  {line.vintage ?? t("cart.nv")} · {t("cart.capacity", { ml: line.capacityMl })}
                </p>
                {line.resale ? <ResaleLineMark resale={line.resale} /> : null}
                <div className="mt-auto flex items-end justify-between gap-2 pt-1 text-sm">
                  <span className="text-ink-soft">
                    {formatPrice(line.unitPriceCents)}
                    {line.marketPriceCents > line.unitPriceCents ? (
                      <s className="ml-1 text-xs text-ink-faint">
                        {formatPrice(line.marketPriceCents)}
                      </s>
                    ) : null}
                    <span className="ml-2" data-testid="checkout-line-quantity">
                      {t("checkout.quantityTimes", { count: line.quantity })}
                    </span>
                  </span>
                  <span className="font-semibold text-ink">{formatPrice(line.lineCents)}</span>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A GET form: without JavaScript "recalculate" reloads the page; with it, ticking the box does. */
/** A points purchase: what it takes of the balance; the goods and the freight are paid in points. */
export function PointsPurchaseBox() {
  const { preview } = useLoaderData<typeof loader>();
  const { t } = useTranslation("cart");
  const name = useOptionalRootData()?.pointsName || t("checkout.points");
  return (
    <section
      className="rounded-2xl bg-white p-4 ring-1 ring-line"
      aria-labelledby="points-purchase-title"
      data-testid="checkout-points-purchase"
    >
      <h2 id="points-purchase-title" className="font-semibold">
        {t("checkout.pointsPurchase", { name })}
      </h2>
      <p className="mt-1 text-sm text-ink-soft" data-testid="points-purchase-cost">
        {t("checkout.pointsPurchaseCost", {
          name,
          points: preview.amounts.pointsUsed,
          balance: preview.pointsBalance,
        })}
      </p>
    </section>
  );
}

export function PointsBox() {
  const { preview, usePoints, pointsOfferCents, key, source, address } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation("cart");
  const submit = useSubmit();
  const name = useOptionalRootData()?.pointsName || t("checkout.points");
  const none = preview.pointsUsable <= 0;
  return (
    <section
      aria-labelledby="points-title"
      className="rounded-2xl bg-white p-4 ring-1 ring-line"
      data-testid="checkout-points"
    >
      <h2 id="points-title" className="sr-only">
        {name}
      </h2>
      <Form
        method="get"
        replace
        preventScrollReset
        onChange={(e) => submit(e.currentTarget, { replace: true, preventScrollReset: true })}
        className="flex flex-wrap items-center gap-x-3 gap-y-1"
      >
        <input type="hidden" name="k" value={key} />
        {source.source === "buyNow" ? (
          <>
            <input type="hidden" name="goodsId" value={source.goodsId} />
            <input type="hidden" name="qty" value={source.quantity} />
          </>
        ) : null}
        {address ? <input type="hidden" name="addressId" value={address.id} /> : null}
        <label className="flex min-h-[44px] flex-1 items-center gap-3">
          <input
            type="checkbox"
            name="usePoints"
            value="1"
            defaultChecked={usePoints}
            key={String(usePoints)}
            disabled={none && !usePoints}
            className="h-5 w-5 shrink-0 accent-wine"
            data-testid="use-points"
          />
          <span>
            <span className="block font-medium">{t("checkout.usePoints", { name })}</span>
            <span className="block text-xs text-ink-faint" data-testid="points-offer">
              {none
                ? t("checkout.pointsNone", { name, balance: preview.pointsBalance })
                : t("checkout.pointsBalance", {
                    name,
                    balance: preview.pointsBalance,
                    usable: preview.pointsUsable,
                    money: formatPrice(pointsOfferCents),
                  })}
            </span>
          </span>
        </label>
        <noscript>
          <button type="submit" className="chip" data-testid="recalculate">
            {t("checkout.recalculate")}
          </button>
        </noscript>
      </Form>
    </section>
  );
}

export function MessageBox({ defaultValue }: { defaultValue: string }) {
  const { t } = useTranslation("cart");
  const [length, setLength] = useState(defaultValue.length);
  return (
    <section className="rounded-2xl bg-white p-4 ring-1 ring-line">
      <label htmlFor="buyerMessage" className="font-semibold">
        {t("checkout.message")}
      </label>
      <textarea
        id="buyerMessage"
        name="buyerMessage"
        form="order-form"
        maxLength={MESSAGE_MAX}
        rows={2}
        defaultValue={defaultValue}
        key={defaultValue}
        onInput={(e) => setLength(e.currentTarget.value.length)}
        placeholder={t("checkout.messagePlaceholder")}
        className="mt-2 block w-full resize-y rounded-lg border border-line bg-paper px-3 py-2 text-base placeholder:text-ink-faint focus:bg-white"
        data-testid="buyer-message"
      />
      <p className="mt-1 text-right text-xs text-ink-faint" aria-live="polite">
        {t("checkout.messageCount", { count: length })}
      </p>
    </section>
  );
}

export function Amounts() {
  const { preview } = useLoaderData<typeof loader>();
  const { t } = useTranslation("cart");
  const pointsName = useOptionalRootData()?.pointsName || t("checkout.points");
  const a = preview.amounts;
  const rule = preview.freightRule;
  return (
    <section
      aria-labelledby="amounts-title"
      className="rounded-2xl bg-white p-4 ring-1 ring-line pc:p-5"
      data-testid="checkout-amounts"
    >
      <h2 id="amounts-title" className="font-semibold">
        {t("checkout.amounts")}
      </h2>
      <dl className="mt-3 flex flex-col gap-2 text-sm">
        <Row label={t("checkout.goodsAmount")} testId="amount-goods">
          {a.discountCents > 0 ? (
            <s className="mr-2 text-xs text-ink-faint" data-testid="amount-original">
              {formatPrice(a.originalCents)}
            </s>
          ) : null}
          {formatPrice(a.goodsCents)}
        </Row>
        {a.discountCents > 0 ? (
          <Row label={t("checkout.discount")} testId="amount-discount" accent>
            -{formatPrice(a.discountCents)}
          </Row>
        ) : null}
        <Row
          label={t("checkout.freight")}
          testId="amount-freight"
          hint={t("checkout.freightRule", {
            free: formatPrice(rule.freeFromCents),
            flat: formatPrice(rule.flatCents),
          })}
        >
          {a.freightCents === 0 ? t("checkout.freeFreight") : formatPrice(a.freightCents)}
        </Row>
        {a.pointsCents > 0 ? (
          <Row
            label={t("checkout.pointsOffset", { name: pointsName })}
            testId="amount-points"
            hint={t("checkout.pointsUsed", { count: a.pointsUsed, name: pointsName })}
            accent
          >
            -{formatPrice(a.pointsCents)}
          </Row>
        ) : null}
      </dl>
      <div className="mt-3 flex items-baseline justify-between border-t border-line pt-3">
        <span className="font-medium">{t("checkout.total")}</span>
        <span className="text-2xl font-semibold text-wine" data-testid="order-total">
          {formatPrice(a.totalCents)}
        </span>
      </div>
    </section>
  );
}

function Row({
  label,
  hint,
  testId,
  accent,
  children,
}: {
  label: string;
  hint?: string;
  testId: string;
  accent?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-start justify-between gap-3" data-testid={testId}>
      <dt className="text-ink-soft">
        {label}
        {hint ? <span className="block text-xs text-ink-faint">{hint}</span> : null}
      </dt>
      <dd className={accent ? "text-wine" : "text-ink"}>{children}</dd>
    </div>
  );
}
