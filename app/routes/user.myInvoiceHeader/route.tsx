/**
 * Invoice titles (/user/myInvoiceHeader, spec §2, §3): general titles for a person or a company,
 * one VAT special title with its business licence reviewed by the shop. Each title with its status
 * (a rejected one with the reason), edit for drafts and rejected titles, delete and set default
 * behind the confirmations of spec §8.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { InvoiceTitle } from "#contract/invoices";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormSecurity } from "~/components/form-security";
import { ExportLink } from "~/components/list/export-link";
import {
  editTitlePath,
  licencePath,
  newTitlePath,
  TITLES_EXPORT_PATH,
  TITLES_PATH,
} from "~/features/invoices/paths";
import { deferred } from "~/components/deferred";
import { TitleForm as EagerTitleForm } from "./title-form-eager.server";
import { loadTitles, titlesAction } from "./titles.server";

// The form shows only when a link opens it: its code (and the form library's) is fetched apart.
const TitleForm = deferred("invoice-title-form", EagerTitleForm, () =>
  import("./title-form").then((m) => m.TitleForm),
);

export const handle = { i18n: ["invoices", "account"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadTitles(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return titlesAction(request, context);
}

export default function InvoiceTitles() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("invoices");
  const confirming = data.confirming;
  useEffect(() => TitleForm.prefetch(), []);
  return (
    <FormSecurity csrf={data.csrf}>
      <div
        className="flex flex-col gap-4 px-3 pb-12 pt-3 pc:px-0 pc:pt-0"
        data-testid="invoice-titles"
      >
        <p className="text-sm text-ink-soft">{t("titles.intro")}</p>

        {data.form ? (
          <TitleForm
            key={data.form.here}
            title={data.form.title}
            kind={data.form.kind}
            licenceFile={data.form.licenceFile}
            here={data.form.here}
          />
        ) : (
          <div className="flex flex-wrap gap-3">
            <Link to={newTitlePath("general")} className="btn-secondary" data-testid="add-general">
              {t("titles.addGeneral")}
            </Link>
            {/* Spec §5: one special title a buyer; the button is not offered, and says why. */}
            {data.titles.some((title) => title.kind === "special") ? (
              <p
                className="inline-flex min-h-[44px] items-center text-sm text-ink-soft"
                data-testid="special-exists"
              >
                {t("titles.specialExists")}
              </p>
            ) : (
              <Link
                to={newTitlePath("special")}
                className="btn-secondary"
                data-testid="add-special"
              >
                {t("titles.addSpecial")}
              </Link>
            )}
          </div>
        )}

        {data.titles.length === 0 ? (
          <p
            className="rounded-2xl bg-white px-6 py-10 text-center text-sm text-ink-soft ring-1 ring-line"
            data-testid="titles-empty"
          >
            {t("titles.empty")}
          </p>
        ) : (
          <div>
            <div className="flex justify-end">
              <ExportLink
                href={TITLES_EXPORT_PATH}
                hint={t("titles.exportHint")}
                label={t("titles.export")}
                testId="titles-export"
              />
            </div>
            <ul className="flex flex-col gap-3" data-testid="titles-list">
              {data.titles.map((title) => (
                <TitleCard key={title.id} title={title} />
              ))}
            </ul>
          </div>
        )}

        {confirming ? (
          <ConfirmDialog
            name={confirming.action === "delete" ? "delete-title" : "default-title"}
            intent={confirming.action === "delete" ? "delete" : "setDefault"}
            title={t(confirming.action === "delete" ? "titles.deleteTitle" : "titles.defaultTitle")}
            text={t(
              confirming.action === "default"
                ? "titles.defaultText"
                : confirming.title.kind === "special"
                  ? "titles.deleteSpecialText"
                  : "titles.deleteText",
              { name: confirming.title.name },
            )}
            keepLabel={t("titles.keep")}
            yesLabel={t(confirming.action === "delete" ? "titles.yesDelete" : "titles.yesDefault")}
            backTo={TITLES_PATH}
            hidden={{ id: confirming.title.id }}
          />
        ) : null}
      </div>
    </FormSecurity>
  );
}

const STATUS_STYLE: Record<InvoiceTitle["status"], string> = {
  draft: "bg-paper text-ink-soft",
  pending: "bg-gold/15 text-ink",
  approved: "bg-wine-light text-wine",
  rejected: "bg-ink/80 text-white",
};

function TitleCard({ title }: { title: InvoiceTitle }) {
  const { t } = useTranslation("invoices");
  const canDelete = title.status !== "pending";
  const canDefault = title.status === "approved" && !title.isDefault;
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-line" data-testid="title-card">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs text-ink-soft">
          {t(`titles.kind.${title.kind}`)}
          {title.kind === "general" ? ` · ${t(`titles.holder.${title.holder}`)}` : ""}
        </span>
        {/* A general title is never reviewed: "approved" would claim a review that did not happen. */}
        {title.kind === "general" && title.status === "approved" ? null : (
          <span
            className={`rounded px-2 py-0.5 text-xs ${STATUS_STYLE[title.status]}`}
            data-testid="title-status"
          >
            {t(`titles.status.${title.status}`)}
          </span>
        )}
        {title.isDefault ? (
          <span
            className="rounded bg-wine px-2 py-0.5 text-xs text-white"
            data-testid="title-default"
          >
            {t("titles.default")}
          </span>
        ) : null}
      </div>
      <p className="mt-2 break-words font-medium" data-testid="title-name">
        {title.name}
      </p>
      {title.taxNo ? (
        <p className="mt-1 text-sm tabular-nums text-ink-soft">
          {t("titles.taxNo", { taxNo: title.taxNo })}
        </p>
      ) : null}
      {title.status === "rejected" && title.rejectReason ? (
        <p className="mt-2 text-sm text-wine" data-testid="title-reject-reason">
          {t("titles.rejected", { reason: title.rejectReason })}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-x-4 text-sm">
        {title.licenceFile ? (
          <a
            href={licencePath(title.licenceFile)}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-[44px] items-center text-wine underline-offset-2 hover:underline"
          >
            {t("titles.licenceLink")}
          </a>
        ) : null}
        {title.editable ? (
          <Link
            to={editTitlePath(title.id)}
            className="inline-flex min-h-[44px] min-w-[44px] items-center justify-center text-wine"
            data-testid="title-edit"
          >
            {t("titles.edit")}
          </Link>
        ) : null}
        {canDefault ? (
          <Link
            to={`${TITLES_PATH}?confirm=default&id=${title.id}`}
            preventScrollReset
            className="inline-flex min-h-[44px] min-w-[44px] items-center justify-center text-wine"
            data-testid="title-set-default"
          >
            {t("titles.setDefault")}
          </Link>
        ) : null}
        {canDelete ? (
          <Link
            to={`${TITLES_PATH}?confirm=delete&id=${title.id}`}
            preventScrollReset
            className="inline-flex min-h-[44px] min-w-[44px] items-center justify-center text-ink-soft hover:text-wine"
            data-testid="title-delete"
          >
            {t("titles.delete")}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
