/**
 * The gift form's first step: the receiver's phone and the points, posted to the points page,
 * which checks them with the service and opens the confirmation. The points box normalises what
 * is typed as every quantity box does.
 */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { AuthenticityTokenInput } from "~/components/form-security";
import { normalizeQuantity, normalizeQuantityText } from "~/utils/quantity";
import { useTypedBeforeHydration } from "~/utils/use-typed-before-hydration";
import { useValidateOnBlur } from "~/features/forms/validate-on-blur";
import { POINTS_PATH } from "./paths";

export function GiftForm({
  lastResult,
  balance,
  name,
  dailyCap,
  smsThreshold,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  balance: number;
  name: string;
  dailyCap: number;
  smsThreshold: number;
}) {
  const { t } = useTranslation("points");
  // zod and the schema arrive after hydration, in their own chunk (form-checks.ts).
  const onValidate = useValidateOnBlur((checks) => checks.giftReviewSchema);
  const [form, fields] = useForm<{ phone: string; points: string }>({
    id: "points-gift",
    lastResult,
    // Checked again as it is corrected: a phone typed anew drops the message the old one had (the
    // service's own refusals, unknown or one's own number, come back with the next review).
    onValidate,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const typed = fields.points.initialValue;
  const [points, setPoints] = useState(typeof typed === "string" ? typed : "");
  const pointsBox = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(pointsBox, (text) => setPoints(normalizeQuantityText(text)));
  // The box is the page's own (it normalises as it is typed); conform names and describes it.
  const { defaultValue: _typed, ...pointsProps } = getInputProps(fields.points, {
    type: "text",
    ariaDescribedBy: `${fields.points.id}-hint`,
  });
  return (
    <section
      id="gift"
      className="rounded-2xl bg-white p-5 ring-1 ring-line"
      aria-labelledby="gift-form-title"
    >
      <h2 id="gift-form-title" className="font-semibold">
        {t("points.gift.title", { name })}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t("points.gift.intro")}</p>
      <Form
        method="post"
        action={POINTS_PATH}
        {...getFormProps(form)}
        className="mt-4 flex flex-col gap-4 pc:max-w-md"
        data-testid="gift-form"
      >
        <AuthenticityTokenInput />
        <TextField
          meta={fields.phone}
          label={t("points.gift.phone")}
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.points.id} className="text-sm font-medium text-ink">
            {t("points.gift.points")}
          </label>
          <input
            {...pointsProps}
            key={fields.points.key}
            ref={pointsBox}
            value={points}
            onChange={(e) => setPoints(normalizeQuantityText(e.target.value))}
            onBlur={() => setPoints(String(normalizeQuantity(points)))}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            className="min-h-[44px] w-full rounded-lg border border-line bg-white px-3 text-base aria-[invalid]:border-wine"
            data-testid="gift-points"
          />
          <p id={`${fields.points.id}-hint`} className="text-xs text-ink-soft">
            {t("points.gift.limits", { balance, cap: dailyCap, threshold: smsThreshold })}
          </p>
          <FieldErrors errors={fields.points.errors} id={fields.points.errorId} />
        </div>
        <FieldErrors errors={form.errors} id={form.errorId} />
        <button
          type="submit"
          name="intent"
          value="giftReview"
          className="btn-primary self-start"
          data-testid="gift-next"
        >
          {t("points.gift.next")}
        </button>
      </Form>
    </section>
  );
}
