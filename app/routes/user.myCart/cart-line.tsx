/**
 * One cart line: picture, name, unit price, availability, the quantity
 * stepper, the line total and the way to delete it (after a confirmation the
 * server renders in place).
 *
 * The stepper without JavaScript: − and + are submit buttons (step -1 / +1
 * on the typed quantity) and an "update" button sends what was typed. With
 * JavaScript it changes at once and sends the last value 400 ms after the
 * last click; one fetcher per line, so a newer value cancels an older one.
 */
import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuthenticityToken } from "remix-utils/csrf/react";
import { MAX_LINE_QUANTITY, type CartLine as Line } from "#contract/buying";
import { AuthenticityTokenInput } from "~/components/form-security";
import { Price } from "~/features/catalog/price";
import { goodsName } from "~/features/catalog/goods-name";
import type { Lang } from "~/utils/lang";
import { formatPrice } from "~/utils/money";
import { pictureSrc } from "~/features/catalog/picture";
import { normalizeQuantity, normalizeQuantityText } from "~/utils/quantity";
import { useTypedBeforeHydration } from "~/utils/use-typed-before-hydration";
import { CART_PATH, canBuy } from "~/features/cart/cart-lines";
import { CartResaleMark } from "~/features/resale/cart-resale";
import { SelectToggle, selectKey } from "./selection";

const DEBOUNCE_MS = 400;

interface Props {
  line: Line;
  lang: Lang;
  checked: boolean;
  confirming: boolean;
  onPending: (id: number, pending: boolean) => void;
}

export function CartLine({ line, lang, checked, confirming, onPending }: Props) {
  const { t } = useTranslation("cart");
  const name = goodsName(line, lang);
  const available = canBuy(line);
  const fetcher = useFetcher({ key: `cart-line-${line.id}` });
  const busy = fetcher.state !== "idle";

  return (
    <li
      id={`line-${line.id}`}
      className="scroll-mt-20 rounded-2xl bg-white p-3 ring-1 ring-line pc:p-4"
      data-testid="cart-line"
      data-goods-id={line.goodsId}
    >
      <div className="flex items-start gap-2 pc:gap-4">
        <div className="flex self-center">
          <SelectToggle
            fetcherKey={selectKey(line.id)}
            intent="select"
            id={line.id}
            checked={checked}
            disabled={!available}
            label={t("cart.selectLine", { name })}
            testId="select-line"
          />
        </div>
        <Link
          to={`/goods/${line.goodsId}`}
          className="shrink-0 overflow-hidden rounded-lg bg-paper"
          tabIndex={-1}
          aria-hidden="true"
        >
          <img
            src={pictureSrc(line.picture, lang)}
            alt=""
            width={64}
            height={85}
            loading="lazy"
            decoding="async"
            className={`h-[85px] w-16 object-contain pc:h-28 pc:w-[84px] ${available ? "" : "opacity-50 grayscale"}`}
          />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex items-start gap-2">
            <Link
              to={`/goods/${line.goodsId}`}
              className="line-clamp-2 flex-1 text-[15px] font-medium leading-snug text-ink hover:text-wine"
              data-testid="line-name"
            >
              {name}
            </Link>
            <Link
              to={`?confirm=delete&id=${line.id}#line-${line.id}`}
              preventScrollReset
              className="-mr-2 -mt-2 inline-flex min-h-[44px] min-w-[44px] shrink-0 items-center justify-center text-xs text-ink-faint hover:text-wine"
              data-testid="delete-line"
            >
              {t("cart.delete")}
            </Link>
          </div>
          <p className="text-xs text-ink-faint">
            {line.vintage ?? t("cart.nv")} · {t("cart.capacity", { ml: line.capacityMl })}
          </p>
          {line.resale ? <CartResaleMark resale={line.resale} /> : null}
          <Price
            cents={line.priceCents}
            marketCents={line.marketPriceCents}
            discount={line.discount}
            lang={lang}
          />
          {available ? null : <Availability line={line} />}
          <div className="mt-1 flex flex-wrap items-center justify-between gap-x-2 gap-y-2">
            <QuantityStepper line={line} name={name} onPending={onPending} />
            <p
              className={`text-right text-[15px] font-semibold text-ink transition-opacity ${busy ? "opacity-40" : ""}`}
              aria-busy={busy || undefined}
            >
              <span className="sr-only">{t("cart.lineTotal")} </span>
              <span data-testid="line-total">{formatPrice(line.lineCents)}</span>
            </p>
          </div>
        </div>
      </div>
      {confirming ? <ConfirmDelete line={line} name={name} /> : null}
    </li>
  );
}

function Availability({ line }: { line: Line }) {
  const { t } = useTranslation("cart");
  const label =
    line.availability === "soldOut"
      ? t("cart.soldOut")
      : line.availability === "offShelf"
        ? t("cart.offShelf")
        : line.availability === "belowMinimum"
          ? t("cart.belowMinimum", { count: line.resale?.minQuantity ?? 1 })
          : t("cart.understock", { count: line.stock });
  return (
    <p className="flex items-center gap-2 text-xs" data-testid="availability">
      <span className="rounded bg-ink/80 px-1.5 py-0.5 font-medium text-white">{label}</span>
      <span className="text-ink-faint">{t("cart.unavailableNote")}</span>
    </p>
  );
}

