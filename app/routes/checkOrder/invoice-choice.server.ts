/**
 * Checkout's 发票 row as the order form sends it: `invoice` is "none", "new" or a title's id; a
 * new general title brings `invoiceHolder`, `invoiceName` and `invoiceTaxNo`. A new title is
 * checked here by the title form's own rules, so its mistakes show beside its fields.
 */
import { checkNewCheckoutTitle, type CheckoutInvoice } from "#contract/invoices";

/** What the buyer chose and typed, given back to the form when the order is refused. */
export interface TypedInvoice {
  invoice: string;
  holder: string;
  name: string;
  taxNo: string;
}

export type InvoiceChoice =
  | { ok: true; choice: CheckoutInvoice | null; typed: TypedInvoice }
  | { ok: false; typed: TypedInvoice; errors: Record<string, string[]> };

export function invoiceChoiceOf(formData: FormData): InvoiceChoice {
  const field = (name: string) => String(formData.get(name) ?? "").slice(0, 200);
  const typed: TypedInvoice = {
    invoice: field("invoice") || "none",
    holder: field("invoiceHolder") || "personal",
    name: field("invoiceName"),
    taxNo: field("invoiceTaxNo"),
  };
  if (typed.invoice === "none") return { ok: true, choice: null, typed };
  if (/^\d{1,10}$/.test(typed.invoice) && Number(typed.invoice) <= 2_147_483_647)
    return { ok: true, choice: { titleId: Number(typed.invoice) }, typed };
  if (typed.invoice !== "new")
    return { ok: false, typed, errors: { invoice: ["invoice.title.required"] } };
  const holder = typed.holder === "company" ? "company" : "personal";
  const checked = checkNewCheckoutTitle({
    holder,
    name: typed.name,
    taxNo: holder === "company" ? typed.taxNo || null : null,
  });
  if (!checked.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of checked.error.issues)
      (errors[String(issue.path[0])] ??= []).push(issue.message);
    return { ok: false, typed, errors };
  }
  const { name, taxNo } = checked.data;
  return { ok: true, choice: { newTitle: { holder, name, taxNo } }, typed };
}
