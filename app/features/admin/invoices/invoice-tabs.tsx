/** The invoices desk's two queues: special titles to review, and invoices to issue. */
import { useTranslation } from "react-i18next";
import { DeskTabs } from "../desk-tabs";
import { INVOICES_PATH, REQUESTS_PATH } from "./invoice-paths";

export function InvoiceTabs() {
  const { t } = useTranslation("admin");
  return (
    <DeskTabs
      label={t("invoiceDesk.tabs.label")}
      tabs={[
        { to: INVOICES_PATH, label: t("invoiceDesk.tabs.titles") },
        { to: REQUESTS_PATH, label: t("invoiceDesk.tabs.requests") },
      ]}
    />
  );
}
