/**
 * The return freight's form: a box for each return reason, ticked where the shop pays the parcel
 * back. None ticked: the buyer always pays.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldErrors } from "~/components/field-errors";
import { AuthenticityTokenInput } from "~/components/form-security";

export function ReturnFreightForm({
  reasons,
  shopPays,
  lastResult,
}: {
  reasons: { code: string; name: string }[];
  shopPays: string[];
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("admin");
  const [form, fields] = useForm<{ shopPays: string[] }>({
    id: "settings-returnFreight-form",
    lastResult,
    defaultValue: { shopPays },
    shouldValidate: "onSubmit",
  });
  // Plain boxes: conform's collection helper would add to the chunk every form page shares.
  const initial = fields.shopPays.initialValue;
  const ticked = new Set(Array.isArray(initial) ? initial : initial ? [initial] : []);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="flex flex-col gap-4"
      data-testid="settings-returnFreight-form"
    >
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="returnFreight" />
      <fieldset>
        <legend className="text-sm font-medium">{t("settings.returnFreight.legend")}</legend>
        <div className="mt-1 grid grid-cols-1 gap-x-4 pc:grid-cols-2">
          {reasons.map((reason) => (
            <label key={reason.code} className="flex min-h-[44px] items-center gap-2">
              <input
                type="checkbox"
                name={fields.shopPays.name}
                value={reason.code}
                defaultChecked={ticked.has(reason.code)}
                className="h-5 w-5 accent-wine"
              />
              {reason.name}
            </label>
          ))}
        </div>
      </fieldset>
      <FieldErrors
        errors={fields.shopPays.allErrors && Object.values(fields.shopPays.allErrors).flat()}
        id={fields.shopPays.errorId}
      />
      <FieldErrors errors={form.errors} id={form.errorId} />
      <div>
        <button type="submit" className="btn-primary" data-testid="settings-returnFreight-save">
          {t("settings.save")}
        </button>
      </div>
    </Form>
  );
}
