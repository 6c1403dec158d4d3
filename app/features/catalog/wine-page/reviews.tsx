/**
 * The wine's reviews (spec §2: merchandise detail shows reviews), newest
 * first: the first page comes with the page; "more reviews" is a link to the
 * next page without JavaScript, and appends it in place with JavaScript.
 */
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ReviewPage, ReviewView } from "#contract/after-shipping";
import { formatDateTime } from "~/utils/time";
import { PhotoStrip } from "~/features/photos/photo-strip";
import { reviewAnchor, reviewPhotosPath } from "./review-photos";

export function Reviews({
  goodsId,
  page,
  fromCursor,
}: {
  goodsId: number;
  page: ReviewPage;
  fromCursor: string | null;
}) {
  const { t } = useTranslation("catalog");
  const fetcher = useFetcher<ReviewPage>();
  const [more, setMore] = useState<ReviewView[]>([]);
  const [next, setNext] = useState(page.nextCursor);
  useEffect(() => {
    setMore([]);
    setNext(page.nextCursor);
  }, [page]);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) {
      const loaded = fetcher.data;
      setMore((shown) => [
        ...shown,
        ...loaded.list.filter((r) => !shown.some((s) => s.id === r.id)),
      ]);
      setNext(loaded.nextCursor);
    }
  }, [fetcher.state, fetcher.data]);
  const list = [...page.list, ...more];

  return (
    <section
      id="reviews"
      className="rounded-xl bg-white p-4 ring-1 ring-line pc:col-start-2 pc:row-start-1"
      aria-labelledby="reviews-title"
      data-testid="reviews"
    >
      <h2 id="reviews-title" className="font-semibold">
        {t("detail.reviews")}
        {page.ratingCount > 0 ? (
          <span className="ml-2 text-sm font-normal text-ink-soft">
            {t("detail.reviewsSummary", {
              avg: page.ratingAvg.toFixed(1),
              count: page.ratingCount,
            })}
          </span>
        ) : null}
      </h2>
      {list.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft" data-testid="reviews-none">
          {page.ratingCount > 0 ? t("detail.reviewsNoText") : t("detail.reviewsNone")}
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {list.map((review) => (
            <li
              key={review.id}
              id={reviewAnchor(review.id)}
              className="scroll-mt-16 py-3 pc:scroll-mt-20"
              data-testid="review"
            >
              <p className="flex items-center justify-between gap-2 text-sm">
                <span className="font-medium" data-testid="reviewer">
                  {review.reviewer}
                </span>
                <time dateTime={review.createdAt} className="text-xs tabular-nums text-ink-faint">
                  {formatDateTime(review.createdAt)}
                </time>
              </p>
              <p className="text-gold" data-testid="review-rating" data-rating={review.rating}>
                <span className="sr-only">{t("detail.reviewStars", { count: review.rating })}</span>
                <span aria-hidden="true">
                  {"★".repeat(review.rating)}
                  <span className="text-line">{"★".repeat(5 - review.rating)}</span>
                </span>
              </p>
              <p
                className="mt-1 whitespace-pre-line break-words text-sm text-ink"
                data-testid="review-content"
              >
                {review.content}
              </p>
              {review.photos.length > 0 ? (
                <div className="mt-2">
                  <PhotoStrip
                    names={review.photos}
                    label={t("photos.of", { ns: "common", what: review.reviewer })}
                    anchor={reviewAnchor(review.id)}
                    viewerPath={reviewPhotosPath(goodsId, review.id)}
                    testId="review-photos"
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex flex-wrap gap-4 text-sm">
        {fromCursor ? (
          <Link
            to={`/goods/${goodsId}#reviews`}
            preventScrollReset
            className="inline-flex min-h-[44px] items-center text-wine underline underline-offset-2"
          >
            {t("detail.reviewsNewest")}
          </Link>
        ) : null}
        {next ? (
          <Link
            to={`/goods/${goodsId}?reviews=${next}#reviews`}
            preventScrollReset
            className="inline-flex min-h-[44px] items-center text-wine underline underline-offset-2"
            data-testid="reviews-more"
            onClick={(event) => {
              event.preventDefault();
              if (fetcher.state === "idle")
                fetcher.load(`/goods/${goodsId}/reviews?cursor=${next}`);
            }}
          >
            {fetcher.state === "loading" ? t("detail.reviewsLoading") : t("detail.reviewsMore")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
