/**
 * A console list as one table (the order, stock and resale desks): its caption for screen readers,
 * a sticky header at desktop width (hidden on a phone, where each cell says its label), and its
 * rows, each a card on a phone (console-table.ts).
 */
import { tableBody } from "./console-table";

export interface Column {
  key: string;
  label: string;
  /** a number, right-aligned at desktop width */
  numeric?: boolean;
}

export function ConsoleTable({
  caption,
  columns,
  testId,
  children,
}: {
  caption: string;
  columns: Column[];
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <table className="mt-2 w-full border-collapse text-sm" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only text-left text-ink-soft pc:not-sr-only pc:sticky pc:top-[52px] pc:table-header-group pc:bg-white">
        <tr className="border-b border-line">
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              className={`py-2 pr-3 font-medium ${column.numeric ? "pc:text-right" : ""}`}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={tableBody}>{children}</tbody>
    </table>
  );
}
