/**
 * The resell form's server side (/user/order/{id}/resell): the order's bottles that may be resold,
 * by wine, with the price band; the form, checked here with the service's keys and then by the
 * service's system audit, whose refusals land beside their fields with everything typed kept.
 * Success is spec §8's 转售设置成功, on the seller's items (post, redirect, get: the same without
 * JavaScript).
 */
import { parseWithZod } from "@conform-to/zod";
import { data, type AppLoadContext } from "@remix-run/node";
import { requireLogin } from "~/features/accounts/auth.server";
import { failureRedirect } from "~/features/orders/order-actions.server";
import { orderPath, parseOrderId } from "~/features/payments/paths";
import { resaleCalls } from "~/features/resale/calls.server";
import { RESALE_GOODS_PATH, resellPath } from "~/features/resale/paths";
import { resellFormSchema } from "~/features/resale/resell-schema";
import { tFor } from "~/i18n.server";
import { unwrap, type ShoppingApi } from "~/service/client.server";
import { DURATION, successFeedback } from "~/service/feedback";
import { readProtectedForm } from "~/utils/csrf.server";
import { redirectWithToast } from "~/utils/toast.server";

/** The service's field names, as the form names them. */
const FORM_FIELD: Record<string, string> = {
  priceCents: "price",
  quantity: "quantity",
  minQuantity: "minQuantity",
  serials: "serials",
};

async function resellableOrder(api: ShoppingApi, request: Request, idParam: string | undefined) {
  const orderId = parseOrderId(idParam);
  if (!orderId) throw new Response("Not found", { status: 404 });
  const bottles = await unwrap(await resaleCalls.orderBottles(api, orderId), api, request);
  if (!bottles.resellable)
    throw await redirectWithToast(orderPath(orderId), {
      variant: "notice",
      message: tFor(api.lang, "resale")("resell.notResellable"),
      durationMs: DURATION.notice,
    });
  return bottles;
}

export async function resellLoader(
  request: Request,
  context: AppLoadContext,
  idParam: string | undefined,
) {
  const api = await requireLogin(context, request);
  const bottles = await resellableOrder(api, request, idParam);
  const wines = bottles.wines.filter((wine) => wine.serials.length > 0);
  const asked = Number(new URL(request.url).searchParams.get("goodsId"));
  const wine = wines.find((w) => w.goodsId === asked) ?? wines[0] ?? null;
  return { orderId: bottles.orderId, wines, wine, lang: api.lang };
}

export async function resellAction(
  request: Request,
  context: AppLoadContext,
  idParam: string | undefined,
) {
  const api = await requireLogin(context, request);
  const { orderId } = await resellableOrder(api, request, idParam);
  const formData = await readProtectedForm(request, api.lang);
  const submission = parseWithZod(formData, { schema: resellFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() });
  const form = submission.value;
  const outcome = await resaleCalls.save(api, {
    orderId,
    goodsId: form.goodsId,
    serials: form.serials?.length ? form.serials : undefined,
    quantity: form.quantity,
    priceCents: form.priceCents,
    minQuantity: form.minQuantity,
  });
  if (outcome.ok)
    return redirectWithToast(
      RESALE_GOODS_PATH,
      successFeedback(tFor(api.lang, "resale")("resell.done")),
    );
  if (outcome.kind !== "warning" || outcome.status === 404)
    return failureRedirect(outcome, api, request, resellPath(orderId, form.goodsId));
  const refused = (outcome.data as { fieldErrors?: Record<string, string[]> } | undefined)
    ?.fieldErrors;
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, keys] of Object.entries(refused ?? {})) {
    const name = FORM_FIELD[field];
    if (!name) continue;
    // Out of the band: the service's sentence names the band (¥70.00 to ¥130.00).
    fieldErrors[name] =
      keys.includes("resale.price.outOfBand") && outcome.message ? [outcome.message] : keys;
  }
  if (Object.keys(fieldErrors).length > 0)
    return data({ result: submission.reply({ fieldErrors }) });
  return data({ result: submission.reply({ formErrors: [outcome.message] }) });
}
