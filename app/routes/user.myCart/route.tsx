/**
 * The shopping cart (/user/myCart, no shell header: it has its own slim bar).
 * Every change is a form: without JavaScript each posts and the server sends
 * the page back (deletes and refusals with a toast); with JavaScript
 * quantities and selections go through fetchers and the page (and the header
 * count) revalidates in place.
 * Deleting asks first, on a confirmation step the server renders.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Cart } from "#contract/buying";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BackButton } from "~/components/shell/back-link";
import { AuthenticityTokenInput } from "~/components/form-security";
import { unwrap } from "~/service/client.server";
import { requireLogin } from "~/features/accounts/auth.server";
import { oncePerRequest } from "~/utils/request-memo.server";
import { formatPrice } from "~/utils/money";
import { useOptionalRootData } from "~/utils/use-root-data";
import { cartAction } from "./cart.server";
import { CartLine } from "./cart-line";
import { CART_OF_REQUEST, CART_PATH, selectedLines } from "~/features/cart/cart-lines";
import { SELECT_ALL_KEY, SelectToggle, useCartBusy, useSelection } from "./selection";
import { cartCalls } from "~/features/cart/calls.server";

export const handle = { i18n: ["cart", "buyResale"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  const cart = await unwrap(
    await oncePerRequest(context, CART_OF_REQUEST, () => cartCalls.read(api)),
    api,
    request,
  );
  const url = new URL(request.url);
  const confirm = url.searchParams.get("confirm");
  const id = Number(url.searchParams.get("id"));
  const confirmDelete =
    confirm === "delete" && cart.lines.some((line) => line.id === id) ? id : null;
  const selectedCount = selectedLines(cart).length;
  const confirmDeleteSelected = confirm === "deleteSelected" && selectedCount > 0;
  return { cart, lang: api.lang, confirmDelete, confirmDeleteSelected, selectedCount };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return cartAction(request, context);
}

export default function ShoppingCart() {
  const { cart, lang, confirmDelete, confirmDeleteSelected, selectedCount } =
    useLoaderData<typeof loader>();
  const selection = useSelection(cart);
  const [pendingLines, setPendingLines] = useState<ReadonlySet<number>>(new Set());
  const onPending = useCallback((id: number, pending: boolean) => {
    setPendingLines((now) => {
      if (now.has(id) === pending) return now;
      const next = new Set(now);
      if (pending) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const fetching = useCartBusy();

  return (
    <div className="pb-24 pc:pb-10" data-testid="cart">
      <TopBar
        count={cart.productTotalItem}
        actions={cart.lines.length > 0 ? <DeleteSelected /> : null}
      />
      {cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="px-3 pc:px-0">
          {confirmDeleteSelected ? <ConfirmDeleteSelected count={selectedCount} /> : null}
          <div className="h-3 pc:hidden" />
          <ul className="flex flex-col gap-3" data-testid="cart-lines">
            {cart.lines.map((line) => (
              <CartLine
                key={line.id}
                line={line}
                lang={lang}
                checked={selection.checked.get(line.id) ?? false}
                confirming={confirmDelete === line.id}
                onPending={onPending}
              />
            ))}
          </ul>
          <CheckoutBar
            cart={cart}
            allChecked={selection.all}
            busy={fetching || pendingLines.size > 0}
          />
        </div>
      )}
    </div>
  );
}

/** The screen has no shell header on phones: its own bar with the way back and the title. */
function TopBar({ count, actions }: { count: number; actions: React.ReactNode }) {
  const { t } = useTranslation("cart");
  const back = useOptionalRootData()?.back ?? { href: "/", historyBack: true };
  return (
    <>
      <header className="sticky top-0 z-30 flex h-header items-center border-b border-line bg-paper/95 backdrop-blur pc:hidden">
        <BackButton back={back} label={t("cart.back")} testId="cart-back" />
        <span className="w-8" aria-hidden="true" />
        <h1 className="flex-1 text-center text-base font-semibold" data-testid="cart-title">
          {t("cart.title")}
          {count > 0 ? <span className="ml-1 font-normal text-ink-faint">({count})</span> : null}
        </h1>
        <div className="flex w-20 justify-end pr-1">{actions}</div>
      </header>
      <div className="mb-4 hidden items-center justify-between pc:flex">
        <h1 className="flex items-baseline gap-3 text-2xl font-semibold">
          {t("cart.title")}
          {count > 0 ? (
            <span className="text-base font-normal text-ink-faint">
              {t("cart.count", { count })}
            </span>
          ) : null}
        </h1>
        {actions}
      </div>
    </>
  );
}

