/** An item's status and registration as the seller reads them (spec §4), in the user's language. */
import { useTranslation } from "react-i18next";
import type { ResaleItem } from "#contract/resale-answers";

const TONE: Record<ResaleItem["status"], string> = {
  initial: "bg-paper text-ink-soft ring-line",
  system_audit_passed: "bg-paper text-ink ring-line",
  shop_audit_passed: "bg-wine-light text-wine ring-wine/40",
  on_shelf: "bg-wine text-white ring-wine",
  off_shelf: "bg-paper text-ink-soft ring-line",
  rejected: "bg-white text-wine ring-wine",
  withdrawn: "bg-paper text-ink-faint ring-line",
};

export function ResaleStatusBadge({ status }: { status: ResaleItem["status"] }) {
  const { t } = useTranslation("resale");
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${TONE[status]}`}
      data-testid="resale-status"
      data-status={status}
    >
      {t(`resale.status.${status}`)}
    </span>
  );
}
