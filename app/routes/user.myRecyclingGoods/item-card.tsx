/**
 * One resale item as its seller sees it: spec §3's fields, where it stands and what the seller may
 * do now (send the parcel or withdraw; wait for the shop; put on or take off the shelf).
 */
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { courierName } from "#contract/logistics";
import type { ResaleItem } from "#contract/resale-answers";
import { AuthenticityTokenInput } from "~/components/form-security";
import { pictureSrc } from "~/features/catalog/picture";
import { PhotoStrip } from "~/features/photos/photo-strip";
import { orderPath } from "~/features/payments/paths";
import { ResaleStatusBadge } from "~/features/resale/item-status";
import { itemStepPath } from "~/features/resale/paths";
import type { Lang } from "~/utils/lang";
import { formatPrice } from "~/utils/money";
import { formatDate } from "~/utils/time";

const ACTION =
  "inline-flex min-h-[44px] min-w-[44px] items-center justify-center rounded-full px-4 text-sm ring-1";
const LEADING = `${ACTION} bg-wine text-white ring-wine hover:bg-wine-dark`;
const OTHER = `${ACTION} text-ink-soft ring-line hover:text-wine`;

export function ItemCard({ item, lang }: { item: ResaleItem; lang: Lang }) {
  const { t } = useTranslation("resale");
  const title = item.vintage ? `${item.name} ${item.vintage}` : item.name;
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-line"
      data-testid="resale-item"
      data-code={item.code}
      data-status={item.status}
    >
      <div className="flex items-start gap-3">
        <img
          src={pictureSrc(item.picture, lang)}
          alt=""
          width={60}
          height={80}
          loading="lazy"
          className="h-[80px] w-[60px] shrink-0 rounded-md bg-paper object-contain"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <ResaleStatusBadge status={item.status} />
            <span className="text-xs text-ink-soft" data-testid="resale-registration">
              {t(`resale.registration.${item.registration}`)}
            </span>
          </div>
          <h2 className="mt-1 line-clamp-2 font-semibold" data-testid="resale-name">
            {title}
          </h2>
          <p className="text-xs tabular-nums text-ink-soft">
            {t("resale.code")}{" "}
            <span className="font-medium text-ink" data-testid="resale-code">
              {item.code}
            </span>
          </p>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm pc:grid-cols-3">
        <Fact label={t("resale.price")} testId="resale-price" strong>
          {formatPrice(item.priceCents)}
        </Fact>
        <Fact label={t("resale.marketPrice")} testId="resale-market-price">
          {formatPrice(item.marketPriceCents)}
        </Fact>
        <Fact label={t("resale.quantity")} testId="resale-quantity">
          {item.quantity}
        </Fact>
        <Fact label={t("resale.minQuantity")} testId="resale-min">
          {item.minQuantity}
        </Fact>
        <Fact label={t("resale.soldQuantity")} testId="resale-sold">
          {item.soldQuantity}
        </Fact>
        <Fact label={t("resale.listedAt")} testId="resale-listed">
          <time dateTime={item.listedAt}>{formatDate(item.listedAt)}</time>
        </Fact>
        {item.grade ? (
          <Fact label={t("resale.grade")} testId="resale-grade" wide>
            {t(`resale.gradeValue.${item.grade}`)}
          </Fact>
        ) : null}
      </dl>
      {item.auditPhotos.length > 0 ? (
        <div
          id={`photos-${item.code}`}
          className="flex scroll-mt-16 flex-col gap-2 pc:scroll-mt-20"
        >
          <h3 className="text-sm text-ink-soft">{t("resale.auditPhotos")}</h3>
          <PhotoStrip
            names={item.auditPhotos}
            label={t("resale.auditPhotosOf", { code: item.code })}
            anchor={`photos-${item.code}`}
            testId="resale-audit-photos"
            pictureLinks
          />
        </div>
      ) : null}
      {item.auditNote ? (
        <p className="text-sm text-ink-soft" data-testid="resale-audit-note">
          {t("resale.auditNoteValue", { note: item.auditNote })}
        </p>
      ) : null}
      <p className="text-xs text-ink-soft">
        {t("resale.orderNo")}{" "}
        <Link
          to={orderPath(item.orderId)}
          className="inline-flex min-h-[44px] items-center tabular-nums text-wine underline-offset-2 hover:underline"
        >
          {item.orderNo}
        </Link>
      </p>

      <ItemStep item={item} lang={lang} />
    </li>
  );
}

