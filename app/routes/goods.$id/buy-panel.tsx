/**
 * Quantity, add to cart, buy now and collect. The stepper is a GET form on
 * this page (so it works without JavaScript); with JavaScript the box keeps
 * digits only and 0 becomes 1 as the shopper types. A visitor who is not
 * logged in is asked to log in first and led to /login with the choice kept.
 */
import { Form, Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { normalizeQuantity, normalizeQuantityText } from "~/utils/quantity";

interface Props {
  goodsId: number;
  stock: number;
  quantity: number;
  cityCode: string;
}

export function BuyPanel({ goodsId, stock, quantity, cityCode }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(quantity));
  useEffect(() => setText(String(quantity)), [quantity]);
  const max = stock > 0 ? stock : undefined;
  const value = normalizeQuantity(text, max);
  const here = `/goods/${goodsId}`;
  const soldOut = stock === 0;

  const step = (delta: 1 | -1) => (event: React.MouseEvent) => {
    event.preventDefault();
    setText(String(normalizeQuantity(value + delta, max)));
  };

  return (
    <Form method="get" action="/login" id="buy-form" className="mt-4 rounded-xl bg-white p-4 ring-1 ring-line" data-testid="buy-panel">
      <input type="hidden" name="redirectTo" value={`${here}?qty=${value}&city=${cityCode}`} />
      <div className="flex items-center gap-3">
        <label htmlFor="qty" className="text-sm text-ink-soft">{t("detail.quantity")}</label>
        <div className="flex items-center rounded-full ring-1 ring-line">
          <button type="submit" formAction={here} formMethod="get" name="step" value="-1" onClick={step(-1)} disabled={value <= 1} aria-label={t("detail.decrease")} className="h-11 w-11 rounded-l-full text-lg disabled:text-line">−</button>
          <input
            id="qty"
            name="qty"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            value={text}
            onChange={(e) => setText(normalizeQuantityText(e.target.value))}
            onBlur={() => setText(String(value))}
            className="h-11 w-14 border-x border-line text-center text-base"
            data-testid="quantity"
          />
          <button type="submit" formAction={here} formMethod="get" name="step" value="1" onClick={step(1)} disabled={max !== undefined && value >= max} aria-label={t("detail.increase")} className="h-11 w-11 rounded-r-full text-lg disabled:text-line">+</button>
          <input type="hidden" name="city" value={cityCode} />
        </div>
      </div>
      <p className="mt-3 text-sm text-wine" role="note" data-testid="login-first">{t("detail.loginFirst")}</p>

      {/* Desktop: buttons inline. Mobile: a bottom bar in reach of the thumb. */}
      <div className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 border-t border-line bg-white px-3 pb-[max(env(safe-area-inset-bottom),8px)] pt-2 pc:static pc:mt-4 pc:border-0 pc:p-0">
        <button type="submit" name="intent" value="collect" className="flex h-11 w-12 flex-col items-center justify-center text-[11px] text-ink-soft pc:w-auto pc:flex-row pc:gap-1 pc:rounded-full pc:px-4 pc:text-sm pc:ring-1 pc:ring-line">
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
            <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" strokeLinejoin="round" />
          </svg>
          {t("detail.collect")}
        </button>
        <Link to="/user/myCart" className="flex h-11 w-12 flex-col items-center justify-center text-[11px] text-ink-soft pc:hidden">
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
            <path d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6" strokeLinecap="round" strokeLinejoin="round" />
            <circle cx="10" cy="20" r="1.4" />
            <circle cx="17" cy="20" r="1.4" />
          </svg>
          {t("detail.cart")}
        </Link>
        <button type="submit" name="intent" value="cart" disabled={soldOut} className="btn-secondary h-11 flex-1 px-3" data-testid="add-to-cart">{t("detail.addToCart")}</button>
        <button type="submit" name="intent" value="buy" disabled={soldOut} className="btn-primary h-11 flex-1 px-3" data-testid="buy-now">{soldOut ? t("common.soldOut") : t("detail.buyNow")}</button>
      </div>
    </Form>
  );
}
