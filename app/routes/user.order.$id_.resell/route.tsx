/**
 * Resell bottles of a received or completed order (/user/order/{id}/resell; the order action
 * "resell" of spec §4): one wine at a time, its bottles that may be listed, the shop's price and the
 * band a resale price must keep to, the price, the quantity and the minimum purchase (spec §5).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { orderPath } from "~/features/payments/paths";
import { RESALE_GOODS_PATH, resellPath } from "~/features/resale/paths";
import { ResellForm } from "./resell-form";
import { resellAction, resellLoader } from "./resell.server";

export const handle = { i18n: ["resale", "account"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return resellLoader(request, context, params.id);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return resellAction(request, context, params.id);
}

export default function Resell() {
  const { orderId, wines, wine } = useLoaderData<typeof loader>();
  const { t } = useTranslation("resale");
  return (
    <div className="flex flex-col gap-4 px-3 pb-12 pt-3 pc:px-0 pc:pt-0" data-testid="resell-page">
      <p className="text-sm text-ink-soft">{t("resell.intro")}</p>
      {wine === null ? (
        <div
          className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-10 text-center ring-1 ring-line"
          data-testid="resell-nothing"
        >
          <p className="text-sm text-ink-soft">{t("resell.nothingLeft")}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to={RESALE_GOODS_PATH} className="btn-primary">
              {t("resell.toItems")}
            </Link>
            <Link to={orderPath(orderId)} className="btn-secondary">
              {t("resell.toOrder")}
            </Link>
          </div>
        </div>
      ) : (
        <>
          {wines.length > 1 ? (
            <nav aria-label={t("resell.chooseWine")} className="flex flex-wrap gap-2">
              {wines.map((w) => (
                <Link
                  key={w.goodsId}
                  to={resellPath(orderId, w.goodsId)}
                  replace
                  aria-current={w.goodsId === wine.goodsId ? "page" : undefined}
                  className="inline-flex min-h-[44px] items-center rounded-full px-4 text-sm ring-1 ring-line aria-[current=page]:bg-wine-light aria-[current=page]:font-semibold aria-[current=page]:text-wine aria-[current=page]:ring-wine"
                  data-testid="resell-wine-choice"
                >
                  {w.name}
                </Link>
              ))}
            </nav>
          ) : null}
          <ResellForm key={wine.goodsId} wine={wine} />
          <Link
            to={orderPath(orderId)}
            className="inline-flex min-h-[44px] items-center self-start text-sm text-ink-soft"
          >
            {t("resell.toOrder")}
          </Link>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
