/**
 * A parcel sent to the shop, as every form that sends one asks for it (a return's shipment, a
 * resale item's bottles): the courier and the tracking number, read by contract/parcel-validation.
 * And the shop's return address they go to, selectable as text with a copy button.
 */
import { useTranslation } from "react-i18next";
import { COURIERS } from "#contract/logistics";
import type { ReturnAddress } from "#contract/shop";
import { CopyButton } from "~/components/copy-button";
import type { Lang } from "~/utils/lang";
import { describedBy, Field, inputClass } from "./fields";

export interface ParcelValues {
  company: string;
  trackingNo: string;
}

export function ParcelFields({
  values,
  errors,
  lang,
}: {
  values: ParcelValues;
  errors: Partial<Record<keyof ParcelValues, string>>;
  lang: Lang;
}) {
  const { t } = useTranslation("aftersale");
  return (
    <>
      <Field id="company" label={t("afterSale.company")} error={errors.company}>
        <select
          id="company"
          name="company"
          defaultValue={values.company}
          required
          className={inputClass}
          {...describedBy("company", false, errors.company)}
        >
          <option value="">{t("afterSale.companyChoose")}</option>
          {COURIERS.map((c) => (
            <option key={c.code} value={c.code}>
              {lang === "en" ? c.en : c.ch}
            </option>
          ))}
        </select>
      </Field>
      <Field id="trackingNo" label={t("afterSale.trackingNo")} error={errors.trackingNo}>
        <input
          id="trackingNo"
          name="trackingNo"
          type="text"
          defaultValue={values.trackingNo}
          required
          autoComplete="off"
          className={inputClass}
          {...describedBy("trackingNo", false, errors.trackingNo)}
        />
      </Field>
    </>
  );
}

/** The address as the operator set it, and a button (JavaScript) that copies all of it. */
export function ReturnAddressText({ address, testId }: { address: ReturnAddress; testId: string }) {
  const { t } = useTranslation("aftersale");
  return (
    <>
      <address
        className="mt-1 select-all not-italic leading-relaxed"
        data-testid={`${testId}-text`}
      >
        <span className="font-medium">{address.recipient}</span> {address.phone}
        <br />
        {address.address}
      </address>
      <CopyButton
        text={`${address.recipient} ${address.phone} ${address.address}`}
        label={t("afterSale.copyReturnAddress")}
        testId={`copy-${testId}`}
      />
    </>
  );
}