function Fact({
  label,
  testId,
  strong = false,
  wide = false,
  children,
}: {
  label: string;
  testId: string;
  strong?: boolean;
  /** a long value: the whole row on phones */
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-2 pc:flex-col pc:items-start pc:justify-start pc:gap-0 ${wide ? "col-span-2 pc:col-span-1" : ""}`}
    >
      <dt className="text-ink-soft">{label}</dt>
      <dd
        className={`tabular-nums ${strong ? "font-semibold text-wine" : ""}`}
        data-testid={testId}
      >
        {children}
      </dd>
    </div>
  );
}

/** Where the item stands, in words, and the moves its status allows. */
function ItemStep({ item, lang }: { item: ResaleItem; lang: Lang }) {
  const { t } = useTranslation("resale");
  const note = (text: string, tone = "text-ink-soft") => (
    <p className={`text-sm ${tone}`} data-testid="resale-step">
      {text}
    </p>
  );
  switch (item.status) {
    case "system_audit_passed":
      if (item.shipCompany && item.shipTrackingNo)
        return note(
          t("resaleGoods.step.waitingInspection", {
            parcel: `${courierName(item.shipCompany, lang)} ${item.shipTrackingNo}`,
          }),
        );
      return (
        <div className="flex flex-col gap-2 border-t border-line pt-3">
          {note(t("resaleGoods.step.waitingParcel"))}
          <div className="flex flex-wrap justify-end gap-2">
            <Link
              to={itemStepPath("withdraw", item.code)}
              preventScrollReset
              className={OTHER}
              data-testid="resale-withdraw"
            >
              {t("resaleGoods.withdraw")}
            </Link>
            <Link
              to={itemStepPath("ship", item.code)}
              className={LEADING}
              data-testid="resale-ship"
            >
              {t("resaleGoods.ship")}
            </Link>
          </div>
        </div>
      );
    case "shop_audit_passed":
    case "off_shelf":
      return (
        <div className="flex flex-col gap-2 border-t border-line pt-3">
          {note(
            item.status === "shop_audit_passed"
              ? t("resaleGoods.step.passed")
              : item.offShelfBy === "expired"
                ? t("resaleGoods.step.offShelfExpired")
                : t("resaleGoods.step.offShelfSeller"),
          )}
          <Form method="post" className="flex justify-end">
            <AuthenticityTokenInput />
            <input type="hidden" name="code" value={item.code} />
            <button
              type="submit"
              name="intent"
              value="shelve"
              className={LEADING}
              data-testid="resale-shelve"
            >
              {t("resaleGoods.shelve")}
            </button>
          </Form>
        </div>
      );
    case "on_shelf":
      return (
        <div className="flex flex-col gap-2 border-t border-line pt-3">
          {note(t("resaleGoods.step.onShelf", { count: item.availableQuantity }))}
          <div className="flex justify-end">
            <Link
              to={itemStepPath("unshelve", item.code)}
              preventScrollReset
              className={OTHER}
              data-testid="resale-unshelve"
            >
              {t("resaleGoods.unshelve")}
            </Link>
          </div>
        </div>
      );
    case "rejected":
      return (
        <p className="text-sm text-wine" data-testid="resale-reject-reason">
          {t("resaleGoods.step.rejected", { reason: item.rejectReason ?? "" })}
        </p>
      );
    case "withdrawn":
      return note(t("resaleGoods.step.withdrawn"));
    default:
      return null;
  }
}
