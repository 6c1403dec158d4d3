/**
 * The delivery city and how many days a parcel takes there: a GET form of the wine's page, sent at
 * once when the city changes with JavaScript and by its button without. It carries the quantity,
 * so the buy panel keeps it.
 */
import { Form, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { DeliveryCity } from "#contract/catalog";

export function DeliveryEstimate({
  cities,
  city,
  quantity,
}: {
  cities: DeliveryCity[];
  city: DeliveryCity;
  quantity: number;
}) {
  const { t } = useTranslation("catalog");
  const submit = useSubmit();
  return (
    <Form
      method="get"
      className="mt-4 flex flex-wrap items-center gap-2 text-sm"
      preventScrollReset
      replace
    >
      <label htmlFor="city" className="text-ink-soft">
        {t("detail.deliverTo")}
      </label>
      <select
        id="city"
        name="city"
        defaultValue={city.code}
        onChange={(e) => submit(e.currentTarget.form, { preventScrollReset: true, replace: true })}
        className="min-h-[44px] rounded-lg border border-line bg-white px-3"
      >
        {cities.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
      <input type="hidden" name="qty" value={quantity} />
      <noscript>
        <button type="submit" className="chip">
          {t("detail.changeCity")}
        </button>
      </noscript>
      <span className="text-ink-soft" data-testid="delivery-eta">
        {city.minDays === city.maxDays
          ? t("detail.deliveryEtaOne", { min: city.minDays })
          : t("detail.deliveryEta", { min: city.minDays, max: city.maxDays })}
      </span>
    </Form>
  );
}
