/**
 * The resell form of one wine. Unticked, the first N bottles of the wine are resold; ticked, the
 * ticked ones (and, with JavaScript, the quantity follows the ticks). Checked in the browser as the
 * seller leaves a field; the server checks every submission, and the service's refusals land
 * beside their fields.
 */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ResaleOrderBottles } from "#contract/resale-answers";
import { FieldErrors } from "~/components/field-errors";
import { taggedText } from "~/components/tagged-text";
import { TextField } from "~/components/fields";
import { AuthenticityTokenInput } from "~/components/form-security";
import { useValidateOnBlur } from "~/features/forms/validate-on-blur";
import { formatPrice } from "~/utils/money";

type Wine = ResaleOrderBottles["wines"][number];
type ResellFields = {
  goodsId: string;
  serials: string[];
  quantity: string;
  price: string;
  minQuantity: string;
};

export function ResellForm({ wine }: { wine: Wine }) {
  const { t } = useTranslation("resale");
  const actionData = useActionData<{ result?: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const onValidate = useValidateOnBlur((checks) => checks.resellFormSchema);
  const [form, fields] = useForm<ResellFields>({
    id: `resell-${wine.goodsId}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: {
      goodsId: String(wine.goodsId),
      quantity: String(wine.serials.length),
      minQuantity: "1",
    },
    shouldValidate: "onBlur",
    onValidate,
  });
  // One ticked bottle comes back from the server as a lone value, several as a list.
  const sent: unknown = fields.serials.initialValue;
  const ticked = new Set<unknown>(Array.isArray(sent) ? sent : sent ? [sent] : []);
  const busy = navigation.state === "submitting";

  return (
    <section
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-line pc:max-w-2xl pc:p-6"
      aria-labelledby="resell-heading"
      data-testid="resell-form"
    >
      <div>
        <h2 id="resell-heading" className="font-semibold" data-testid="resell-wine">
          {wine.name}
        </h2>
        <p className="mt-1 text-sm text-ink-soft" data-testid="resell-band">
          {t("resell.band", {
            shop: formatPrice(wine.shopPriceCents),
            min: formatPrice(wine.minPriceCents),
            max: formatPrice(wine.maxPriceCents),
          })}
        </p>
      </div>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthenticityTokenInput />
        <input {...getInputProps(fields.goodsId, { type: "hidden" })} key={fields.goodsId.key} />
        <fieldset className="flex flex-col gap-1" aria-describedby="serials-hint">
          <legend className="mb-1 text-sm font-medium">
            {t("resell.serials", { count: wine.serials.length })}
          </legend>
          <p id="serials-hint" className="mb-1 text-xs text-ink-soft">
            {t("resell.serialsHint")}
          </p>
          <ul className="grid grid-cols-1 gap-2 pc:grid-cols-2">
            {wine.serials.map((serial) => (
              <li key={serial}>
                <label className="flex min-h-[44px] cursor-pointer items-center gap-3 rounded-xl px-3 text-sm tabular-nums ring-1 ring-line has-[:checked]:bg-wine-light has-[:checked]:ring-wine">
                  <input
                    type="checkbox"
                    name={fields.serials.name}
                    value={serial}
                    defaultChecked={ticked.has(serial)}
                    className="h-5 w-5 accent-wine"
                    data-testid="resell-serial"
                    onChange={(event) => {
                      const count = event.currentTarget.form?.querySelectorAll(
                        `input[name="${fields.serials.name}"]:checked`,
                      ).length;
                      if (count) form.update({ name: fields.quantity.name, value: String(count) });
                    }}
                  />
                  {serial}
                </label>
              </li>
            ))}
          </ul>
          <FieldErrors errors={fields.serials.errors} id={fields.serials.errorId} />
        </fieldset>
        <TextField
          meta={fields.quantity}
          label={t("resell.quantity")}
          hint={t("resell.quantityHint", { count: wine.serials.length })}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          meta={fields.price}
          label={t("resell.price")}
          hint={t("resell.priceHint", {
            min: formatPrice(wine.minPriceCents),
            max: formatPrice(wine.maxPriceCents),
          })}
          inputMode="text"
          autoComplete="off"
        />
        <TextField
          meta={fields.minQuantity}
          label={t("resell.minQuantity")}
          hint={t("resell.minQuantityHint")}
          inputMode="numeric"
          autoComplete="off"
        />
        {form.errors?.length ? (
          <p className="text-sm text-wine" role="alert" data-testid="form-error">
            {form.errors.join(" ")}
          </p>
        ) : null}
        <p className="text-sm leading-relaxed text-ink-soft" data-testid="resell-terms">
          {taggedText(t("resell.terms"), [
            <Link
              key="terms"
              to={`${t("links.registrationAgreement", { ns: "common" })}#resale`}
              target="_blank"
              className="inline-flex min-h-[44px] items-center text-wine underline"
              data-testid="resell-terms-link"
            />,
          ])}
        </p>
        <button
          type="submit"
          className="btn-primary self-start"
          disabled={busy}
          data-testid="resell-submit"
        >
          {t("resell.submit")}
        </button>
      </Form>
    </section>
  );
}
