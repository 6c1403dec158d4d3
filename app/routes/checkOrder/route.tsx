/**
 * Checkout (/checkOrder): the selected cart lines, or one wine bought now
 * (`?goodsId=&qty=`). The address is chosen on the page (`?chooseAddress=1`)
 * or added on the way (`?newAddress=1`, the address book's form); points are
 * a GET form that recalculates; every amount is the service's preview. The
 * order form carries the idempotency key and the total the shopper saw.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatPrice } from "~/utils/money";
import { AuthenticityTokenInput, FormSecurity } from "~/components/form-security";
import { AddressCard, AddressChooser } from "./address-parts";
import { NewAddressForm } from "./new-address";
import { checkoutAction, checkoutLoader, type CheckoutActionData } from "./checkout.server";
import { hrefWith } from "./href";
import { InvoiceBox } from "./invoice-box";
import {
  Amounts,
  CheckoutLines,
  MessageBox,
  PointsBox,
  PointsPurchaseBox,
  Problems,
} from "./order-parts";

export const handle = { i18n: ["cart", "account", "invoices", "buyResale"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return checkoutLoader(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return checkoutAction(request, context);
}

export default function CheckOrder() {
  const { csrf } = useLoaderData<typeof loader>();
  return (
    <FormSecurity csrf={csrf}>
      <Checkout />
    </FormSecurity>
  );
}

/** Choosing or adding an address happens in place, so (with JavaScript) a typed message stays. */
function AddressSlot() {
  const { adding, choosing } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  if (adding) {
    return (
      <div className="-mx-4 pc:mx-0" data-testid="checkout-new-address">
        <NewAddressForm
          address={null}
          saveIntent="addAddress"
          cancelTo={hrefWith(search, { newAddress: null })}
        />
      </div>
    );
  }
  return choosing ? <AddressChooser /> : <AddressCard />;
}

function Checkout() {
  const { key, source, usePoints, preview, address } = useLoaderData<typeof loader>();
  const actionData = useActionData<CheckoutActionData>();
  const navigation = useNavigation();
  const { t } = useTranslation("cart");
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "submit";
  const blocked = preview.problems.length > 0;
  const orderError = navigation.state === "idle" ? actionData?.orderError : undefined;

  return (
    <div
      className="mx-auto max-w-6xl pb-8 pc:grid pc:grid-cols-[minmax(0,1fr)_380px] pc:items-start pc:gap-8 pc:px-6 pc:pb-10 pc:pt-8"
      data-testid="checkout"
    >
      <div className="flex flex-col gap-3 px-3 pt-3 pc:px-0 pc:pt-0">
        <h1 className="hidden text-2xl font-semibold pc:block">{t("checkout.title")}</h1>
        {blocked ? <Problems /> : null}
        <AddressSlot />
        <CheckoutLines />
        {source.source === "points" ? <PointsPurchaseBox /> : <PointsBox />}
        {/* Points are not invoiced: nothing to invoice when the order costs no money. */}
        {source.source !== "points" && preview.amounts.totalCents > 0 ? <InvoiceBox /> : null}
        <MessageBox defaultValue={actionData?.message ?? ""} />
      </div>

      <aside className="mt-3 px-3 pc:sticky pc:top-24 pc:mt-0 pc:px-0">
        <Amounts />
        <Form method="post" id="order-form" data-testid="order-form">
          <AuthenticityTokenInput />
          <input type="hidden" name="idempotencyKey" value={key} />
          {address ? <input type="hidden" name="addressId" value={address.id} /> : null}
          {usePoints ? <input type="hidden" name="usePoints" value="1" /> : null}
          <input type="hidden" name="expectedTotalCents" value={preview.amounts.totalCents} />
          {source.source !== "cart" ? (
            <>
              <input type="hidden" name="goodsId" value={source.goodsId} />
              <input type="hidden" name="qty" value={source.quantity} />
            </>
          ) : null}
          {source.source === "points" ? (
            <>
              <input type="hidden" name="points" value="1" />
              <input type="hidden" name="expectedPoints" value={preview.amounts.pointsUsed} />
            </>
          ) : null}
        </Form>
        {/* Phones: a bar in reach of the thumb. Desktop: under the amounts. */}
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 px-3 pb-[max(env(safe-area-inset-bottom),8px)] pt-2 backdrop-blur pc:static pc:mt-4 pc:border-0 pc:bg-transparent pc:p-0 pc:backdrop-blur-none">
          {orderError ? (
            <p
              role="alert"
              className="mb-2 rounded-lg bg-wine-light px-3 py-2 text-sm text-wine"
              data-testid="order-error"
            >
              {orderError}
            </p>
          ) : null}
          <div className="flex items-center gap-3">
            <p className="flex-1 text-sm pc:hidden">
              {t("checkout.payable")}{" "}
              <strong className="text-lg font-semibold text-wine">
                {formatPrice(preview.amounts.totalCents)}
              </strong>
            </p>
            <button
              type="submit"
              form="order-form"
              name="intent"
              value="submit"
              disabled={blocked || submitting}
              aria-busy={submitting || undefined}
              className="btn-primary shrink-0 px-8 pc:w-full"
              data-testid="submit-order"
            >
              {submitting
                ? t("checkout.submitting")
                : source.source === "points"
                  ? t("checkout.submitPoints")
                  : t("checkout.submit")}
            </button>
          </div>
          <p className="mt-2 hidden text-xs text-ink-faint pc:block">
            {t(source.source === "points" ? "checkout.pointsSecure" : "checkout.secure")}
          </p>
        </div>
      </aside>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
