/**
 * A new invoice title, or a draft or rejected one changed. A special title starts with its business
 * licence (the upload form shared with the avatar, above this form: forms do not nest), then the
 * details. "Save draft" keeps what is typed; "submit" sends a special title for review and makes a
 * general one usable. The service checks every field again (the taxpayer id's check character,
 * one special title per buyer) and its answers land beside their fields.
 */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import type { InvoiceHolder, InvoiceTitle, InvoiceTitleKind } from "#contract/invoices";
import { UploadForm } from "~/components/file-upload";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { AuthenticityTokenInput } from "~/components/form-security";
import { LICENCE_UPLOAD_PATH, licencePath, TITLES_PATH } from "~/features/invoices/paths";
import { useValidateOnBlur } from "~/features/forms/validate-on-blur";

type TitleFields = Record<
  | "id"
  | "kind"
  | "holder"
  | "name"
  | "taxNo"
  | "address"
  | "phone"
  | "bank"
  | "bankAccount"
  | "licenceFile",
  string
>;

interface Props {
  title: InvoiceTitle | null;
  kind: InvoiceTitleKind;
  licenceFile: string | null;
  /** this form's own address, where a licence uploaded without JavaScript comes back to */
  here: string;
}

export function TitleForm({ title, kind, licenceFile: initialLicence, here }: Props) {
  const { t } = useTranslation("invoices");
  const hydrated = useHydrated();
  const actionData = useActionData<{ result?: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const [licenceFile, setLicenceFile] = useState(initialLicence);
  const [holder, setHolder] = useState<InvoiceHolder>(title?.holder ?? "company");
  // On blur only what is typed is checked (the draft's rules); the server checks a submission whole.
  const onValidate = useValidateOnBlur((checks) => checks.invoiceTitleSchema);
  const [form, fields] = useForm<TitleFields>({
    id: `title-${title?.id ?? `new-${kind}`}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: title
      ? (Object.fromEntries(
          Object.entries(title).map(([k, v]) => [k, v === null ? "" : String(v)]),
        ) as Partial<TitleFields>)
      : { holder: "company" },
    shouldValidate: "onBlur",
    onValidate,
  });
  const special = kind === "special";
  const company = special || !hydrated || holder === "company";
  const optional = special ? "" : t("form.optional");

  return (
    <section
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-line pc:p-6"
      aria-labelledby="title-form-heading"
      data-testid="title-form"
    >
      <h2 id="title-form-heading" className="font-semibold">
        {title ? t("form.editTitle") : t(special ? "form.newSpecial" : "form.newGeneral")}
        <span className="ml-2 text-sm font-normal text-ink-soft">{t(`titles.kind.${kind}`)}</span>
      </h2>

      {special ? (
        <div id="licence" className="flex flex-col gap-3 rounded-xl bg-paper p-3">
          <h3 className="text-sm font-semibold">{t("form.licenceStep")}</h3>
          <UploadForm
            uploadUrl={LICENCE_UPLOAD_PATH}
            formAction={LICENCE_UPLOAD_PATH}
            hidden={{ back: here }}
            id="licence-file"
            label={t("licence.label")}
            rule={t("licence.rule")}
            accept="image/jpeg,image/png,application/pdf"
            current={<LicencePreview fileName={licenceFile} />}
            submitLabel={t("licence.upload")}
            error={null}
            testId="licence"
            onUploaded={(answer) => answer.fileName && setLicenceFile(answer.fileName)}
            sendOnChoose
          />
          <FieldErrors errors={fields.licenceFile.errors} id={fields.licenceFile.errorId} />
        </div>
      ) : null}

      <Form method="post" action={here} {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthenticityTokenInput />
        {special ? <h3 className="text-sm font-semibold">{t("form.detailsStep")}</h3> : null}
        {title ? <input type="hidden" name="id" value={title.id} /> : null}
        <input type="hidden" name="kind" value={kind} />
        {special ? (
          <input type="hidden" name="licenceFile" value={licenceFile ?? ""} />
        ) : (
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-medium">{t("form.holder")}</legend>
            <div className="flex gap-2">
              {(["company", "personal"] as const).map((value) => (
                <label
                  key={value}
                  className="flex min-h-[44px] cursor-pointer items-center gap-2 rounded-full px-4 ring-1 ring-line has-[:checked]:bg-wine-light has-[:checked]:text-wine has-[:checked]:ring-wine"
                >
                  <input
                    {...getInputProps(fields.holder, { type: "radio", value })}
                    key={`${fields.holder.key}-${value}`}
                    id={`${fields.holder.id}-${value}`}
                    className="accent-wine"
                    onChange={() => setHolder(value)}
                    data-testid={`holder-${value}`}
                  />
                  {t(`titles.holder.${value}`)}
                </label>
              ))}
            </div>
            <FieldErrors errors={fields.holder.errors} id={fields.holder.errorId} />
          </fieldset>
        )}
        <FieldErrors errors={fields.kind.errors} id={fields.kind.errorId} />
        <TextField
          meta={fields.name}
          label={
            special || holder === "company" || !hydrated
              ? t("form.nameCompany")
              : t("form.namePersonal")
          }
          autoComplete="organization"
        />
        {company ? (
          <>
            <TextField
              meta={fields.taxNo}
              label={t("form.taxNo")}
              hint={special || hydrated ? t("form.taxNoHint") : t("form.companyOnly")}
              autoComplete="off"
            />
            <TextField meta={fields.address} label={t("form.address") + optional} />
            <TextField
              meta={fields.phone}
              label={t("form.phone") + optional}
              type="tel"
              hint={t("form.phoneHint")}
            />
            <TextField meta={fields.bank} label={t("form.bank") + optional} />
            <TextField
              meta={fields.bankAccount}
              label={t("form.bankAccount") + optional}
              inputMode="numeric"
            />
          </>
        ) : null}
        {form.errors?.length ? (
          <p className="text-sm text-wine" role="alert" data-testid="form-error">
            {form.errors.join(" ")}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="submit"
            className="btn-primary"
            data-testid="title-submit"
          >
            {special ? t("form.submit") : t("form.save")}
          </button>
          {/* An approved general title is changed as it stands: it never goes back to a draft. */}
          {title?.status === "approved" ? null : (
            <button
              type="submit"
              name="intent"
              value="draft"
              className="btn-secondary"
              data-testid="title-draft"
            >
              {t("form.saveDraft")}
            </button>
          )}
          <Link
            to={TITLES_PATH}
            className="inline-flex min-h-[44px] items-center px-3 text-sm text-ink-soft"
          >
            {t("form.cancel")}
          </Link>
        </div>
      </Form>
    </section>
  );
}

/** The licence as it stands: its picture, a PDF's tile, or none yet. */
export function LicencePreview({ fileName }: { fileName: string | null }) {
  const { t } = useTranslation("invoices");
  if (!fileName)
    return (
      <span
        className="flex h-[72px] w-[72px] shrink-0 items-center justify-center rounded-lg bg-white text-center text-xs text-ink-faint ring-1 ring-line"
        data-testid="licence-missing"
      >
        {t("form.licenceMissing")}
      </span>
    );
  return (
    <a
      href={licencePath(fileName)}
      target="_blank"
      rel="noreferrer"
      className="flex h-[72px] w-[72px] shrink-0 items-center justify-center overflow-hidden rounded-lg bg-white text-sm font-semibold text-wine ring-1 ring-wine"
      data-testid="licence-current"
      aria-label={`${t("form.licenceChosen")} · ${t("licence.view")}`}
    >
      {fileName.endsWith(".pdf") ? (
        t("licence.pdf")
      ) : (
        <img
          src={licencePath(fileName)}
          alt=""
          width={72}
          height={72}
          className="h-full w-full object-cover"
        />
      )}
    </a>
  );
}
