/**
 * Choosing items of a list for a batch action (spec §5: an item must be selected first). The
 * items' boxes and the bar's buttons belong to one form (the `form` attribute), so without
 * JavaScript ticking boxes and pressing the action posts the chosen ids, and "select all" is a link
 * that shows the page with every box ticked. With JavaScript "select all" ticks the boxes in place,
 * the bar counts them, and an action with nothing chosen says so without leaving the page; the
 * server refuses it too (selection.server.ts).
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";

export type SelectionKey = string | number;

export interface Selection {
  formId: string;
  chosen: ReadonlySet<SelectionKey>;
  all: boolean;
  toggle(key: SelectionKey, on: boolean): void;
  setAll(on: boolean): void;
}

/** The chosen items of `keys` (the items shown), all of them at first when `allAtFirst`. */
export function useSelection(
  formId: string,
  keys: readonly SelectionKey[],
  allAtFirst: boolean,
): Selection {
  const [chosen, setChosen] = useState<ReadonlySet<SelectionKey>>(
    () => new Set(allAtFirst ? keys : []),
  );
  // Items that left the list (another tab, a reload) are no longer chosen.
  const shown = keys.join(",");
  useEffect(() => {
    setChosen((current) => new Set(keys.filter((key) => current.has(key))));
  }, [shown]); // eslint-disable-line react-hooks/exhaustive-deps
  return {
    formId,
    chosen,
    all: keys.length > 0 && keys.every((key) => chosen.has(key)),
    toggle: (key, on) =>
      setChosen((current) => {
        const next = new Set(current);
        if (on) next.add(key);
        else next.delete(key);
        return next;
      }),
    setAll: (on) => setChosen(new Set(on ? keys : [])),
  };
}

/** An item's box: part of the bar's form wherever the item is drawn. */
export function SelectBox({
  selection,
  value,
  label,
}: {
  selection: Selection;
  value: SelectionKey;
  label: string;
}) {
  return (
    <label className="-m-2 flex min-h-[44px] min-w-[44px] cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        name="ids"
        value={value}
        form={selection.formId}
        checked={selection.chosen.has(value)}
        onChange={(e) => selection.toggle(value, e.target.checked)}
        className="h-5 w-5 accent-wine"
        data-testid="select-item"
      />
      <span className="sr-only">{label}</span>
    </label>
  );
}

/**
 * The bar: select all (a box with JavaScript, links without), the count, and the batch actions
 * (`children`: submit buttons). `allHref`/`noneHref` show the page with every box ticked or none.
 */
export function SelectionBar({
  selection,
  action,
  method,
  hidden = {},
  allHref,
  noneHref,
  label,
  refusedText,
  dense = false,
  children,
}: {
  selection: Selection;
  action: string;
  method: "get" | "post";
  hidden?: Record<string, string>;
  allHref: string;
  noneHref: string;
  label: string;
  /** what pressing an action with nothing chosen says (the spec's words for the list) */
  refusedText?: string;
  /**
   * One 44 px strip (no padding around the 44 px targets): for actions drawn as text (the order
   * list's exports), where a bordered button would need the padding. On phones the count is read
   * out, not shown.
   */
  dense?: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [refused, setRefused] = useState(false);
  useEffect(() => setRefused(false), [selection.chosen]);
  return (
    <form
      id={selection.formId}
      method={method}
      action={action}
      aria-label={label}
      className={`flex flex-wrap items-center rounded-2xl bg-white ring-1 ring-line ${dense ? "gap-x-3 px-3" : "gap-x-4 gap-y-2 px-4 py-2"}`}
      onSubmit={(e) => {
        if (selection.chosen.size > 0) return;
        e.preventDefault();
        setRefused(true);
      }}
      data-testid="selection-bar"
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {hydrated ? (
        <label className="flex min-h-[44px] cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={selection.all}
            onChange={(e) => selection.setAll(e.target.checked)}
            className="h-5 w-5 accent-wine"
            data-testid="select-all"
          />
          {t("list.selectAll")}
        </label>
      ) : (
        <a
          href={selection.all ? noneHref : allHref}
          className="flex min-h-[44px] min-w-[44px] items-center text-sm text-wine"
          data-testid="select-all"
        >
          {selection.all ? t("list.selectNone") : t("list.selectAll")}
        </a>
      )}
      {hydrated ? (
        // Dense, on phones the count is for screen readers: the ticked boxes show it, and the strip
        // keeps one line in English too.
        <span
          className={`text-sm text-ink-soft ${dense ? "sr-only pc:not-sr-only" : ""}`}
          aria-live="polite"
          data-testid="selected-count"
        >
          {t("list.selected", { count: selection.chosen.size })}
        </span>
      ) : null}
      <span className={`ml-auto flex ${dense ? "gap-1" : "gap-2"}`}>{children}</span>
      {refused ? (
        <p role="alert" className="w-full text-sm text-wine" data-testid="selection-refused">
          {refusedText ?? t("list.chooseFirst")}
        </p>
      ) : null}
    </form>
  );
}
