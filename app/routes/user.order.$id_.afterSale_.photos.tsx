/**
 * The pictures of an order's after-sale request one by one (/user/order/{id}/afterSale/photos
 * ?photo=2&back=...), where the progress page's thumbnails lead without JavaScript. Only the
 * buyer of the order sees them (another account gets the order's 404), and only this request's.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireLogin } from "~/features/accounts/auth.server";
import { afterSaleCalls } from "~/features/aftersale/calls.server";
import {
  AFTER_SALE_PHOTOS_ANCHOR,
  afterSalePath,
  afterSalePhotosPath,
} from "~/features/aftersale/paths";
import { orderAllowing } from "~/features/orders/order-guard.server";
import { PhotoViewerPage } from "~/features/photos/photo-viewer-page";
import { photoNumber, viewerBack } from "~/features/photos/viewer-links";
import { unwrap } from "~/service/client.server";

export const handle = { i18n: ["aftersale"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  const order = await orderAllowing("afterSale", api, request, params.id);
  const found = await unwrap(await afterSaleCalls.find(api, order.id), api, request);
  const url = new URL(request.url);
  const n = photoNumber(url.searchParams.get("photo"), found?.photos.length ?? 0);
  if (!found || n === null) throw new Response("Not found", { status: 404 });
  return {
    names: found.photos,
    n,
    kind: found.kind,
    viewerPath: afterSalePhotosPath(order.id),
    back: viewerBack(
      url.searchParams.get("back"),
      `${afterSalePath(order.id)}#${AFTER_SALE_PHOTOS_ANCHOR}`,
    ),
  };
}

export default function AfterSalePhotos() {
  const { names, n, kind, viewerPath, back } = useLoaderData<typeof loader>();
  const { t } = useTranslation("aftersale");
  return (
    <PhotoViewerPage
      title={t("photos.viewer.afterSaleTitle", {
        ns: "common",
        kind: t(`afterSale.kindShort.${kind}`),
      })}
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
