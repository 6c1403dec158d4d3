/**
 * A wine's form (routes/admin.wines.new and admin.wines.$id): every attribute of spec §3 in
 * fieldsets, the texts in simplified Chinese, traditional Chinese and English side by side at
 * desktop width. A plain form; conform keeps what was typed and puts each refusal on its field.
 */
import {
  getFormProps,
  getInputProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  CORK_TYPES,
  SWEETNESS_LEVELS,
  WINE_LANGS,
  WINE_LIMITS,
  WINE_STYLES,
} from "#contract/wine-desk";
import type { OpsWineOptions } from "#contract/wine-desk-answers";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { AuthenticityTokenInput } from "~/components/form-security";
import type { WineFormValues } from "./wine-form-values";

type LocalMeta = FieldMetadata<{ ch: string; tc: string; en: string }>;

const control =
  "min-h-[44px] w-full rounded-lg border border-line bg-white px-3 text-base aria-[invalid]:border-wine";
const fieldset = "flex flex-col gap-3 rounded-xl border border-line p-4";
const grid = "grid gap-3 pc:grid-cols-3";

/**
 * A select's or a textarea's attributes from its field, written out: conform's own helpers for
 * them would add to the shared chunk every form page loads (the 130 KB budget).
 */
function plainProps(meta: FieldMetadata<string | undefined>) {
  return {
    id: meta.id,
    name: meta.name,
    defaultValue: meta.initialValue ?? "",
    "aria-invalid": meta.errors ? true : undefined,
    "aria-describedby": meta.errors ? meta.errorId : undefined,
  };
}

/** A text in the three languages, side by side at desktop width. */
export function LocalTextFields({
  meta,
  label,
  long = false,
}: {
  meta: LocalMeta;
  label: string;
  long?: boolean;
}) {
  const { t } = useTranslation("admin");
  const parts = meta.getFieldset();
  return (
    <div className="flex flex-col gap-1" role="group" aria-label={label}>
      <span className="text-sm font-medium">{label}</span>
      <div className={grid}>
        {WINE_LANGS.map((lang) =>
          long ? (
            <div key={lang} className="flex flex-col gap-1">
              <label htmlFor={parts[lang].id} className="text-xs text-ink-soft">
                {t(`wineForm.langs.${lang}`)}
              </label>
              <textarea
                {...plainProps(parts[lang])}
                key={parts[lang].key}
                rows={4}
                className={`${control} py-2`}
              />
              <FieldErrors errors={parts[lang].errors} id={parts[lang].errorId} />
            </div>
          ) : (
            <TextField key={lang} meta={parts[lang]} label={t(`wineForm.langs.${lang}`)} />
          ),
        )}
      </div>
    </div>
  );
}

export function Select({
  meta,
  label,
  children,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
      </label>
      <select {...plainProps(meta)} key={meta.key} className={control}>
        {children}
      </select>
      <FieldErrors errors={meta.errors} id={meta.errorId} />
    </div>
  );
}

function Check({ meta, label }: { meta: FieldMetadata<string | undefined>; label: string }) {
  return (
    <label className="flex min-h-[44px] items-center gap-2 text-sm">
      <input {...getInputProps(meta, { type: "checkbox" })} key={meta.key} className="h-5 w-5" />
      {label}
    </label>
  );
}

