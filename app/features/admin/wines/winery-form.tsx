/** A winery's form (routes/admin.wineries.new and admin.wineries.$id): names, region, facts, story. */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { OpsWineOptions } from "#contract/wine-desk-answers";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { AuthenticityTokenInput } from "~/components/form-security";
import { LocalTextFields, Select } from "./wine-form";

type Local = { ch: string; tc: string; en: string };
export interface WineryFormValues {
  requestKey?: string;
  name: Local;
  areaId: string | undefined;
  founded: string | undefined;
  hectares: string | undefined;
  description: Local;
}

export function WineryForm({
  areas,
  defaultValue,
  lastResult,
  submitLabel,
}: {
  areas: OpsWineOptions["areas"];
  defaultValue?: Partial<WineryFormValues>;
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
}) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const sending = navigation.state !== "idle";
  const [form, fields] = useForm<WineryFormValues>({
    id: "winery",
    defaultValue: defaultValue as never,
    lastResult,
    shouldValidate: "onSubmit",
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="mt-4 flex flex-col gap-4 rounded-xl border border-line p-4"
      data-testid="winery-form"
    >
      <AuthenticityTokenInput />
      {defaultValue?.requestKey ? (
        <input type="hidden" name="requestKey" value={defaultValue.requestKey} />
      ) : null}
      <FieldErrors errors={form.errors} id={form.errorId} />
      <LocalTextFields meta={fields.name} label={t("wineryDesk.name")} />
      <div className="grid gap-3 pc:grid-cols-3">
        <Select meta={fields.areaId} label={t("wineForm.area")}>
          <option value="">{t("wineForm.choose")}</option>
          {areas.map((a) => (
            <option key={a.id} value={a.id}>
              {a.country} · {a.name}
            </option>
          ))}
        </Select>
        <TextField meta={fields.founded} label={t("wineryDesk.founded")} inputMode="numeric" />
        <TextField
          meta={fields.hectares}
          label={t("wineryDesk.hectares")}
          inputMode="decimal"
          hint={t("wineryDesk.hectaresHint")}
        />
      </div>
      <LocalTextFields meta={fields.description} label={t("wineryDesk.description")} long />
      <button
        type="submit"
        className="btn-primary min-h-[44px] self-start px-6"
        disabled={sending}
        data-testid="winery-save"
      >
        {submitLabel}
      </button>
    </Form>
  );
}
