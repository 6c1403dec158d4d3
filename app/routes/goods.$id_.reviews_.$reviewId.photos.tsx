/**
 * A review's pictures one by one (/goods/{id}/reviews/{reviewId}/photos?photo=2&back=...), where
 * the wine page's thumbnails lead without JavaScript. Reviews are public; the page shows only the
 * pictures of the review it names, so it lists nobody else's.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { catalogCalls } from "~/features/catalog/calls.server";
import { reviewAnchor, reviewPhotosPath } from "~/features/catalog/wine-page/review-photos";
import { PhotoViewerPage } from "~/features/photos/photo-viewer-page";
import { photoNumber, viewerBack } from "~/features/photos/viewer-links";
import { unwrap } from "~/service/client.server";

/** A positive 32-bit id; the review's also has a successor (its page cursor, below). */
function idOf(param: string | undefined, max = 2_147_483_647): number {
  const id = Number(param);
  if (!/^\d{1,10}$/.test(param ?? "") || id < 1 || id > max)
    throw new Response("Not found", { status: 404 });
  return id;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const goodsId = idOf(params.id);
  const reviewId = idOf(params.reviewId, 2_147_483_646);
  const api = context.api;
  // The wine's reviews page by id, newest first: the page of one that starts after the id above
  // this one is this review, when it is one of this wine's.
  const page = await unwrap(
    await catalogCalls.reviews(api, goodsId, String(reviewId + 1), 1),
    api,
    request,
  );
  const review = page.list.find((r) => r.id === reviewId);
  const url = new URL(request.url);
  const n = photoNumber(url.searchParams.get("photo"), review?.photos.length ?? 0);
  if (!review || n === null) throw new Response("Not found", { status: 404 });
  return {
    names: review.photos,
    n,
    reviewer: review.reviewer,
    viewerPath: reviewPhotosPath(goodsId, reviewId),
    back: viewerBack(url.searchParams.get("back"), `/goods/${goodsId}#${reviewAnchor(reviewId)}`),
  };
}

export default function ReviewPhotos() {
  const { names, n, reviewer, viewerPath, back } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <PhotoViewerPage
      title={t("photos.viewer.reviewTitle", { who: reviewer })}
      names={names}
      n={n}
      viewerPath={viewerPath}
      back={back}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