function CheckoutBar({
  cart,
  allChecked,
  busy,
}: {
  cart: Cart;
  allChecked: boolean;
  busy: boolean;
}) {
  const { t } = useTranslation("cart");
  const navigation = useNavigation();
  const leaving = navigation.state === "loading" && navigation.location.pathname === "/checkOrder";
  const nothingToBuy = cart.lines.every((line) => line.availability !== "ok");
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-line bg-white/95 px-3 pb-[max(env(safe-area-inset-bottom),8px)] pt-2 backdrop-blur pc:sticky pc:mt-4 pc:rounded-2xl pc:border-0 pc:px-5 pc:py-3 pc:shadow-sm pc:ring-1 pc:ring-line"
      data-testid="checkout-bar"
    >
      <SelectToggle
        fetcherKey={SELECT_ALL_KEY}
        intent="selectAll"
        checked={allChecked}
        disabled={nothingToBuy}
        label={t("cart.selectAll")}
        testId="select-all"
      >
        {t("cart.selectAll")}
      </SelectToggle>
      <div
        className={`ml-auto text-right transition-opacity ${busy ? "opacity-40" : ""}`}
        aria-live="polite"
        aria-busy={busy || undefined}
      >
        <p className="text-sm text-ink">
          {t("cart.total")}{" "}
          <strong className="text-lg font-semibold text-wine" data-testid="cart-total">
            {formatPrice(cart.selectedCents)}
          </strong>
        </p>
        <p className="text-[11px] text-ink-faint" data-testid="cart-freight">
          <FreightLine cart={cart} />
        </p>
      </div>
      {busy ? (
        <button type="button" disabled className="btn-primary shrink-0 px-5" data-testid="checkout">
          {t("cart.checkoutCount", { count: cart.selectedQuantity })}
        </button>
      ) : (
        <Link
          to="/checkOrder"
          className={`btn-primary shrink-0 px-5 ${leaving ? "opacity-60" : ""}`}
          data-testid="checkout"
        >
          {t("cart.checkoutCount", { count: cart.selectedQuantity })}
        </Link>
      )}
    </div>
  );
}

function DeleteSelected() {
  const { t } = useTranslation("cart");
  return (
    <Form method="post" action={CART_PATH} preventScrollReset>
      <AuthenticityTokenInput />
      <button
        type="submit"
        name="intent"
        value="deleteSelected"
        className="inline-flex min-h-[44px] items-center whitespace-nowrap px-2 text-sm text-ink-soft hover:text-wine"
        data-testid="delete-selected"
      >
        {t("cart.deleteSelected")}
      </button>
    </Form>
  );
}

function ConfirmDeleteSelected({ count }: { count: number }) {
  const { t } = useTranslation("cart");
  return (
    <div
      role="alertdialog"
      aria-labelledby="confirm-selected"
      className="mt-3 rounded-2xl bg-gold-light p-4 ring-1 ring-gold"
      data-testid="confirm"
    >
      <p id="confirm-selected" className="font-medium">
        {t("cart.confirmDeleteSelected", { count })}
      </p>
      <Form method="post" action={CART_PATH} className="mt-3 flex gap-2">
        <AuthenticityTokenInput />
        <input type="hidden" name="confirmed" value="1" />
        <button
          type="submit"
          name="intent"
          value="deleteSelected"
          className="btn-primary"
          data-testid="confirm-yes"
        >
          {t("cart.confirm")}
        </button>
        <Link to={CART_PATH} className="btn-secondary">
          {t("cart.cancel")}
        </Link>
      </Form>
    </div>
  );
}

function EmptyCart() {
  const { t } = useTranslation("cart");
  return (
    <section
      className="mx-3 mt-4 flex flex-col items-center rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-line pc:mx-0 pc:mt-0"
      data-testid="cart-empty"
    >
      <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" className="text-wine/25">
        <path
          d="M24 8h24l-2 22a10 10 0 0 1-20 0z"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M27 24h18l-.6 6a8.5 8.5 0 0 1-16.8 0z" fill="currentColor" />
        <path d="M36 40v20M26 62h20" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h2 className="mt-5 text-lg font-semibold">{t("cart.emptyTitle")}</h2>
      <p className="mt-1 max-w-xs text-balance text-sm text-ink-soft">{t("cart.emptyText")}</p>
      <Link to="/goods" className="btn-primary mt-6" data-testid="browse-goods">
        {t("cart.browse")}
      </Link>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

/** What delivery costs the selected lines: free, or the freight and what is left to free it. */
function FreightLine({ cart }: { cart: Cart }) {
  const { t } = useTranslation("cart");
  if (cart.selectedQuantity === 0) return t("cart.freightAtCheckout");
  if (cart.freightCents === 0) return t("cart.freeFreight");
  return t("cart.freightShort", {
    freight: formatPrice(cart.freightCents),
    short: formatPrice(cart.freeFreightFromCents - cart.selectedCents),
  });
}
