/**
 * The review form's action: every wine of the order gets a rating (1-5) and a
 * text that is not empty (spec §5). Each field's error is shown beside it;
 * the service checks the same rules and its field errors land on the same
 * fields. Success goes back to the order with the service's message.
 */
import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import { ratingSchema, reviewContentSchema } from "#contract/reviews-form";
import { failureRedirect } from "~/features/orders/order-actions.server";
import { orderAllowing } from "~/features/orders/order-guard.server";
import { orderPath } from "~/features/payments/paths";
import { successFeedback } from "~/service/feedback";
import { requireLogin } from "~/features/accounts/auth.server";
import { validateCsrfOf } from "~/utils/csrf.server";
import { collectPhotos, readPhotoForm } from "~/features/photos/photos.server";
import { redirectWithToast } from "~/utils/toast.server";
import { contentField, photosPrefix, ratingField, type ReviewReply } from "./fields";
import { orderCalls, type ReviewInput } from "~/features/orders/calls.server";

export const evaluatePath = (id: number) => `${orderPath(id)}/evaluate`;

export async function evaluateAction(
  request: Request,
  context: AppLoadContext,
  idParam: string | undefined,
) {
  const api = await requireLogin(context, request);
  const order = await orderAllowing("evaluate", api, request, idParam);
  const id = order.id;
  const form = await readPhotoForm(request, api.lang);
  await validateCsrfOf(form, request, api.lang);
  const wines = [...new Set(order.lines.map((l) => l.goodsId))];
  const values: Record<string, string> = {};
  const errors: ReviewReply["errors"] = {};
  const comments: ReviewInput[] = [];
  const photos: ReviewReply["photos"] = {};
  for (const goodsId of wines) {
    // Uploaded at once, so a refused field never loses a picture already sent.
    photos[goodsId] = await collectPhotos(api, form, "review", photosPrefix(goodsId));
    const ratingText = String(form.get(ratingField(goodsId)) ?? "");
    const contentText = String(form.get(contentField(goodsId)) ?? "");
    values[ratingField(goodsId)] = ratingText;
    values[contentField(goodsId)] = contentText;
    const rating = ratingSchema.safeParse(/^\d$/.test(ratingText) ? Number(ratingText) : undefined);
    const content = reviewContentSchema.safeParse(contentText);
    if (!rating.success) errors[ratingField(goodsId)] = rating.error.issues[0].message;
    if (!content.success) errors[contentField(goodsId)] = content.error.issues[0].message;
    if (rating.success && content.success)
      comments.push({
        goodsId,
        rating: rating.data,
        content: content.data,
        photos: photos[goodsId].names,
      });
  }
  const photoRefused = Object.values(photos).some((p) => p.error);
  if (Object.keys(errors).length > 0 || photoRefused)
    return data({ errors, values, formError: null, photos } satisfies ReviewReply);

  const outcome = await orderCalls.saveComments(api, id, comments);
  if (outcome.ok) return redirectWithToast(orderPath(id), successFeedback(outcome.message ?? ""));
  const fieldErrors =
    outcome.kind === "warning"
      ? (outcome.data as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors
      : undefined;
  if (!fieldErrors) return failureRedirect(outcome, api, request, evaluatePath(id));
  // comments.<i>.rating|content|photos -> the wine's field; anything else is the form's message.
  let formError: string | null = null;
  for (const [path, keys] of Object.entries(fieldErrors)) {
    const match = /^comments\.(\d+)\.(rating|content|photos)$/.exec(path);
    const comment = match ? comments[Number(match[1])] : undefined;
    if (!comment) formError = keys[0];
    else if (match![2] === "photos")
      photos[comment.goodsId] = { ...photos[comment.goodsId], error: keys[0] };
    else
      errors[
        match![2] === "rating" ? ratingField(comment.goodsId) : contentField(comment.goodsId)
      ] = keys[0];
  }
  return data({ errors, values, formError, photos } satisfies ReviewReply);
}