function QuantityStepper({
  line,
  name,
  onPending,
}: {
  line: Line;
  name: string;
  onPending: Props["onPending"];
}) {
  const { t } = useTranslation("cart");
  const token = useAuthenticityToken();
  const fetcher = useFetcher({ key: `cart-line-${line.id}` });
  const [text, setText] = useState(String(line.quantity));
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const server = useRef(line.quantity);
  server.current = line.quantity;
  const state = useRef(fetcher.state);
  state.current = fetcher.state;
  const busy = waiting || fetcher.state !== "idle";
  // A resale line keeps to its item: at least its minimum, at most what is left.
  const least = line.resale?.minQuantity ?? 1;
  const most = line.resale ? Math.max(least, line.resale.left) : MAX_LINE_QUANTITY;
  const within = (quantity: number) => Math.min(most, Math.max(least, quantity));
  const value = within(normalizeQuantity(text, MAX_LINE_QUANTITY));

  // Whenever nothing of ours is on its way, show what the server has (also after a refusal).
  useEffect(() => {
    if (!busy) setText(String(line.quantity));
  }, [busy, line.quantity]);
  useEffect(() => onPending(line.id, busy), [busy, line.id, onPending]);
  useEffect(() => () => onPending(line.id, false), [line.id, onPending]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const send = (quantity: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setWaiting(false);
    setText(String(quantity));
    if (quantity === server.current && state.current === "idle") return;
    fetcher.submit(
      {
        csrf: token,
        enhanced: "1",
        intent: "quantity",
        id: String(line.id),
        quantity: String(quantity),
      },
      { method: "post", action: CART_PATH },
    );
  };
  const later = (quantity: number, typed?: string) => {
    setText(typed ?? String(quantity));
    setWaiting(true);
    if (timer.current) clearTimeout(timer.current);
    // An emptied box waits for the next digit or for the shopper to leave it (then it is 1).
    timer.current = typed === "" ? null : setTimeout(() => send(quantity), DEBOUNCE_MS);
  };
  // A quantity typed before hydration is sent as one typed after it.
  const box = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(box, (typed) => {
    const digits = normalizeQuantityText(typed);
    if (digits !== String(line.quantity))
      later(normalizeQuantity(digits, MAX_LINE_QUANTITY), digits);
  });
  const step = (delta: 1 | -1) => (event: React.MouseEvent) => {
    event.preventDefault();
    later(within(value + delta));
  };

  return (
    <fetcher.Form
      method="post"
      action={CART_PATH}
      className="flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        send(value);
      }}
    >
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="quantity" />
      <input type="hidden" name="id" value={line.id} />
      {/* Enter in the box uses the first submit button: make it "update to what was typed". */}
      <button
        type="submit"
        name="step"
        value="0"
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
      />
      <div className="flex items-center rounded-full bg-paper ring-1 ring-line">
        <button
          type="submit"
          name="step"
          value="-1"
          onClick={step(-1)}
          disabled={value <= least}
          aria-label={t("cart.decrease")}
          className="h-11 w-11 rounded-l-full text-lg text-ink disabled:text-line"
          data-testid="decrease"
        >
          −
        </button>
        <input
          ref={box}
          name="quantity"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          aria-label={t("cart.quantityOf", { name })}
          value={text}
          onChange={(e) => {
            const typed = normalizeQuantityText(e.target.value);
            later(normalizeQuantity(typed, MAX_LINE_QUANTITY), typed);
          }}
          onBlur={() => {
            if (text === "" || String(value) !== text) send(value);
          }}
          className="h-11 w-11 border-x border-line bg-white text-center text-base"
          data-testid="line-quantity"
        />
        <button
          type="submit"
          name="step"
          value="1"
          onClick={step(1)}
          disabled={value >= most}
          aria-label={t("cart.increase")}
          className="h-11 w-11 rounded-r-full text-lg text-ink disabled:text-line"
          data-testid="increase"
        >
          +
        </button>
      </div>
      <noscript>
        <button type="submit" className="chip" data-testid="update-quantity">
          {t("cart.update")}
        </button>
      </noscript>
    </fetcher.Form>
  );
}

function ConfirmDelete({ line, name }: { line: Line; name: string }) {
  const { t } = useTranslation("cart");
  return (
    <div
      role="alertdialog"
      aria-labelledby={`confirm-${line.id}`}
      className="mt-3 rounded-xl bg-gold-light p-3 ring-1 ring-gold"
      data-testid="confirm"
    >
      <p id={`confirm-${line.id}`} className="font-medium">
        {t("cart.confirmDelete")}
      </p>
      <p className="mt-0.5 text-sm text-ink-soft">
        {name} × {line.quantity}
      </p>
      <Form method="post" action={CART_PATH} className="mt-3 flex gap-2">
        <AuthenticityTokenInput />
        <input type="hidden" name="id" value={line.id} />
        <button
          type="submit"
          name="intent"
          value="delete"
          className="btn-primary"
          data-testid="confirm-yes"
        >
          {t("cart.confirm")}
        </button>
        <Link to={CART_PATH} preventScrollReset className="btn-secondary">
          {t("cart.cancel")}
        </Link>
      </Form>
    </div>
  );
}
