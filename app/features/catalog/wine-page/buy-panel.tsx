/**
 * Quantity, add to cart and buy now. For a logged-in shopper the panel posts
 * to the wine's route (intents `cart` and `buy`; without JavaScript the stepper
 * posts `less` / `more` and the server sends the page back with the new
 * quantity). With JavaScript the stepper works in place, the box keeps digits
 * only (0 becomes 1), and adding to the cart goes through a fetcher, so the
 * page stays put while the header count and the toast refresh. A visitor who
 * is not logged in posts the same buttons too: the action asks them to log in
 * first and keeps what they pressed, to be done right after the login.
 * The heart (collect) is its own form, beside the wine's name (features/favorites).
 */
import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { AuthenticityTokenInput } from "~/components/form-security";
import { SERVICE_ANCHOR } from "~/features/shop/customer-service";
import { useOptionalRootData } from "~/utils/use-root-data";
import { normalizeQuantity, normalizeQuantityText } from "~/utils/quantity";
import { useTypedBeforeHydration } from "~/utils/use-typed-before-hydration";
import type { buyAction } from "./buy.server";

interface Props {
  goodsId: number;
  stock: number;
  quantity: number;
  cityCode: string;
  loggedIn: boolean;
  /** a bottle's price in points when the wine may be bought with points */
  pointsPrice: number | null;
  /** the buyer's points (null for a visitor) */
  pointsBalance: number | null;
}

const LOCAL_INTENTS = new Set(["qty", "less", "more"]);

