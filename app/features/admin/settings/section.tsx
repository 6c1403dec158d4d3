/**
 * One part of the settings desk: its heading and what it does, then its fields, as a form for a
 * member whose role may change it and as a list of values for one who may only read it. Each form
 * posts on its own, without JavaScript too; the service's sentences land beside their fields.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { AuthenticityTokenInput } from "~/components/form-security";
import { validationText } from "~/utils/validation-text";
import type { SettingsIntent } from "./paths";
import { ConsoleAlert } from "../shown-once";

export interface SettingField {
  name: string;
  label: string;
  /** what the box holds at first: the value in force, in the form's unit */
  value: string;
  /** the value as the read-only list shows it (¥299.00, 30 分钟) */
  shown: string;
  hint?: string;
  inputMode?: "numeric" | "decimal" | "tel" | "text";
}

export function SettingsSection({
  intent,
  title,
  about,
  note,
  className = "",
  children,
}: {
  intent: SettingsIntent;
  title: string;
  about: string;
  /** who changed it last, or that a default is in force */
  note?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      id={`settings-${intent}`}
      aria-labelledby={`settings-${intent}-heading`}
      className={`scroll-mt-16 rounded-xl border border-line bg-white p-4 pc:p-5 ${className}`}
      data-testid={`settings-${intent}`}
    >
      <h2 id={`settings-${intent}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{about}</p>
      {note ? <div className="mt-1 text-sm text-ink-soft">{note}</div> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The refusal of a form the member was not shown (a role without the permission posting). */
export function RefusalOf({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const { i18n } = useTranslation("account");
  const refusal = lastResult?.error?.[""];
  if (!refusal?.length) return null;
  return <ConsoleAlert>{refusal.map((e) => validationText(e, i18n)).join(" ")}</ConsoleAlert>;
}

export function SettingValues({ fields }: { fields: SettingField[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm pc:grid-cols-[max-content_1fr]">
      {fields.map((field) => (
        <div key={field.name} className="contents">
          <dt className="text-ink-soft">{field.label}</dt>
          <dd className="tabular-nums" data-testid={`setting-${field.name}`}>
            {field.shown}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A setting's form. Its first values are the page's; after a refusal, what was typed. The page
 * gives it a new key when the values in force change, so a saved form starts from them again.
 */
export function SettingForm({
  intent,
  fields,
  lastResult,
  className = "",
}: {
  intent: SettingsIntent;
  fields: SettingField[];
  lastResult?: SubmissionResult<string[]> | null;
  className?: string;
}) {
  const { t } = useTranslation("admin");
  const [form, metas] = useForm<Record<string, string>>({
    id: `settings-${intent}-form`,
    lastResult,
    defaultValue: Object.fromEntries(fields.map((field) => [field.name, field.value])),
    shouldValidate: "onSubmit",
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="flex flex-col gap-4"
      data-testid={`settings-${intent}-form`}
    >
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={intent} />
      <div className={`grid grid-cols-1 gap-4 ${className}`}>
        {fields.map((field) => (
          <TextField
            key={field.name}
            meta={metas[field.name]}
            label={field.label}
            hint={field.hint}
            inputMode={field.inputMode}
            autoComplete="off"
          />
        ))}
      </div>
      <FieldErrors errors={form.errors} id={form.errorId} />
      <div>
        <button type="submit" className="btn-primary" data-testid={`settings-${intent}-save`}>
          {t("settings.save")}
        </button>
      </div>
    </Form>
  );
}
