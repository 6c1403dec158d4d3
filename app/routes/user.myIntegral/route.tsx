/**
 * My points (/user/myIntegral): the balance under the points' name, the rules that earn and spend
 * them, the wines points can buy, and the change log of spec §3 (time in Beijing, before, change, after, reason), newest
 * first, on the shop's paged list, with a CSV export.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { onePointName } from "~/features/points/points-name";
import type { PointsLogRow } from "#contract/points";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ListBottom, pageAnchor, usePagedList } from "~/components/list/paged-list";
import { POINTS_EXPORT_PATH } from "~/features/points/paths";
import { reasonText, signed } from "~/features/points/reason";
import { formatDateTime } from "~/utils/time";
import { deferred } from "~/components/deferred";
import { GiftConfirm as EagerGiftConfirm } from "~/features/points/gift-confirm-eager.server";
import { GiftForm } from "~/features/points/gift-form";
import { giftAction, type GiftActionData } from "./gift.server";
import { loadPoints, POINTS_PAGE_SIZE } from "./points.server";
import { ForPoints } from "./for-points";

// The confirmation shows only once a gift is reviewed: its code (the captcha, the SMS code, the
// dialog) is fetched apart.
const GiftConfirm = deferred("points-gift-confirm", EagerGiftConfirm, () =>
  import("~/features/points/gift-confirm").then((m) => m.GiftConfirm),
);

export const handle = { i18n: ["points", "account"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPoints(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return giftAction(request, context);
}

export default function MyPoints() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("points");
  const paging = usePagedList(data.list, (row) => row.id);
  useEffect(() => GiftConfirm.prefetch(), []);
  const { name } = data.rule;
  const actionData = useActionData<GiftActionData>();
  const idle = useNavigation().state === "idle";
  const resultOf = (step: GiftActionData["step"]) =>
    idle && actionData?.step === step ? actionData.result : undefined;

  return (
    <div className="flex flex-col gap-4 px-3 pb-12 pt-3 pc:px-0 pc:pt-0" data-testid="my-points">
      <section
        className="rounded-2xl bg-gradient-to-br from-wine to-wine-dark p-5 text-white"
        aria-labelledby="points-balance-label"
      >
        <p id="points-balance-label" className="text-sm text-white/80">
          {t("points.balance", { name })}
        </p>
        <p className="mt-1 text-4xl font-semibold tabular-nums" data-testid="points-balance">
          {data.balance}
        </p>
        <ul className="mt-4 flex flex-col gap-1 text-sm text-white/85">
          <li>
            {t("points.earnRule", {
              count: data.rule.earnPerYuan,
              name,
              one: onePointName(name),
            })}
          </li>
          <li>
            {data.rule.maxOffsetPercent > 0
              ? t("points.spendRule", {
                  rate: data.rule.pointsPerYuan,
                  name,
                  percent: data.rule.maxOffsetPercent,
                })
              : t("points.noSpend", { name })}
          </li>
        </ul>
      </section>

      <ForPoints wines={data.forPoints} balance={data.balance} name={name} lang={data.lang} />

      {/* A new balance is a gift made (or points come in): the form starts empty again. */}
      <GiftForm
        key={data.balance}
        lastResult={resultOf("review")}
        balance={data.balance}
        name={name}
        dailyCap={data.rule.giftDailyCap}
        smsThreshold={data.rule.giftSmsThreshold}
      />
      {data.gift ? (
        <GiftConfirm
          gift={data.gift}
          name={name}
          myPhone={data.myPhone}
          captcha={data.captcha}
          lastResult={resultOf("confirm")}
          sms={actionData?.step === "confirm" ? actionData.sms : null}
        />
      ) : null}

      <div className="flex items-center justify-between gap-3">
        <h2 className="font-semibold">{t("points.log")}</h2>
        {paging.items.length > 0 ? (
          <a
            href={POINTS_EXPORT_PATH}
            download
            className="inline-flex min-h-[44px] min-w-[44px] items-center text-sm text-wine underline-offset-2 hover:underline"
            title={t("points.exportHint")}
            data-testid="points-export"
          >
            {t("points.export")}
          </a>
        ) : null}
      </div>

      {paging.items.length === 0 ? (
        <div
          className="rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-line"
          data-testid="points-empty"
        >
          <p className="text-sm text-ink-soft">{t("points.empty")}</p>
          <Link to="/goods" className="btn-secondary mt-5">
            {t("points.goShopping")}
          </Link>
        </div>
      ) : (
        <>
          <ol
            className="overflow-hidden rounded-2xl bg-white ring-1 ring-line"
            data-testid="points-log"
          >
            {paging.items.map((row, i) => (
              <LogRow key={row.id} row={row} anchorId={pageAnchor(i, POINTS_PAGE_SIZE)} />
            ))}
          </ol>
          <ListBottom paging={paging} className="py-2" />
        </>
      )}
    </div>
  );
}

function LogRow({ row, anchorId }: { row: PointsLogRow; anchorId?: string }) {
  const { t } = useTranslation("points");
  const reason = reasonText(row, t);
  return (
    <li
      id={anchorId}
      className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-b border-line px-4 py-3 last:border-0"
      data-testid="points-row"
    >
      <p className="min-w-0 break-words font-medium" data-testid="points-reason">
        {row.orderId && row.orderNo ? (
          // A finger's target (44 px tall) in the row's own height.
          <Link
            to={`/user/order/${row.orderId}`}
            className="-my-[10px] inline-flex min-h-[44px] items-center hover:text-wine hover:underline"
          >
            {reason}
          </Link>
        ) : (
          reason
        )}
      </p>
      <p
        className={`text-right text-lg font-semibold tabular-nums ${row.change > 0 ? "text-wine" : "text-ink"}`}
        data-testid="points-change"
      >
        <span className="sr-only">{t("points.change")} </span>
        {signed(row.change)}
      </p>
      <p className="text-xs tabular-nums text-ink-faint">
        <span className="sr-only">{t("points.time")} </span>
        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
      </p>
      <p
        className="text-right text-xs tabular-nums text-ink-faint"
        data-testid="points-before-after"
      >
        {t("points.before")} {row.before} → {t("points.after")} {row.after}
      </p>
    </li>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
