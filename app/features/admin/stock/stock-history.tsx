/**
 * A wine's receipts and adjustments, newest first: a table at desktop width, a card per entry on a
 * phone (one DOM, CSS only), with links to older and newer pages.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { StockHistory } from "#contract/stock-desk-answers";
import { formatDateTime } from "~/utils/time";

const cell =
  "flex justify-between gap-3 py-1 pc:table-cell pc:py-2 pc:pr-3 before:text-ink-soft before:content-[attr(data-label)] pc:before:content-none";
const COLUMNS = ["at", "kind", "change", "after", "operator", "note"] as const;
const NUMBERS: readonly string[] = ["change", "after"];

/** The member's name of `operator:<name>`, as the rows keep it. */
const memberName = (operator: string) => operator.replace(/^operator:/, "");

export function StockHistoryTable({ history }: { history: StockHistory }) {
  const { t } = useTranslation("admin");
  const { entries, page, pageSize, total } = history;
  const pageLink = (n: number, label: string, testId: string) => (
    <Link
      to={n > 1 ? `?page=${n}` : "?"}
      className="inline-flex min-h-[44px] items-center text-wine underline-offset-2 hover:underline"
      data-testid={testId}
    >
      {label}
    </Link>
  );
  if (entries.length === 0)
    return (
      <p className="text-ink-soft" data-testid="history-empty">
        {t("stockWine.noHistory")}
      </p>
    );
  return (
    <>
      <table className="w-full border-collapse text-sm" data-testid="history-table">
        <caption className="sr-only">{t("stockWine.historyCaption")}</caption>
        <thead className="sr-only text-left text-ink-soft pc:not-sr-only pc:table-header-group">
          <tr className="border-b border-line">
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={`py-2 pr-3 font-medium ${NUMBERS.includes(column) ? "pc:text-right" : ""}`}
              >
                {t(`stockWine.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="flex flex-col gap-3 pc:table-row-group">
          {entries.map((entry) => (
            <tr
              key={`${entry.kind}-${entry.id}`}
              className="flex flex-col rounded-xl border border-line px-3 py-2 pc:table-row pc:rounded-none pc:border-x-0 pc:border-t-0 pc:p-0"
              data-testid="history-row"
            >
              <td className={`${cell} tabular-nums`} data-label={t("stockWine.columns.at")}>
                {formatDateTime(entry.at)}
              </td>
              <td className={cell} data-label={t("stockWine.columns.kind")}>
                {entry.reason ? t(`stockWine.reasons.${entry.reason}`) : t("stockWine.receipt")}
                {entry.counted !== null ? (
                  <span className="block text-xs text-ink-soft" data-testid="history-counted">
                    {t("stockWine.countedEntry", { count: entry.counted })}
                  </span>
                ) : null}
              </td>
              <td
                className={`${cell} tabular-nums pc:text-right`}
                data-label={t("stockWine.columns.change")}
              >
                {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
              </td>
              <td
                className={`${cell} tabular-nums pc:text-right`}
                data-label={t("stockWine.columns.after")}
              >
                {entry.stockAfter}
              </td>
              <td className={cell} data-label={t("stockWine.columns.operator")}>
                {memberName(entry.operator)}
              </td>
              <td
                className={`${cell} break-words [overflow-wrap:anywhere]`}
                data-label={t("stockWine.columns.note")}
              >
                {entry.note || "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav className="mt-2 flex gap-4">
        {page > 1 ? pageLink(page - 1, t("stockWine.newer"), "history-newer") : null}
        {page * pageSize < total ? pageLink(page + 1, t("stockWine.older"), "history-older") : null}
      </nav>
    </>
  );
}
