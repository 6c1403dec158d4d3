/**
 * The search box's data with JavaScript: what is suggested for what is typed (asked once typing
 * pauses; a newer question cancels an older one), the shop's hot searches (asked once, when the box
 * first opens empty), and this device's recent searches (localStorage; a browser that refuses
 * storage simply has none).
 *
 * The answers come from the resource route /goods/suggest with fetch, not a Remix fetcher: a
 * fetcher's first load of a route the page has not discovered yet (lazy route discovery) raced a
 * search sent at the same moment, and React Router 6 then crashed the page with "Application Error"
 * (docs/decisions/019). Suggestions are nobody's route data, so the router need not know of them.
 */
import { useCallback, useEffect, useState } from "react";
import { searchWords } from "./search";
import { NO_SUGGESTIONS, type Suggestions } from "./suggestions";

const PAUSE_MS = 200;
const RECENT_KEY = "recentSearches";
const RECENT_MAX = 8;
const SUGGEST_PATH = "/goods/suggest";

/**
 * The JSON answer to `url` (null asks nothing), asked `pauseMs` after `url` last changed. A newer
 * `url` cancels the older question; until its answer comes, and when it fails, the last answer
 * stays.
 */
function useAnswer(url: string | null, pauseMs: number): unknown {
  const [answer, setAnswer] = useState<unknown>(undefined);
  useEffect(() => {
    if (url === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } })
        .then((response) => (response.ok ? response.json() : undefined))
        .then((json: unknown) => {
          if (json !== undefined && !controller.signal.aborted) setAnswer(json);
        })
        // Cancelled, offline or not JSON: the box offers what it had.
        .catch(() => undefined);
    }, pauseMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, pauseMs]);
  return answer;
}

const isSuggestions = (answer: unknown): answer is Suggestions =>
  typeof answer === "object" && answer !== null && Array.isArray((answer as Suggestions).wines);

/** What is suggested for `query` ("" asks nothing). */
export function useSuggestions(query: string): Suggestions {
  const words = searchWords(query);
  const answer = useAnswer(
    words ? `${SUGGEST_PATH}?q=${encodeURIComponent(words)}` : null,
    PAUSE_MS,
  );
  return words && isSuggestions(answer) ? answer : NO_SUGGESTIONS;
}

/** The shop's hot searches, asked the first time `wanted` is true. */
export function useHotSearches(wanted: boolean): string[] {
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (wanted) setAsked(true);
  }, [wanted]);
  const answer = useAnswer(asked ? SUGGEST_PATH : null, 0);
  const hot = isSuggestions(answer) ? answer.hot : undefined;
  return Array.isArray(hot) ? hot.filter((q) => typeof q === "string") : [];
}

function readRecent(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? "[]");
    return Array.isArray(stored)
      ? stored.filter((q) => typeof q === "string").slice(0, RECENT_MAX)
      : [];
  } catch {
    return [];
  }
}

function writeRecent(list: string[]) {
  try {
    if (list.length > 0) localStorage.setItem(RECENT_KEY, JSON.stringify(list));
    else localStorage.removeItem(RECENT_KEY);
  } catch {
    // private mode or storage full: recent searches are a convenience
  }
}

/** `query`'s words become this device's newest recent search; the list now, or none if none. */
export function rememberSearch(query: string): string[] | undefined {
  const words = searchWords(query);
  if (!words) return undefined;
  const next = [words, ...readRecent().filter((q) => q !== words)].slice(0, RECENT_MAX);
  writeRecent(next);
  return next;
}

/** This device's recent searches, newest first. */
export function useRecentSearches() {
  const [list, setList] = useState<string[]>([]);
  useEffect(() => setList(readRecent()), []);
  const add = useCallback((query: string) => {
    const next = rememberSearch(query);
    if (next) setList(next);
  }, []);
  const clear = useCallback(() => {
    writeRecent([]);
    setList([]);
  }, []);
  return { list, add, clear };
}
