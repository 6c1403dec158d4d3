/**
 * My resale goods (/user/myRecyclingGoods, spec §2): the seller's items, newest first, each with
 * spec §3's fields and the moves its status allows (decision 037): the parcel to the shop or
 * withdrawing (behind a confirmation) before it is sent; waiting for the shop's inspection; the
 * shop's reason for a rejection; the shelf. The orders that still have bottles to resell, a CSV
 * export, and an empty state that leads to them.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ResaleItem } from "#contract/resale-answers";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ExportLink } from "~/components/list/export-link";
import {
  RESALE_GOODS_EXPORT_PATH,
  RESALE_GOODS_PATH,
  RESALE_PICK_PATH,
  RESALE_SALES_PATH,
} from "~/features/resale/paths";
import { loadResaleGoods, resaleGoodsAction, type ParcelErrors } from "./goods.server";
import { ItemCard } from "./item-card";
import { ParcelForm } from "./parcel-form";
import { PickOrders } from "./pick-orders";

export const handle = { i18n: ["resale", "aftersale", "account"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadResaleGoods(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return resaleGoodsAction(request, context);
}

export default function ResaleGoods() {
  const { items, ship, confirming, resellable, lang } = useLoaderData<typeof loader>();
  const sent = useActionData<typeof action>();
  const { t } = useTranslation("resale");
  // A parcel the server sent back with errors keeps its form open, whatever the URL says.
  const refused = sent && "ship" in sent ? sent.ship : null;
  const shipItem = ship?.item ?? items.find((item) => item.code === refused?.code) ?? null;
  return (
    <div className="flex flex-col gap-4 px-3 pb-12 pt-3 pc:px-0 pc:pt-0" data-testid="resale-goods">
      <p className="text-sm text-ink-soft">{t("resaleGoods.intro")}</p>

      {shipItem ? (
        <ParcelForm
          key={shipItem.code}
          item={shipItem}
          returnAddress={ship?.returnAddress ?? null}
          values={refused?.values ?? { company: "", trackingNo: "" }}
          errors={(refused?.errors ?? {}) as ParcelErrors}
          lang={lang}
        />
      ) : null}

      {resellable ? <PickOrders orders={resellable} closable={items.length > 0} /> : null}

      {items.length === 0 ? (
        <p
          className="rounded-2xl bg-white px-6 py-10 text-center text-sm text-ink-soft ring-1 ring-line"
          data-testid="resale-empty"
        >
          {t("resaleGoods.empty")}
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex flex-wrap gap-2">
              {resellable ? null : (
                <Link
                  to={RESALE_PICK_PATH}
                  className="btn-secondary px-4"
                  data-testid="resale-from-orders"
                >
                  {t("resaleGoods.resellFromOrders")}
                </Link>
              )}
              <Link
                to={RESALE_SALES_PATH}
                className="inline-flex min-h-[44px] items-center px-2 text-sm text-wine"
              >
                {t("resaleGoods.sales")}
              </Link>
            </div>
            <ExportLink
              href={RESALE_GOODS_EXPORT_PATH}
              hint={t("resaleGoods.exportHint")}
              label={t("resaleGoods.export")}
              testId="resale-export"
            />
          </div>
          <ul className="grid gap-3 pc:grid-cols-2" data-testid="resale-list">
            {items.map((item) => (
              <ItemCard key={item.code} item={item} lang={lang} />
            ))}
          </ul>
        </div>
      )}

      {confirming ? <Confirm action={confirming.action} item={confirming.item} /> : null}
    </div>
  );
}

function Confirm({ action, item }: { action: "withdraw" | "unshelve"; item: ResaleItem }) {
  const { t } = useTranslation("resale");
  const withdrawing = action === "withdraw";
  return (
    <ConfirmDialog
      name={withdrawing ? "withdraw-resale" : "unshelve-resale"}
      intent={action}
      title={t(withdrawing ? "resaleGoods.withdrawTitle" : "resaleGoods.unshelveTitle")}
      text={t(withdrawing ? "resaleGoods.withdrawText" : "resaleGoods.unshelveText", {
        code: item.code,
        name: item.name,
      })}
      keepLabel={t("resaleGoods.keep")}
      yesLabel={t(withdrawing ? "resaleGoods.yesWithdraw" : "resaleGoods.yesUnshelve")}
      backTo={RESALE_GOODS_PATH}
      hidden={{ code: item.code }}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