export function WineForm({
  options,
  defaultValue,
  lastResult,
  submitLabel,
}: {
  options: OpsWineOptions;
  defaultValue?: Partial<WineFormValues>;
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
}) {
  const { t } = useTranslation("admin");
  const { t: tc } = useTranslation("catalog");
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const [form, fields] = useForm<WineFormValues>({
    id: "wine",
    defaultValue: defaultValue as never,
    lastResult,
    shouldValidate: "onSubmit",
  });
  const attributes = fields.attributes.getFieldset();
  const grapeSlots = fields.grapeIds.getFieldList();
  const grapes = Array.from({ length: WINE_LIMITS.grapes }, (_, i) => grapeSlots[i]);
  const number = (meta: FieldMetadata<string | undefined>, label: string, hint?: string) => (
    <TextField meta={meta} label={label} inputMode="decimal" hint={hint} />
  );
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="mt-4 flex flex-col gap-4"
      data-testid="wine-form"
    >
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="save" />
      {defaultValue?.requestKey ? (
        <input type="hidden" name="requestKey" value={defaultValue.requestKey} />
      ) : null}
      {defaultValue?.seenAt ? (
        <input type="hidden" name="seenAt" value={defaultValue.seenAt} />
      ) : null}
      <FieldErrors errors={form.errors} id={form.errorId} />

      <fieldset className={fieldset}>
        <legend className="px-1 font-semibold">{t("wineForm.names")}</legend>
        <LocalTextFields meta={fields.name} label={t("wineForm.name")} />
      </fieldset>

      <fieldset className={fieldset}>
        <legend className="px-1 font-semibold">{t("wineForm.origin")}</legend>
        <div className={grid}>
          <Select meta={fields.wineryId} label={t("wineForm.winery")}>
            <option value="">{t("wineForm.choose")}</option>
            {options.wineries.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </Select>
          <Select meta={fields.areaId} label={t("wineForm.area")}>
            <option value="">{t("wineForm.choose")}</option>
            {options.areas.map((a) => (
              <option key={a.id} value={a.id}>
                {a.country} · {a.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-3 pc:grid-cols-4" role="group" aria-label={t("wineForm.grapes")}>
          {grapes.map((slot, i) => (
            <div key={i} className="flex flex-col gap-1">
              <label htmlFor={`${form.id}-grape-${i}`} className="text-sm font-medium">
                {t(i === 0 ? "wineForm.mainGrape" : "wineForm.otherGrape", { n: i + 1 })}
              </label>
              <select
                id={`${form.id}-grape-${i}`}
                name={`grapeIds[${i}]`}
                defaultValue={slot?.initialValue ?? ""}
                key={slot?.key ?? `grape-${i}`}
                className={control}
                aria-describedby={
                  i === 0 && fields.grapeIds.errors ? fields.grapeIds.errorId : undefined
                }
              >
                <option value="">{i === 0 ? t("wineForm.choose") : t("wineForm.none")}</option>
                {options.grapes.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        <FieldErrors errors={fields.grapeIds.errors} id={fields.grapeIds.errorId} />
        <LocalTextFields meta={attributes.appellation} label={tc("attr.appellation")} />
      </fieldset>

      <fieldset className={fieldset}>
        <legend className="px-1 font-semibold">{t("wineForm.bottle")}</legend>
        <div className={grid}>
          <Select meta={fields.style} label={t("wineForm.style")}>
            {WINE_STYLES.map((style) => (
              <option key={style} value={style}>
                {tc(`style.${style}`)}
              </option>
            ))}
          </Select>
          <Select meta={fields.sweetness} label={tc("attr.sweetness")}>
            {SWEETNESS_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`wineForm.sweetness.${level}`)}
              </option>
            ))}
          </Select>
          <Select meta={fields.corkType} label={tc("attr.cork")}>
            {CORK_TYPES.map((cork) => (
              <option key={cork} value={cork}>
                {t(`wineForm.cork.${cork}`)}
              </option>
            ))}
          </Select>
          {number(fields.vintage, tc("attr.vintage"), t("wineForm.vintageHint"))}
          {number(fields.alcohol, `${tc("attr.alcohol")} (%)`, t("wineForm.alcoholHint"))}
          {number(fields.capacityMl, `${tc("attr.capacity")} (ml)`)}
          {number(fields.weightG, `${tc("attr.weight")} (g)`)}
          {number(fields.annualProduction, tc("attr.annualProduction"))}
          {number(fields.score, t("wineForm.score"), t("wineForm.scoreHint"))}
        </div>
        <LocalTextFields meta={attributes.brand} label={tc("attr.brand")} />
        <LocalTextFields meta={attributes.grade} label={tc("attr.grade")} />
        <LocalTextFields meta={attributes.awards} label={tc("attr.awards")} />
      </fieldset>

      <fieldset className={fieldset}>
        <legend className="px-1 font-semibold">{t("wineForm.making")}</legend>
        <div className={grid}>
          <TextField meta={fields.harvestDate} label={tc("attr.harvestDate")} type="date" />
          <TextField meta={fields.agingStart} label={tc("attr.agingStart")} type="date" />
          <TextField meta={fields.bottlingDate} label={tc("attr.bottlingDate")} type="date" />
          {number(fields.agingMonths, t("wineForm.agingMonths"))}
        </div>
        <LocalTextFields meta={attributes.harvestMethod} label={tc("attr.harvestMethod")} />
        <LocalTextFields meta={attributes.winemaker} label={tc("attr.winemaker")} />
        <LocalTextFields meta={attributes.fermentation} label={tc("attr.fermentation")} />
        <LocalTextFields meta={attributes.barrel} label={tc("attr.barrel")} />
      </fieldset>

      <fieldset className={fieldset}>
        <legend className="px-1 font-semibold">{t("wineForm.serving")}</legend>
        <LocalTextFields meta={attributes.storage} label={tc("attr.storage")} />
        <LocalTextFields meta={attributes.decanting} label={tc("attr.decanting")} />
        <LocalTextFields meta={attributes.foodPairing} label={tc("attr.foodPairing")} />
        <LocalTextFields meta={fields.description} label={t("wineForm.description")} long />
      </fieldset>

      <fieldset className={fieldset}>
        <legend className="px-1 font-semibold">{t("wineForm.prices")}</legend>
        <p className="text-sm text-ink-soft">{t("wineForm.pricesNote")}</p>
        <div className={grid}>
          {number(fields.price, t("wineForm.price"))}
          {number(fields.marketPrice, t("wineForm.marketPrice"))}
          {number(fields.discount, t("wineForm.discount"), t("wineForm.discountHint"))}
          {number(fields.pointsPrice, t("wineForm.pointsPrice"), t("wineForm.pointsPriceHint"))}
        </div>
        <Check meta={fields.pointsByRate} label={t("wineForm.pointsByRate")} />
        <Check meta={fields.featured} label={t("wineForm.featured")} />
      </fieldset>

      <fieldset className={fieldset}>
        <legend className="px-1 font-semibold">{t("wineForm.timedPromotion")}</legend>
        <p className="text-sm text-ink-soft">{t("wineForm.timedPromotionNote")}</p>
        <div className={grid}>
          {number(fields.promotionPrice, t("wineForm.promotionPrice"))}
          <TextField
            meta={fields.promotionStarts}
            label={t("wineForm.promotionStarts")}
            type="datetime-local"
            hint={t("wineForm.chinaTime")}
          />
          <TextField
            meta={fields.promotionEnds}
            label={t("wineForm.promotionEnds")}
            type="datetime-local"
            hint={t("wineForm.chinaTime")}
          />
        </div>
        <LocalTextFields meta={fields.promotion} label={t("wineForm.promotion")} />
      </fieldset>

      <button
        type="submit"
        className="btn-primary min-h-[44px] self-start px-6"
        disabled={sending}
        data-testid="wine-save"
      >
        {submitLabel}
      </button>
    </Form>
  );
}
