/**
 * A resale item at the desk (/admin/resale/:code): the seller (masked), the wine, the bottles and
 * their serials, the asked price and the seller's parcel. While it awaits the shop's inspection a
 * role with resale.audit uploads inspection pictures (shown as thumbnails), then passes it with a
 * grade and a note or rejects it with the reason the seller reads; other roles only read it (the
 * service refuses them anyway). Afterwards the page shows the grade, or the reason.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { consolePage } from "~/features/admin/console-page.server";
import { PassForm, PhotoSection, RejectForm } from "~/features/admin/resale/audit-forms";
import { resaleAuditAction } from "~/features/admin/resale/audit-moves.server";
import { GoneFormRefusal } from "~/features/admin/gone-form-refusal";
import { auditPage, codeOf } from "~/features/admin/resale/resale-desk.server";
import { RESALE_PATH } from "~/features/admin/resale/resale-paths";
import type { BodyHandle } from "~/utils/body-limits";
import { formatPrice } from "~/utils/money";
import { formatDateTime } from "~/utils/time";

// A picture too large for the shop still reaches the action, which says so beside the field.
export const handle = {
  i18n: ["account", "admin", "resale"],
  body: "photoForm",
} satisfies BodyHandle;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const code = codeOf(params);
  const { api, me, csrf, headers } = await consolePage(request, context);
  return data({ me, csrf, ...(await auditPage(api, code, new URL(request.url))) }, { headers });
}

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  resaleAuditAction(request, context, codeOf(params));

export default function ResaleItemPage() {
  const { me, csrf, item, photos, maxPhotos, grades } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const { t: tr } = useTranslation("resale");
  const mayAudit = me.permissions.includes("resale.audit");
  const fact = (label: string, value: React.ReactNode, testId?: string) => (
    <>
      <dt className="text-ink-soft">{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </>
  );
  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("resaleDesk.item.title", { code: item.code })}>
      <p className="mt-1">
        <Link to={RESALE_PATH} className="inline-flex min-h-[44px] items-center text-wine">
          {t("resaleDesk.item.back")}
        </Link>
      </p>
      <dl
        className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-paper px-4 py-3 text-sm"
        data-testid="resale-item"
      >
        {fact(t("resaleDesk.columns.status"), tr(`resale.status.${item.status}`), "item-status")}
        {fact(t("resaleDesk.columns.wine"), item.name)}
        {fact(t("resaleDesk.columns.seller"), item.sellerPhone, "item-seller")}
        {fact(
          t("resaleDesk.item.bottles"),
          <>
            {t("resaleDesk.bottles", { count: item.quantity })}
            <span className="block break-all font-mono text-xs text-ink-soft">
              {item.serials.join(" ")}
            </span>
          </>,
        )}
        {fact(t("resaleDesk.item.price"), formatPrice(item.priceCents))}
        {fact(
          t("resaleDesk.item.parcel"),
          item.shipTrackingNo
            ? `${item.shipCompanyName} ${item.shipTrackingNo}`
            : t("resaleDesk.item.notSent"),
        )}
        {fact(t("resaleDesk.columns.listedAt"), formatDateTime(item.listedAt))}
        {item.grade
          ? fact(t("resaleDesk.item.grade"), tr(`resale.gradeValue.${item.grade}`))
          : null}
        {item.rejectReason
          ? fact(t("resaleDesk.item.rejectReason"), item.rejectReason, "item-reject-reason")
          : null}
        {item.auditedBy ? fact(t("resaleDesk.item.auditedBy"), item.auditedBy) : null}
      </dl>
      <GoneFormRefusal shown={item.awaiting && mayAudit ? ["photo", "receive", "reject"] : []} />
      {!item.awaiting ? (
        <p className="mt-4 text-ink-soft" data-testid="item-not-awaiting">
          {t("resaleDesk.item.notAwaiting")}
        </p>
      ) : mayAudit ? (
        <div className="mt-4 grid gap-4 pc:grid-cols-2 pc:items-start">
          <div className="flex flex-col gap-4">
            {/* Keyed by the pictures: one uploaded or removed starts both forms afresh. */}
            <PhotoSection
              key={`photos-${photos.join()}`}
              code={item.code}
              photos={photos}
              maxPhotos={maxPhotos}
            />
            <PassForm key={`pass-${photos.join()}`} photos={photos} grades={grades} />
          </div>
          <RejectForm />
        </div>
      ) : (
        <p className="mt-4 text-ink-soft" data-testid="item-read-only">
          {t("resaleDesk.item.readOnly")}
        </p>
      )}
    </ConsoleLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
