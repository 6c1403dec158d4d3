/**
 * Evaluate an order (/user/order/{id}/evaluate): for each wine a rating of 1
 * to 5 (radio buttons drawn as stars, so it works without JavaScript) and a
 * review that must not be empty (spec §5). Errors show beside their fields;
 * success goes back to the order with a toast.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { RATINGS, REVIEW_MAX_LENGTH } from "#contract/after-shipping";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AuthenticityTokenInput } from "~/components/form-security";
import { orderPath } from "~/features/payments/paths";
import { requireLogin } from "~/features/accounts/auth.server";
import { orderAllowing } from "~/features/orders/order-guard.server";
import { goodsName } from "~/features/catalog/goods-name";
import { pictureSrc } from "~/features/catalog/picture";
import { validationText } from "~/utils/validation-text";
import { evaluateAction } from "./evaluate.server";
import { contentField, photosPrefix, ratingField, type ReviewReply } from "./fields";
import { PhotoPicker } from "~/features/photos/photo-picker";
import type { BodyHandle } from "~/utils/body-limits";

export const handle = { i18n: ["order", "account"], body: "photoForm" } satisfies BodyHandle;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  const order = await orderAllowing("evaluate", api, request, params.id);
  const seen = new Set<number>();
  const wines = order.lines.filter((l) => !seen.has(l.goodsId) && seen.add(l.goodsId));
  return {
    id: order.id,
    orderNo: order.orderNo,
    wines,
    lang: api.lang,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return evaluateAction(request, context, params.id);
}

export default function Evaluate() {
  const { id, orderNo, wines, lang } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as ReviewReply | undefined;
  const { t, i18n } = useTranslation("order");
  const [uploads, setUploads] = useState<Record<number, boolean>>({});
  const setUploading = useCallback(
    (goodsId: number, busy: boolean) =>
      setUploads((now) => (now[goodsId] === busy ? now : { ...now, [goodsId]: busy })),
    [],
  );
  const busy = useNavigation().state === "submitting" || Object.values(uploads).some(Boolean);
  const error = (field: string) =>
    reply?.errors[field] ? validationText(reply.errors[field], i18n) : null;

  return (
    <div
      className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 pb-12 pt-4 pc:px-0 pc:pt-0"
      data-testid="evaluate"
    >
      <header>
        <p className="mt-1 text-sm text-ink-soft">
          {orderNo} · {t("evaluate.intro")}
        </p>
      </header>
      {/* noValidate: the browser's own bubble would point at the hidden star inputs (at the top of the
          page); the form's own messages, beside the stars and the text, say it in the shop's language. */}
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="flex flex-col gap-4"
        data-testid="evaluate-form"
      >
        <AuthenticityTokenInput />
        {reply?.formError ? (
          <p
            role="alert"
            className="rounded-lg bg-wine-light p-3 text-sm text-wine"
            data-testid="form-error"
          >
            {validationText(reply.formError, i18n)}
          </p>
        ) : null}
        {wines.map((wine) => {
          const name = goodsName(wine, lang);
          const rating = ratingField(wine.goodsId);
          const content = contentField(wine.goodsId);
          const ratingError = error(rating);
          const contentError = error(content);
          const chosen = reply?.values[rating] ?? "";
          return (
            <section
              key={wine.goodsId}
              className="rounded-2xl bg-white p-5 ring-1 ring-line"
              data-testid="review-wine"
              data-goods-id={wine.goodsId}
            >
              <div className="flex gap-3">
                <img
                  src={pictureSrc(wine.picture, lang)}
                  alt=""
                  width={45}
                  height={60}
                  className="h-[60px] w-[45px] shrink-0 rounded bg-paper object-contain"
                />
                <h2 className="text-sm font-medium">{name}</h2>
              </div>
              <fieldset
                className="mt-3"
                aria-describedby={ratingError ? `${rating}-error` : undefined}
              >
                <legend className="text-sm text-ink-soft">{t("evaluate.rating")}</legend>
                {/* Reversed, so a checked star lights itself and the stars before it (CSS sibling rule), without JavaScript. */}
                <div className="mt-1 flex flex-row-reverse justify-end gap-1 rounded focus-within:ring-2 focus-within:ring-wine/40">
                  {[...RATINGS].reverse().map((n) => (
                    <span key={n} className="contents">
                      <input
                        type="radio"
                        id={`${rating}-${n}`}
                        name={rating}
                        value={n}
                        required
                        defaultChecked={chosen === String(n)}
                        className="peer sr-only"
                        data-testid={`star-${wine.goodsId}-${n}`}
                      />
                      <label
                        htmlFor={`${rating}-${n}`}
                        className="inline-flex h-11 w-11 cursor-pointer items-center justify-center text-3xl leading-none text-line hover:text-gold peer-checked:text-gold"
                        title={t("evaluate.stars", { count: n })}
                      >
                        <span aria-hidden="true">★</span>
                        <span className="sr-only">{t("evaluate.stars", { count: n })}</span>
                      </label>
                    </span>
                  ))}
                </div>
                {ratingError ? (
                  <p
                    id={`${rating}-error`}
                    className="mt-1 text-sm text-wine"
                    data-testid="rating-error"
                  >
                    {ratingError}
                  </p>
                ) : null}
              </fieldset>
              <label htmlFor={content} className="mt-3 block text-sm text-ink-soft">
                {t("evaluate.content")}{" "}
                <span className="text-xs text-ink-faint">
                  ({t("evaluate.maxLength", { max: REVIEW_MAX_LENGTH })})
                </span>
              </label>
              <textarea
                id={content}
                name={content}
                rows={4}
                required
                maxLength={REVIEW_MAX_LENGTH}
                defaultValue={reply?.values[content] ?? ""}
                placeholder={t("evaluate.placeholder")}
                aria-invalid={contentError ? true : undefined}
                aria-describedby={contentError ? `${content}-error` : undefined}
                className="mt-1 w-full rounded-lg border border-line bg-white p-3 text-[15px] focus:border-wine focus:outline-none"
                data-testid="review-content"
              />
              {contentError ? (
                <p
                  id={`${content}-error`}
                  className="mt-1 text-sm text-wine"
                  data-testid="content-error"
                >
                  {contentError}
                </p>
              ) : null}
              <div className="mt-3">
                <PhotoPicker
                  purpose="review"
                  prefix={photosPrefix(wine.goodsId)}
                  initial={reply?.photos?.[wine.goodsId]?.names ?? []}
                  error={reply?.photos?.[wine.goodsId]?.error}
                  testId={`review-photos-${wine.goodsId}`}
                  onBusyChange={(busy) => setUploading(wine.goodsId, busy)}
                />
              </div>
            </section>
          );
        })}
        <div className="flex flex-col-reverse gap-3 pc:flex-row pc:justify-end">
          <Link to={orderPath(id)} className="btn-secondary">
            {t("evaluate.back")}
          </Link>
          <button
            type="submit"
            className="btn-primary"
            disabled={busy}
            data-testid="evaluate-submit"
          >
            {t("evaluate.submit")}
          </button>
        </div>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
