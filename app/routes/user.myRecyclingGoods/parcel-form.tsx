/**
 * The parcel of an item's bottles to the shop (spec §5: a courier chosen and a tracking number
 * entered), under the shop's return address. While the operator has not set that address there is
 * nowhere to send them: the card says it is being arranged and no form is offered (the service
 * refuses the parcel until then too).
 */
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ResaleItem } from "#contract/resale-answers";
import type { ReturnAddress } from "#contract/shop";
import { AuthenticityTokenInput } from "~/components/form-security";
import { ParcelFields, ReturnAddressText } from "~/features/aftersale/parcel-fields";
import { RESALE_GOODS_PATH } from "~/features/resale/paths";
import type { Lang } from "~/utils/lang";
import type { ParcelErrors, ParcelValues } from "./goods.server";

export function ParcelForm({
  item,
  returnAddress,
  values,
  errors,
  lang,
}: {
  item: ResaleItem;
  returnAddress: ReturnAddress | null;
  values: ParcelValues;
  errors: ParcelErrors;
  lang: Lang;
}) {
  const { t } = useTranslation("resale");
  const busy = useNavigation().state === "submitting";
  return (
    <section
      id="ship-form"
      className="flex scroll-mt-16 flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-wine pc:max-w-2xl pc:scroll-mt-20 pc:p-6"
      aria-labelledby="ship-title"
      data-testid="resale-ship-form"
    >
      <h2 id="ship-title" className="font-semibold">
        {t("resaleGoods.shipTitle", { code: item.code })}
      </h2>
      {returnAddress ? (
        <>
          <p className="text-sm text-ink-soft">
            {t("resaleGoods.shipIntro", { count: item.quantity })}
          </p>
          <div className="rounded-xl bg-paper p-3" data-testid="resale-return-address">
            <h3 className="text-sm text-ink-soft">{t("resaleGoods.returnAddress")}</h3>
            <ReturnAddressText address={returnAddress} testId="resale-return-address" />
          </div>
          <Form method="post" className="flex flex-col gap-4" noValidate>
            <AuthenticityTokenInput />
            <input type="hidden" name="code" value={item.code} />
            <ParcelFields values={values} errors={errors} lang={lang} />
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="submit"
                name="intent"
                value="ship"
                className="btn-primary"
                disabled={busy}
                data-testid="resale-ship-submit"
              >
                {t("resaleGoods.shipSubmit")}
              </button>
              <Link
                to={RESALE_GOODS_PATH}
                className="inline-flex min-h-[44px] items-center px-3 text-sm text-ink-soft"
              >
                {t("resaleGoods.cancel")}
              </Link>
            </div>
          </Form>
        </>
      ) : (
        <>
          <p className="text-sm text-ink-soft" data-testid="resale-address-pending">
            {t("resaleGoods.addressPending")}
          </p>
          <Link to={RESALE_GOODS_PATH} className="btn-secondary self-start">
            {t("resaleGoods.cancel")}
          </Link>
        </>
      )}
    </section>
  );
}
