/**
 * Checkout's loader and action. Everything the page shows comes from the
 * service's preview; the order form sends back the total it showed, and the
 * service refuses the order when its own total differs.
 *
 * The idempotency key lives in the URL (`k`): the loader makes one when the
 * URL has none and redirects to the same page with it, so a refresh, a double
 * click or "back, then submit again" all send the same key and find the same
 * order. A new visit from the cart or a "buy now" starts a new key.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { addressSchema, type Address } from "#contract/accounts";
import { MAX_LINE_QUANTITY, type CheckoutSource } from "#contract/buying";
import { tFor } from "~/i18n.server";
import { unwrap, type ShoppingApi } from "~/service/client.server";
import { DURATION, successFeedback } from "~/service/feedback";
import { areaChoice } from "~/features/addresses/area.server";
import { requireLogin } from "~/features/accounts/auth.server";
import { formSecurity, readProtectedForm } from "~/utils/csrf.server";
import { keepValuesOnly, replyToFailure } from "~/utils/form-reply.server";
import { normalizeQuantity } from "~/utils/quantity";
import { redirectWithToast } from "~/utils/toast.server";
import { CART_PATH } from "~/features/cart/cart-lines";
import { failureFeedback } from "~/features/cart/reply.server";
import { orderCalls } from "~/features/orders/calls.server";
import { addressCalls } from "~/features/addresses/calls.server";
import { invoiceCalls } from "~/features/invoices/calls.server";
import { invoiceChoiceOf, type TypedInvoice } from "./invoice-choice.server";

export const MESSAGE_MAX = 200;
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The checkout of a "buy now" (goodsId and qty), of a points purchase (the same with points=1),
 * or else of the cart's selected lines.
 */
export function sourceOf(params: URLSearchParams | FormData): CheckoutSource {
  const goodsId = String(params.get("goodsId") ?? "");
  if (/^\d{1,10}$/.test(goodsId) && Number(goodsId) >= 1 && Number(goodsId) <= 2_147_483_647) {
    return {
      source: params.get("points") === "1" ? "points" : "buyNow",
      goodsId: Number(goodsId),
      quantity: normalizeQuantity(params.get("qty"), MAX_LINE_QUANTITY),
    };
  }
  return { source: "cart" };
}

/** The address to deliver to: the one asked for, else the default, else the first. */
export function chosenAddress(addresses: Address[], wanted: string | null): Address | null {
  const id = Number(wanted);
  return (
    addresses.find((a) => a.id === id) ?? addresses.find((a) => a.isDefault) ?? addresses[0] ?? null
  );
}

export async function checkoutLoader(request: Request, context: AppLoadContext) {
  const api = await requireLogin(context, request);
  const url = new URL(request.url);
  const key = url.searchParams.get("k") ?? "";
  if (!KEY_PATTERN.test(key)) {
    url.searchParams.set("k", crypto.randomUUID());
    throw redirect(url.pathname + url.search);
  }
  const source = sourceOf(url.searchParams);
  const usePoints = url.searchParams.get("usePoints") === "1";
  const [previewOutcome, addressesOutcome, titlesOutcome, security] = await Promise.all([
    orderCalls.preview(api, source, usePoints),
    addressCalls.list(api),
    invoiceCalls.titles(api),
    formSecurity(request),
  ]);
  const preview = await unwrap(previewOutcome, api, request);
  if (
    source.source === "cart" &&
    (preview.lines.length === 0 || preview.problems.some((p) => p.reason === "empty"))
  ) {
    throw await redirectWithToast(CART_PATH, {
      variant: "error",
      message: tFor(api.lang, "cart")("cart.chooseFirst"),
      durationMs: DURATION.error,
    });
  }
  const addresses = await unwrap(addressesOutcome, api, request);
  const titles = await unwrap(titlesOutcome, api, request);
  return data(
    {
      lang: api.lang,
      key,
      source,
      usePoints,
      preview,
      // What the points would take off, shown beside the unticked box: the service's figure, not
      // ours.
      pointsOfferCents: preview.pointsOfferCents,
      addresses,
      address: chosenAddress(addresses, url.searchParams.get("addressId")),
      // The titles an invoice can be made out to now (a special title once it is approved).
      invoiceTitles: titles.list.filter((title) => title.status === "approved"),
      choosing: url.searchParams.get("chooseAddress") === "1",
      adding: url.searchParams.get("newAddress") === "1",
      // The address form (shared with the address book) reads these two.
      area: areaChoice({}),
      csrf: security.csrf,
    },
    { headers: security.headers },
  );
}

