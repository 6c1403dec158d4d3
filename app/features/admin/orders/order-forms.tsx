/**
 * The order page's forms: ship (courier and tracking number), a tracking event (the shipment's or
 * the buyer's return's), a staff note. Plain forms with an `intent`, validated by conform with the
 * contract's schemas before they leave and again by the service.
 */
import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { COURIERS } from "#contract/logistics";
import { ORDER_NOTE_MAX, TRACKING_TEXT_MAX } from "#contract/order-desk";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { AuthenticityTokenInput } from "~/components/form-security";
import { useLastResult, useSending } from "../console-forms";

const box = "flex flex-col gap-3 rounded-xl border border-line p-4";
const select = "min-h-[44px] w-full rounded-lg border border-line bg-white px-2";

/** A labelled select of a conform field, with its errors; `fallback` until the field has a value. */
function SelectField({
  meta,
  label,
  fallback,
  children,
}: {
  meta: FieldMetadata<string>;
  label: string;
  fallback: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={meta.id}
        name={meta.name}
        key={meta.key}
        defaultValue={meta.initialValue ?? fallback}
        aria-invalid={meta.errors ? true : undefined}
        aria-describedby={meta.errors ? meta.errorId : undefined}
        className={select}
      >
        {children}
      </select>
      <FieldErrors errors={meta.errors} id={meta.errorId} />
    </div>
  );
}

export function ShipForm() {
  const { t, i18n } = useTranslation("admin");
  const [form, fields] = useForm<{ company: string; trackingNo: string }>({
    id: "ship",
    lastResult: useLastResult("ship"),
    shouldValidate: "onSubmit",
  });
  const sending = useSending("ship");
  return (
    <Form method="post" {...getFormProps(form)} className={box} data-testid="ship-form">
      <h2 className="font-semibold">{t("consoleOrder.shipTitle")}</h2>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="ship" />
      <SelectField meta={fields.company} label={t("consoleOrder.courier")} fallback="">
        <option value="">{t("consoleOrder.chooseCourier")}</option>
        {COURIERS.map((courier) => (
          <option key={courier.code} value={courier.code}>
            {i18n.language === "en" ? courier.en : courier.ch}
          </option>
        ))}
      </SelectField>
      <TextField meta={fields.trackingNo} label={t("consoleOrder.trackingNo")} autoComplete="off" />
      <FieldErrors errors={form.errors} id={form.errorId} />
      <button type="submit" className="btn-primary" disabled={sending} data-testid="ship-submit">
        {t("consoleOrder.ship")}
      </button>
    </Form>
  );
}

export function TrackForm({
  directions,
  formKey,
}: {
  directions: ("outbound" | "return")[];
  /** the page's form key: the same form sent again records one event */
  formKey: string;
}) {
  const { t } = useTranslation("admin");
  const [form, fields] = useForm<{ text: string; at: string; direction: string }>({
    id: "track",
    lastResult: useLastResult("track"),
    shouldValidate: "onSubmit",
  });
  const sending = useSending("track");
  return (
    <Form method="post" {...getFormProps(form)} className={box} data-testid="track-form">
      <h2 className="font-semibold">{t("consoleOrder.trackTitle")}</h2>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="track" />
      <input type="hidden" name="requestKey" value={formKey} />
      {directions.length > 1 ? (
        <SelectField meta={fields.direction} label={t("consoleOrder.parcel")} fallback="outbound">
          {directions.map((direction) => (
            <option key={direction} value={direction}>
              {t(`consoleOrder.parcels.${direction}`)}
            </option>
          ))}
        </SelectField>
      ) : (
        <input type="hidden" name="direction" value={directions[0]} />
      )}
      <TextField
        meta={fields.text}
        label={t("consoleOrder.trackText")}
        hint={t("consoleOrder.trackTextHint", { n: TRACKING_TEXT_MAX })}
        autoComplete="off"
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={fields.at.id} className="text-sm font-medium">
          {t("consoleOrder.trackAt")}
        </label>
        <input
          {...getInputProps(fields.at, { type: "datetime-local" })}
          key={fields.at.key}
          className={select}
          aria-describedby={`${fields.at.id}-hint`}
        />
        <p id={`${fields.at.id}-hint`} className="text-xs text-ink-soft">
          {t("consoleOrder.trackAtHint")}
        </p>
        <FieldErrors errors={fields.at.errors} id={fields.at.errorId} />
      </div>
      <FieldErrors errors={form.errors} id={form.errorId} />
      <button
        type="submit"
        className="btn-secondary min-h-[44px]"
        disabled={sending}
        data-testid="track-submit"
      >
        {t("consoleOrder.track")}
      </button>
    </Form>
  );
}

/** `formKey`: the page's form key, so the same note sent again is added once. */
export function NoteForm({ formKey }: { formKey: string }) {
  const { t } = useTranslation("admin");
  const [form, fields] = useForm<{ text: string }>({
    id: "note",
    lastResult: useLastResult("note"),
    shouldValidate: "onSubmit",
  });
  const sending = useSending("note");
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="flex flex-col gap-2"
      data-testid="note-form"
    >
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="note" />
      <input type="hidden" name="requestKey" value={formKey} />
      <label htmlFor={fields.text.id} className="text-sm font-medium">
        {t("consoleOrder.newNote")}
      </label>
      <textarea
        id={fields.text.id}
        name={fields.text.name}
        key={fields.text.key}
        defaultValue={fields.text.initialValue}
        rows={3}
        maxLength={ORDER_NOTE_MAX * 2}
        aria-invalid={fields.text.errors ? true : undefined}
        aria-describedby={fields.text.errors ? fields.text.errorId : `${fields.text.id}-hint`}
        className="w-full rounded-lg border border-line bg-white px-3 py-2 text-base"
      />
      <p id={`${fields.text.id}-hint`} className="text-xs text-ink-soft">
        {t("consoleOrder.noteHint", { n: ORDER_NOTE_MAX })}
      </p>
      <FieldErrors errors={fields.text.errors} id={fields.text.errorId} />
      <FieldErrors errors={form.errors} id={form.errorId} />
      <button
        type="submit"
        className="btn-secondary min-h-[44px] self-start px-4"
        disabled={sending}
        data-testid="note-submit"
      >
        {t("consoleOrder.addNote")}
      </button>
    </Form>
  );
}