export function BuyPanel({
  goodsId,
  stock,
  quantity,
  cityCode,
  loggedIn,
  pointsPrice,
  pointsBalance,
}: Props) {
  const { t } = useTranslation("catalog");
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof buyAction>({ key: `buy-${goodsId}` });
  const root = useOptionalRootData();
  const cartNum = root?.cartNum ?? 0;
  const pointsName = root?.pointsName || t("detail.pointsPanel");
  // Too few points for one bottle: the price and what is missing, not a button that fails.
  const short = pointsPrice !== null && pointsBalance !== null ? pointsPrice - pointsBalance : 0;
  const [text, setText] = useState(String(quantity));
  useEffect(() => setText(String(quantity)), [quantity]);
  const quantityBox = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(quantityBox, (typed) => setText(normalizeQuantityText(typed)));
  const max = stock > 0 ? stock : undefined;
  const value = normalizeQuantity(text, max);
  const here = `/goods/${goodsId}`;
  const soldOut = stock === 0;
  const busy = fetcher.state !== "idle" ? String(fetcher.formData?.get("intent") ?? "") : null;

  const step = (delta: 1 | -1) => (event: React.MouseEvent) => {
    event.preventDefault();
    setText(String(normalizeQuantity(value + delta, max)));
  };
  // With JavaScript the stepper (and Enter in the box) never leave the page.
  const keepLocal = (event: React.FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter && LOCAL_INTENTS.has(submitter.value)) {
      event.preventDefault();
      setText(String(value));
    }
  };

  // Stepper buttons: a visitor's go to this page by GET; a shopper's post `less` / `more`.
  const stepButton = (delta: 1 | -1) =>
    loggedIn
      ? { name: "intent", value: delta === 1 ? "more" : "less" }
      : { formAction: here, formMethod: "get" as const, name: "step", value: String(delta) };

  const body = (
    <>
      {loggedIn ? (
        <>
          <AuthenticityTokenInput />
          {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
        </>
      ) : null}
      <input type="hidden" name="city" value={cityCode} />
      {/* Enter in the quantity box uses the first submit button: make it "just update the quantity". */}
      <button
        type="submit"
        {...(loggedIn
          ? { name: "intent", value: "qty" }
          : { formAction: here, formMethod: "get" as const, name: "step", value: "0" })}
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
      />
      <div className="flex items-center gap-3">
        <label htmlFor="qty" className="text-sm text-ink-soft">
          {t("detail.quantity")}
        </label>
        <div className="flex items-center rounded-full ring-1 ring-line">
          <button
            type="submit"
            {...stepButton(-1)}
            onClick={step(-1)}
            disabled={value <= 1}
            aria-label={t("detail.decrease")}
            className="h-11 w-11 rounded-l-full text-lg disabled:text-line"
          >
            −
          </button>
          <input
            ref={quantityBox}
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
          <button
            type="submit"
            {...stepButton(1)}
            onClick={step(1)}
            disabled={max !== undefined && value >= max}
            aria-label={t("detail.increase")}
            className="h-11 w-11 rounded-r-full text-lg disabled:text-line"
          >
            +
          </button>
        </div>
      </div>
      {loggedIn && pointsPrice !== null ? (
        <div
          className="mt-3 flex items-center justify-between gap-3 rounded-lg bg-paper px-3 py-2"
          data-testid="points-purchase"
        >
          <p className="text-sm">
            {t("detail.pointsPrice", { points: pointsPrice, name: pointsName })}
            {short > 0 ? (
              <span className="block text-xs text-ink-soft" data-testid="points-short">
                {t("detail.pointsShort", { points: short, name: pointsName })}
              </span>
            ) : null}
          </p>
          <button
            type="submit"
            name="intent"
            value="points"
            disabled={soldOut || short > 0}
            className="btn-secondary h-11 shrink-0 px-4"
            data-testid="buy-with-points"
          >
            {t("detail.buyWithPoints")}
          </button>
        </div>
      ) : null}
      {loggedIn ? null : (
        <p className="mt-3 text-sm text-wine" role="note" data-testid="login-first">
          {t("detail.loginFirst")}
        </p>
      )}

      {/* Desktop: buttons inline. Mobile: a bottom bar in reach of the thumb. */}
      <div className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 border-t border-line bg-white px-3 pb-[max(env(safe-area-inset-bottom),8px)] pt-2 pc:static pc:mt-4 pc:border-0 pc:p-0">
        {/* Customer service: the card on this page (hotline as tel:, hours, WeChat), no script needed;
            no entry while the operator has not set them (the card then only says so). */}
        {root?.customerService ? (
          <a
            href={`#${SERVICE_ANCHOR}`}
            className="flex h-11 w-11 shrink-0 flex-col items-center justify-center text-[11px] text-ink-soft pc:hidden"
            data-testid="bar-service"
          >
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              aria-hidden="true"
            >
              <path
                d="M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 0 2 2h1v-5H6a2 2 0 0 0-2 2Zm16 0a2 2 0 0 1-2 2h-1v-5h1a2 2 0 0 1 2 2Zm-3 2v1a3 3 0 0 1-3 3h-2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {t("detail.service")}
          </a>
        ) : null}
        <Link
          to="/user/myCart"
          className="relative flex h-11 w-11 shrink-0 flex-col items-center justify-center text-[11px] text-ink-soft pc:hidden"
          data-testid="bar-cart"
        >
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <path
              d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <circle cx="10" cy="20" r="1.4" />
            <circle cx="17" cy="20" r="1.4" />
          </svg>
          {t("detail.cart")}
          {cartNum > 0 ? (
            <span
              className="absolute right-0 top-0 min-w-[18px] rounded-full bg-wine px-1 text-center text-[10px] font-semibold leading-[18px] text-white"
              data-testid="bar-cart-count"
            >
              {cartNum}
            </span>
          ) : null}
        </Link>
        <button
          type="submit"
          name="intent"
          value="cart"
          disabled={soldOut || busy === "cart"}
          aria-busy={busy === "cart" || undefined}
          className="btn-secondary h-11 flex-1 whitespace-nowrap px-2 max-[359px]:text-sm"
          data-testid="add-to-cart"
        >
          {t("detail.addToCart")}
        </button>
        <button
          type="submit"
          name="intent"
          value="buy"
          disabled={soldOut || busy === "buy"}
          className="btn-primary h-11 flex-1 whitespace-nowrap px-2 max-[359px]:text-sm"
          data-testid="buy-now"
        >
          {soldOut ? t("common.soldOut") : t("detail.buyNow")}
        </button>
      </div>
    </>
  );

  const className = "mt-4 rounded-xl bg-white p-4 ring-1 ring-line";
  return loggedIn ? (
    <fetcher.Form
      method="post"
      action={here}
      onSubmit={keepLocal}
      id="buy-form"
      className={className}
      data-testid="buy-panel"
    >
      {body}
    </fetcher.Form>
  ) : (
    <Form method="post" action={here} id="buy-form" className={className} data-testid="buy-panel">
      {body}
    </Form>
  );
}
