/**
 * A wine's preview (/admin/wines/:id/preview): its page as buyers will see it, made of the wine
 * page's own parts, whether or not it is on the shelf, under a bar that says it is a preview. A
 * page of its own, without the console's frame, so the wine's name is its one heading. Nothing on
 * it buys: a preview has no cart.
 */
import { type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireStaff } from "~/features/admin/staff-session.server";
import { foundOr404, wineIdOf } from "~/features/admin/wines/wine-desk.server";
import { consolePictureSrc, winePath } from "~/features/admin/wines/wine-paths";
import { goodsName } from "~/features/catalog/goods-name";
import { Attributes } from "~/features/catalog/wine-page/attributes";
import { Description } from "~/features/catalog/wine-page/description";
import { PriceCard } from "~/features/catalog/wine-page/price-card";
import { WineHeading } from "~/features/catalog/wine-page/wine-heading";
import { WineryLine } from "~/features/catalog/wine-page/winery-line";

export const handle = { i18n: ["admin", "catalog"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = wineIdOf(params.id);
  const { api } = await requireStaff(request, context);
  const [goods, wine] = await Promise.all([
    api.get("/ops/catalog/wine/preview", { id }),
    api.get("/ops/catalog/wine", { id }),
  ]);
  return {
    goods: foundOr404(goods, api.lang),
    status: foundOr404(wine, api.lang).status,
    lang: api.lang,
  };
}

export default function WinePreview() {
  const { goods, status, lang } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const { t: tc } = useTranslation("catalog");
  const name = goodsName(goods, lang);
  return (
    <div className="min-h-screen bg-white text-ink">
      <div
        className="sticky top-0 z-20 flex flex-wrap items-center gap-x-4 gap-y-1 bg-ink px-4 py-2 text-sm text-white"
        role="note"
        data-testid="preview-bar"
      >
        <strong>{t("wineDesk.previewBar")}</strong>
        <span>{t(`wineDesk.statuses.${status}`)}</span>
        <Link
          to={winePath(goods.id)}
          className="ml-auto inline-flex min-h-[44px] items-center underline"
        >
          {t("wineDesk.backToWine")}
        </Link>
      </div>
      <main
        className="mx-auto max-w-6xl pb-10 pc:grid pc:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] pc:gap-10 pc:px-6 pc:pt-8"
        data-testid="goods-detail"
      >
        {/* A draft's pictures are not public: its uploaded ones come through the console, its
            drawn ones travel in the page (data: URLs). */}
        <div className="grid grid-cols-2 gap-3 p-3 pc:h-fit pc:rounded-2xl pc:ring-1 pc:ring-line">
          {goods.pictures.map((src, i) => (
            <img
              key={src}
              src={consolePictureSrc(src)}
              alt={
                src.startsWith("data:")
                  ? tc(i === 0 ? "detail.pictureAlt" : "detail.labelAlt", { name })
                  : tc("detail.photoAlt", { name, n: i + 1 })
              }
              width={600}
              height={800}
              className="aspect-[3/4] h-auto w-full object-contain"
            />
          ))}
        </div>
        <div className="px-4 pt-4 pc:px-0 pc:pt-0">
          <WineHeading goods={goods} name={name} lang={lang} csrf={null} />
          <WineryLine goods={goods} />
          <PriceCard goods={goods} lang={lang} />
        </div>
        <div className="flex flex-col gap-4 px-4 pt-6 pc:col-span-2 pc:grid pc:grid-cols-2 pc:items-start pc:gap-x-8 pc:gap-y-6 pc:px-0 pc:pt-0">
          <Description goods={goods} />
          <Attributes attributes={goods.attributes} />
        </div>
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
