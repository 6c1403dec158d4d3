/**
 * The search box's combobox (WAI-ARIA APG), fetched after the page's first JavaScript: as the
 * shopper types, the words, the wineries, regions and wines they name; an empty box offers this
 * device's recent searches and the shop's hot ones. The box (./search-box) keeps the words and the
 * input; this part takes the input's events through `handlers` and tells the box what to say of
 * the combobox (`onState`), and draws the list under it.
 */
import { useNavigate } from "@remix-run/react";
import {
  useEffect,
  useLayoutEffect,
  useState,
  type KeyboardEvent,
  type MutableRefObject,
} from "react";
import { useTranslation } from "react-i18next";
import { optionKey, optionTarget, searchOptions, type SearchOption } from "./suggestions";
import { useHotSearches, useRecentSearches, useSuggestions } from "./use-suggestions";

export { rememberSearch } from "./use-suggestions";

/** What the box's input does with its events once the combobox is there. */
export interface ComboboxHandlers {
  changed(): void;
  focused(): void;
  blurred(): void;
  keyDown(event: KeyboardEvent<HTMLInputElement>): void;
  submitted(query: string): void;
}

/** What the box says of the combobox: its ARIA state and the live words. */
export interface ComboboxState {
  expanded: boolean;
  activeId: string | undefined;
  live: string;
}

export function SearchSuggestions({
  id,
  focused,
  query,
  setQuery,
  kept,
  handlers,
  onState,
}: {
  /** the box's id: the list's and the options' ids start with it */
  id: string;
  /** whether the box has been focused since hydration (and is still): the list opens at once */
  focused: boolean;
  query: string;
  setQuery: (query: string) => void;
  /** the wine list's filters a search keeps */
  kept: [string, string][];
  handlers: MutableRefObject<ComboboxHandlers | null>;
  onState: (state: ComboboxState | null) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Focusing the box may be what fetched this part: then the list opens as it comes.
  const [open, setOpen] = useState(focused);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(open ? query : "");
  const recent = useRecentSearches();
  const typed = query.trim() !== "";
  const hot = useHotSearches(open && !typed);

  const options = searchOptions(query, suggestions, recent.list, hot);
  const expanded = open && options.length > 0;
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;
  const live =
    expanded && typed ? t("search.suggestions", { count: suggestions.wines.length }) : "";

  const go = (option: SearchOption) => {
    setOpen(false);
    if (option.kind === "all" || option.kind === "recent" || option.kind === "hot") {
      setQuery(option.query);
      recent.add(option.query);
    }
    navigate(optionTarget(option, option.kind === "all" ? kept : []));
  };

  // The input's events reach this render's options and choice.
  useLayoutEffect(() => {
    handlers.current = {
      changed() {
        setActive(-1);
        setOpen(true);
      },
      focused: () => setOpen(true),
      blurred: () => setOpen(false),
      keyDown(e) {
        if (e.key === "Escape") setOpen(false);
        else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
          e.preventDefault();
          setOpen(true);
          const step = e.key === "ArrowDown" ? 1 : -1;
          setActive((i) =>
            options.length === 0 ? -1 : (i + step + options.length) % options.length,
          );
        } else if (e.key === "Enter" && expanded && active >= 0 && options[active]) {
          e.preventDefault();
          go(options[active]);
        }
      },
      submitted(words) {
        recent.add(words);
        setOpen(false);
      },
    };
  });
  useLayoutEffect(() => () => void (handlers.current = null), [handlers]);
  useLayoutEffect(() => onState({ expanded, activeId, live }), [onState, expanded, activeId, live]);
  useEffect(() => () => onState(null), [onState]);

  if (!expanded) return null;
  return (
    <div className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-line">
      {typed ? (
        <p className="px-4 pt-2 text-xs text-ink-faint">
          {t("search.suggestions", { count: suggestions.wines.length })}
        </p>
      ) : null}
      {/* A listbox's options are chosen by the input's keys (aria-activedescendant). */}
      <div
        id={listId}
        role="listbox"
        aria-label={t("search.label")}
        className="py-1"
        data-testid="search-suggestions"
      >
        {optionGroups(options).map(({ heading, members }) => {
          const rows = members.map((option) => {
            const i = options.indexOf(option);
            return (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <div
                key={optionKey(option)}
                id={optionId(i)}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                className={`flex min-h-[44px] cursor-pointer flex-col justify-center px-4 py-1 text-sm ${i === active ? "bg-wine-light" : "hover:bg-paper"}`}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => go(option)}
                data-testid="search-option"
              >
                <OptionText option={option} />
              </div>
            );
          });
          if (!heading) return rows;
          const headingId = `${id}-${heading}`;
          return (
            <div key={heading} role="group" aria-labelledby={headingId}>
              <div id={headingId} className="px-4 pt-2 text-xs text-ink-faint">
                {t(heading === "recent" ? "search.recent" : "search.hot")}
              </div>
              {rows}
            </div>
          );
        })}
      </div>
      {!typed && recent.list.length > 0 ? (
        <button
          type="button"
          className="min-h-[44px] w-full border-t border-line px-4 text-left text-xs text-wine"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => recent.clear()}
        >
          {t("search.clearRecent")}
        </button>
      ) : null}
    </div>
  );
}
/** The options under their headings: an empty box's recent and hot searches; typed words' none. */
function optionGroups(options: SearchOption[]) {
  const groups: { heading: "recent" | "hot" | null; members: SearchOption[] }[] = [];
  for (const option of options) {
    const heading = option.kind === "recent" || option.kind === "hot" ? option.kind : null;
    const last = groups.at(-1);
    if (last && last.heading === heading) last.members.push(option);
    else groups.push({ heading, members: [option] });
  }
  return groups;
}

/** An option's lines: what it is, and beside a winery or a region what kind of place it is. */
function OptionText({ option }: { option: SearchOption }) {
  const { t } = useTranslation();
  switch (option.kind) {
    case "wine":
      return (
        <>
          <span className="line-clamp-1">{option.wine.name}</span>
          <span className="line-clamp-1 text-xs text-ink-faint">
            {[option.wine.winery, option.wine.vintage].filter(Boolean).join(" · ")}
          </span>
        </>
      );
    case "winery":
    case "region":
      return (
        <span className="flex items-center justify-between gap-2">
          <span className="line-clamp-1">{option.place.name}</span>
          <span className="shrink-0 text-xs text-ink-faint">
            {t(option.kind === "winery" ? "search.kindWinery" : "search.kindRegion")}
          </span>
        </span>
      );
    case "all":
      return (
        <span className="font-medium text-wine">{t("search.allResults", { q: option.query })}</span>
      );
    case "recent":
    case "hot":
      return <span>{option.query}</span>;
  }
}
