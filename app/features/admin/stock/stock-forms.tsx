/**
 * The wine's stock page's forms: receive bottles, adjust (breakage, a correction), a stock-take's
 * count, the low-stock threshold. Plain forms with an `intent`, validated by conform with the
 * contract's schemas before they leave and again by the service. Counts open the phone's number
 * pad; a change keeps the full keyboard, as a phone's number pad has no minus sign.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { STOCK_NOTE_MAX } from "#contract/stock-desk";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { AuthenticityTokenInput } from "~/components/form-security";
import { useLastResult, useSending } from "../console-forms";
import { NoteField } from "../note-field";

const box = "flex flex-col gap-3 rounded-xl border border-line p-4";
const select = "min-h-[44px] w-full rounded-lg border border-line bg-white px-2";

function Heading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="font-semibold">
      {children}
    </h2>
  );
}

export function ReceiveForm() {
  const { t } = useTranslation("admin");
  const [form, fields] = useForm<{ quantity: number }>({
    id: "receive",
    lastResult: useLastResult("receive"),
    shouldValidate: "onSubmit",
  });
  const sending = useSending("receive");
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby="receive-title"
      className={box}
      data-testid="receive-form"
    >
      <Heading id="receive-title">{t("stockWine.receiveTitle")}</Heading>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="receive" />
      <TextField
        meta={fields.quantity}
        label={t("stockWine.quantity")}
        inputMode="numeric"
        autoComplete="off"
        hint={t("stockWine.quantityHint")}
      />
      <FieldErrors errors={form.errors} id={form.errorId} />
      <button type="submit" className="btn-primary" disabled={sending} data-testid="receive-submit">
        {t("stockWine.receive")}
      </button>
    </Form>
  );
}

export function AdjustForm() {
  const { t } = useTranslation("admin");
  const [form, fields] = useForm<{ reason: string; delta: number; note: string }>({
    id: "adjust",
    lastResult: useLastResult("adjust"),
    shouldValidate: "onSubmit",
  });
  const sending = useSending("adjust");
  const reason = fields.reason;
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby="adjust-title"
      className={box}
      data-testid="adjust-form"
    >
      <Heading id="adjust-title">{t("stockWine.adjustTitle")}</Heading>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="adjust" />
      <div className="flex flex-col gap-1">
        <label htmlFor={reason.id} className="text-sm font-medium">
          {t("stockWine.reason")}
        </label>
        <select
          id={reason.id}
          name={reason.name}
          key={reason.key}
          defaultValue={reason.initialValue ?? "breakage"}
          aria-invalid={reason.errors ? true : undefined}
          aria-describedby={reason.errors ? reason.errorId : undefined}
          className={select}
        >
          {(["breakage", "correction"] as const).map((value) => (
            <option key={value} value={value}>
              {t(`stockWine.reasons.${value}`)}
            </option>
          ))}
        </select>
        <FieldErrors errors={reason.errors} id={reason.errorId} />
      </div>
      <TextField
        meta={fields.delta}
        label={t("stockWine.delta")}
        autoComplete="off"
        placeholder="-2"
        hint={t("stockWine.deltaHint")}
      />
      <NoteField
        meta={fields.note}
        label={t("stockWine.note")}
        hint={t("stockWine.noteHint", { n: STOCK_NOTE_MAX })}
        maxLength={STOCK_NOTE_MAX * 2}
      />
      <FieldErrors errors={form.errors} id={form.errorId} />
      <button
        type="submit"
        className="btn-secondary min-h-[44px]"
        disabled={sending}
        data-testid="adjust-submit"
      >
        {t("stockWine.adjust")}
      </button>
    </Form>
  );
}

export function CountForm({ reserved }: { reserved: number }) {
  const { t } = useTranslation("admin");
  const [form, fields] = useForm<{ counted: number; note: string }>({
    id: "count",
    lastResult: useLastResult("count"),
    shouldValidate: "onSubmit",
  });
  const sending = useSending("count");
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby="count-title"
      className={box}
      data-testid="count-form"
    >
      <Heading id="count-title">{t("stockWine.countTitle")}</Heading>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="count" />
      <input type="hidden" name="reason" value="stocktake" />
      <TextField
        meta={fields.counted}
        label={t("stockWine.counted")}
        inputMode="numeric"
        autoComplete="off"
        hint={t("stockWine.countedHint", { count: reserved })}
      />
      <NoteField
        meta={fields.note}
        label={t("stockWine.note")}
        hint={t("stockWine.countNoteHint", { n: STOCK_NOTE_MAX })}
        maxLength={STOCK_NOTE_MAX * 2}
      />
      <FieldErrors errors={form.errors} id={form.errorId} />
      <button
        type="submit"
        className="btn-secondary min-h-[44px]"
        disabled={sending}
        data-testid="count-submit"
      >
        {t("stockWine.count")}
      </button>
    </Form>
  );
}

export function ThresholdForm({ threshold }: { threshold: number }) {
  const { t } = useTranslation("admin");
  const [form, fields] = useForm<{ threshold: number }>({
    id: "threshold",
    lastResult: useLastResult("threshold"),
    defaultValue: { threshold: String(threshold) },
    shouldValidate: "onSubmit",
  });
  const sending = useSending("threshold");
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby="threshold-title"
      className={box}
      data-testid="threshold-form"
    >
      <Heading id="threshold-title">{t("stockWine.thresholdTitle")}</Heading>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="threshold" />
      <TextField
        meta={fields.threshold}
        label={t("stockWine.threshold")}
        inputMode="numeric"
        autoComplete="off"
        hint={t("stockWine.thresholdHint")}
      />
      <FieldErrors errors={form.errors} id={form.errorId} />
      <button
        type="submit"
        className="btn-secondary min-h-[44px]"
        disabled={sending}
        data-testid="threshold-submit"
      >
        {t("stockWine.saveThreshold")}
      </button>
    </Form>
  );
}
