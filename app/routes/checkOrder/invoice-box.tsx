/**
 * Checkout's 发票 row: no invoice, one of the buyer's approved titles, or a new general title. Its
 * fields belong to the order form (form="order-form"); which of them show is CSS (.invoice-row in
 * tailwind.css), the same with JavaScript and without. The request is made with the order and the
 * invoice issued once the order is received.
 */
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { InputHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { FieldErrors } from "~/components/field-errors";
import { InvoiceChoice, TitleChoice } from "~/features/invoices/title-choice";
import type { CheckoutActionData } from "./checkout.server";
import type { loader } from "./route";

const INPUT =
  "min-h-[44px] w-full min-w-0 rounded-lg border border-line bg-white px-3 text-base aria-[invalid]:border-wine";

export function InvoiceBox() {
  const { invoiceTitles } = useLoaderData<typeof loader>();
  const actionData = useActionData<CheckoutActionData>();
  const idle = useNavigation().state === "idle";
  const { t } = useTranslation("cart");
  const { t: titleText } = useTranslation("invoices");
  const typed = actionData?.invoice;
  const errors = idle ? actionData?.invoiceErrors : undefined;
  const chosen = typed?.invoice ?? "none";
  // A refused order gives the form back as it was sent: remount with those values.
  const key = typed ? JSON.stringify(typed) : "first";
  return (
    <fieldset
      key={key}
      className="invoice-row flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-line"
      data-testid="checkout-invoice"
    >
      <legend className="float-left mb-1 w-full font-semibold">
        {t("checkout.invoice.title")}
      </legend>
      <InvoiceChoice
        name="invoice"
        value="none"
        form="order-form"
        defaultChecked={chosen === "none"}
        testId="invoice-none"
      >
        {t("checkout.invoice.none")}
      </InvoiceChoice>
      {invoiceTitles.map((title) => (
        <TitleChoice
          key={title.id}
          title={title}
          name="invoice"
          form="order-form"
          defaultChecked={chosen === String(title.id)}
        />
      ))}
      <InvoiceChoice
        name="invoice"
        value="new"
        form="order-form"
        defaultChecked={chosen === "new"}
        testId="invoice-new"
      >
        <span className="block font-medium">{t("checkout.invoice.new")}</span>
        <span className="block text-xs text-ink-soft">{t("checkout.invoice.newHint")}</span>
      </InvoiceChoice>
      <div
        className="invoice-new-fields flex flex-col gap-3 px-1 pt-1"
        data-testid="invoice-new-fields"
      >
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium">{titleText("form.holder")}</legend>
          <div className="flex gap-2">
            {(["personal", "company"] as const).map((holder) => (
              <label
                key={holder}
                className="flex min-h-[44px] cursor-pointer items-center gap-2 rounded-full px-4 ring-1 ring-line has-[:checked]:bg-wine-light has-[:checked]:text-wine has-[:checked]:ring-wine"
              >
                <input
                  type="radio"
                  name="invoiceHolder"
                  value={holder}
                  form="order-form"
                  defaultChecked={(typed?.holder ?? "personal") === holder}
                  className="accent-wine"
                  data-testid={`invoice-holder-${holder}`}
                />
                {titleText(`titles.holder.${holder}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <OrderFormField
          id="invoice-name"
          name="invoiceName"
          label={titleText("form.name")}
          maxLength={100}
          defaultValue={typed?.name ?? ""}
          autoComplete="organization"
          errors={errors?.name}
        />
        <OrderFormField
          id="invoice-tax-no"
          name="invoiceTaxNo"
          label={titleText("form.taxNo")}
          hint={t("checkout.invoice.taxNoHint")}
          maxLength={40}
          defaultValue={typed?.taxNo ?? ""}
          autoComplete="off"
          autoCapitalize="characters"
          errors={errors?.taxNo}
          className="invoice-tax-no"
          inputClassName="uppercase"
        />
      </div>
      <FieldErrors errors={errors?.invoice ?? errors?.holder} />
      <p className="text-xs text-ink-faint">{t("checkout.invoice.when")}</p>
    </fieldset>
  );
}

/** A text box of the order form (form="order-form") with its label, hint and the server's errors. */
function OrderFormField({
  id,
  label,
  hint,
  errors,
  className = "",
  inputClassName = "",
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  errors?: string[];
  className?: string;
  inputClassName?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const described = [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        form="order-form"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={described || undefined}
        className={`${INPUT} ${inputClassName}`}
        data-testid={id}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
      <FieldErrors errors={errors} id={`${id}-error`} />
    </div>
  );
}
