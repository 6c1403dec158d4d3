/**
 * The wine search: a plain GET form to /goods?q=, so it works without JavaScript and, on the wine
 * list, keeps the chosen filters and sort. With JavaScript it becomes a combobox (WAI-ARIA APG):
 * wines are suggested as the shopper types, and an empty box offers this device's recent searches
 * and the shop's hot searches.
 *
 * The box itself (its words, the form) is on every page's first JavaScript; the combobox's part
 * (./search-suggestions: the suggestions, the keys, the list) is fetched once the page idles or the
 * box is first used, and then takes the box's events and names its ARIA state. Until then the box
 * is the plain search form.
 */
import { Form, useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useTypedBeforeHydration } from "~/utils/use-typed-before-hydration";
import { SEARCH_MAX } from "./search";
import type { ComboboxHandlers, ComboboxState } from "./search-suggestions";

const loadSuggestions = () => import("./search-suggestions");
const SearchSuggestions = lazy(() =>
  loadSuggestions().then((module) => ({ default: module.SearchSuggestions })),
);

export function SearchBox({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const id = useId();
  const params = new URLSearchParams(location.search);
  const onList = location.pathname === "/goods";
  const current = onList ? (params.get("q") ?? "") : "";
  const [query, setQuery] = useState(current);
  // Another search, a chip removed, back: the box says what the list shows.
  useEffect(() => setQuery(current), [current]);
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, setQuery);
  // The combobox's part: wanted once the page idles or the box is used; it hands back its handlers
  // and what the box says of it (role, expanded, active option, the live words).
  const [wanted, setWanted] = useState(false);
  const combobox = useRef<ComboboxHandlers | null>(null);
  // Focused since hydration (a focus before it opened nothing, as the combobox was not there yet).
  const focused = useRef(false);
  const [state, setState] = useState<ComboboxState | null>(null);
  useEffect(() => {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    whenIdle(() => setWanted(true));
  }, []);
  // On the wine list the search keeps the filters and the sort, and starts again from page 1.
  const kept = onList ? [...params].filter(([name]) => name !== "q" && name !== "page") : [];

  return (
    <Form
      method="get"
      action="/goods"
      role="search"
      className={`relative ${className}`}
      onSubmit={() => {
        if (combobox.current) combobox.current.submitted(query);
        // Searched before the combobox's part came: it still becomes a recent search.
        else void loadSuggestions().then((module) => module.rememberSearch(query));
      }}
      data-testid="search-form"
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        {t("search.label")}
      </label>
      <div className="flex items-center rounded-full bg-white ring-1 ring-line focus-within:ring-2 focus-within:ring-wine">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="ml-4 h-4 w-4 shrink-0 text-ink-faint"
        >
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={input}
          id={`${id}-q`}
          type="search"
          name="q"
          value={query}
          maxLength={SEARCH_MAX}
          placeholder={t("search.placeholder")}
          enterKeyHint="search"
          autoComplete="off"
          className="min-h-[44px] w-full min-w-0 flex-1 bg-transparent px-3 text-base outline-none placeholder:text-ink-faint"
          data-testid="search-input"
          {...(state
            ? {
                role: "combobox",
                "aria-autocomplete": "list" as const,
                "aria-expanded": state.expanded,
                "aria-controls": `${id}-list`,
                "aria-activedescendant": state.activeId,
              }
            : {})}
          onChange={(e) => {
            setQuery(e.target.value);
            combobox.current?.changed();
          }}
          onFocus={() => {
            focused.current = true;
            setWanted(true);
            combobox.current?.focused();
          }}
          onBlur={() => {
            focused.current = false;
            combobox.current?.blurred();
          }}
          onKeyDown={(e) => combobox.current?.keyDown(e)}
        />
        <button
          type="submit"
          className="min-h-[44px] shrink-0 rounded-full px-4 text-sm font-medium text-wine hover:text-wine-dark"
          data-testid="search-submit"
        >
          {t("search.submit")}
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {state?.live ?? ""}
      </p>
      {wanted ? (
        <Suspense fallback={null}>
          <SearchSuggestions
            id={id}
            focused={focused.current}
            query={query}
            setQuery={setQuery}
            kept={kept}
            handlers={combobox}
            onState={setState}
          />
        </Suspense>
      ) : null}
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </Form>
  );
}