const orderFormSchema = z.object({
  idempotencyKey: z.string().regex(KEY_PATTERN),
  addressId: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  usePoints: z.literal("1").optional().catch(undefined),
  expectedTotalCents: z.coerce.number().int().min(0),
  expectedPoints: z.coerce.number().int().min(0).optional(),
  buyerMessage: z.string().default(""),
});

export interface CheckoutActionData {
  /** the address form's conform reply and area choice (shared with the address book) */
  result?: SubmissionResult<string[]>;
  area?: ReturnType<typeof areaChoice>;
  /** why the order was not placed, and what the shopper had typed */
  orderError?: string;
  message?: string;
  /** the 发票 row as it was sent, and its new title's mistakes */
  invoice?: TypedInvoice;
  invoiceErrors?: Record<string, string[]>;
}

export async function checkoutAction(request: Request, context: AppLoadContext) {
  const api = await requireLogin(context, request);
  const formData = await readProtectedForm(request, api.lang);
  const intent = String(formData.get("intent") ?? "");
  if (intent === "pickArea" || intent === "addAddress")
    return addAddress(api, request, formData, intent);
  if (intent !== "submit")
    return redirect(new URL(request.url).pathname + new URL(request.url).search);
  return submitOrder(api, request, formData);
}

async function addAddress(api: ShoppingApi, request: Request, formData: FormData, intent: string) {
  const get = (name: string) => String(formData.get(name) ?? "");
  const area = areaChoice({
    province: get("province"),
    city: get("city"),
    district: get("areaCode"),
  });
  const submission = parseWithZod(formData, { schema: addressSchema });
  // No JavaScript: the next level of the area, keeping what was typed.
  if (intent === "pickArea")
    return data({
      result: keepValuesOnly(submission.reply({ resetForm: false })),
      area,
    } satisfies CheckoutActionData);
  if (submission.status !== "success")
    return data({ result: submission.reply(), area } satisfies CheckoutActionData);
  const outcome = await addressCalls.save(api, submission.value);
  if (!outcome.ok)
    return data({
      result: await replyToFailure(submission, outcome, api, request),
      area,
    } satisfies CheckoutActionData);
  const url = new URL(request.url);
  url.searchParams.delete("newAddress");
  url.searchParams.delete("chooseAddress");
  url.searchParams.set("addressId", String(outcome.data.id));
  // No toast: the chosen address on the page says it, and a toast left open without JavaScript
  // would cover "change".
  return redirect(url.pathname + url.search);
}

async function submitOrder(api: ShoppingApi, request: Request, formData: FormData) {
  const t = tFor(api.lang, "cart");
  const message = String(formData.get("buyerMessage") ?? "").slice(0, MESSAGE_MAX);
  const parsed = orderFormSchema.safeParse(Object.fromEntries(formData));
  // A form without its key or total is not one this page rendered: show the page again.
  if (!parsed.success)
    return data({ orderError: t("checkout.submitFailed"), message } satisfies CheckoutActionData, {
      status: 400,
    });
  const form = parsed.data;
  const invoice = invoiceChoiceOf(formData);
  // A refused form is an answer, with 200 (decision 021).
  if (!invoice.ok)
    return data({
      orderError: t("checkout.invoiceInvalid"),
      message,
      invoice: invoice.typed,
      invoiceErrors: invoice.errors,
    } satisfies CheckoutActionData);
  if (!form.addressId)
    return data({
      orderError: t("checkout.chooseAddressFirst"),
      message,
      invoice: invoice.typed,
    } satisfies CheckoutActionData);
  const source = sourceOf(formData);
  const outcome = await orderCalls.create(api, source, {
    addressId: form.addressId,
    buyerMessage: message.trim(),
    usePoints: form.usePoints === "1",
    idempotencyKey: form.idempotencyKey,
    expectedTotalCents: form.expectedTotalCents,
    ...(source.source === "points" ? { expectedPoints: form.expectedPoints ?? -1 } : {}),
    ...(invoice.choice ? { invoice: invoice.choice } : {}),
  });
  if (!outcome.ok) {
    const feedback = await failureFeedback(outcome, api, request);
    return data(
      {
        orderError: feedback.message,
        message,
        invoice: invoice.typed,
      } satisfies CheckoutActionData,
      { status: 409 },
    );
  }
  // A points purchase is paid already: the order, not the payment page.
  if (source.source === "points")
    return redirectWithToast(
      `/user/order/${outcome.data.id}`,
      successFeedback(t("checkout.pointsPaid")),
    );
  return redirect(`/payment?orderId=${outcome.data.id}`);
}
