/**
 * What the resale desk's two lists share: the links between them (the items, the payouts) and the
 * status filter, a GET form so that a filtered view is a link.
 */
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { filterInput } from "../console-table";
import { DeskTabs } from "../desk-tabs";
import { PAYOUTS_PATH, RESALE_PATH } from "./resale-paths";

export function ResaleTabs() {
  const { t } = useTranslation("admin");
  return (
    <DeskTabs
      label={t("resaleDesk.tabs.label")}
      tabs={[
        { to: RESALE_PATH, label: t("resaleDesk.tabs.items") },
        { to: PAYOUTS_PATH, label: t("resaleDesk.tabs.payouts") },
      ]}
    />
  );
}

export function StatusFilter({
  value,
  options,
  testId,
}: {
  value: string;
  options: { value: string; label: string }[];
  testId: string;
}) {
  const { t } = useTranslation("admin");
  return (
    <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" data-testid={testId}>
      <label className="flex min-w-0 flex-1 basis-48 flex-col gap-1 text-sm pc:max-w-xs">
        {t("resaleDesk.status")}
        <select name="status" defaultValue={value} className={filterInput}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn-primary min-h-[44px] px-4">
        {t("resaleDesk.filter")}
      </button>
    </Form>
  );
}
