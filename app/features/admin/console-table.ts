/**
 * The console lists' look (the order, wine and stock desks): a table at desktop width, each row a
 * card of labelled lines on a phone (the cell's label is its data-label), and the filters' inputs.
 */
export const filterInput = "min-h-[44px] w-full rounded-lg border border-line bg-white px-3";
export const tableBody = "flex flex-col gap-3 pc:table-row-group";
export const cardRow =
  "flex flex-col rounded-xl border border-line px-3 py-2 pc:table-row pc:rounded-none pc:border-x-0 pc:border-t-0 pc:p-0";
export const cardCell =
  "flex justify-between gap-3 py-1 pc:table-cell pc:py-2 pc:pr-3 before:text-ink-soft before:content-[attr(data-label)] pc:before:content-none";
/** A row's code or number that opens it (an order, a resale item). */
export const codeLink =
  "inline-flex min-h-[44px] items-center font-mono text-wine underline-offset-2 hover:underline";
