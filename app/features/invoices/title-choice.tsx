/** One of the buyer's invoice titles as a choice: its name, type and taxpayer id beside a radio. */
import type { InputHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { InvoiceTitle } from "#contract/invoices";

const CHOICE_CLASS =
  "flex min-h-[44px] cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 ring-line has-[:checked]:bg-wine-light has-[:checked]:ring-wine";

/** A radio choice in the invoices' style; `children` is what it says. */
export function InvoiceChoice({
  children,
  testId,
  ...radio
}: { children: ReactNode; testId?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={CHOICE_CLASS} data-testid={testId}>
      <input type="radio" className="mt-1 accent-wine" {...radio} />
      <span className="min-w-0">{children}</span>
    </label>
  );
}

export function TitleChoice({
  title,
  ...radio
}: { title: InvoiceTitle } & Omit<InputHTMLAttributes<HTMLInputElement>, "title">) {
  const { t } = useTranslation("invoices");
  return (
    <InvoiceChoice value={title.id} testId="invoice-title-option" {...radio}>
      <span className="block break-words font-medium">{title.name}</span>
      <span className="block text-xs text-ink-soft">
        {t(`titles.kind.${title.kind}`)}
        {title.taxNo ? ` · ${title.taxNo}` : ""}
      </span>
    </InvoiceChoice>
  );
}
