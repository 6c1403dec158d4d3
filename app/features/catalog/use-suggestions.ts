/**
 * The search box's data with JavaScript: what is suggested for what is typed (asked once typing
 * pauses; a newer question cancels an older one, which useFetcher does), the shop's hot searches
 * (asked once, when the box first opens empty), and this device's recent searches (localStorage; a
 * browser that refuses storage simply has none).
 */
import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { searchWords } from "./search";
import { NO_SUGGESTIONS, type Suggestions } from "./suggestions";

const PAUSE_MS = 200;
const RECENT_KEY = "recentSearches";
const RECENT_MAX = 8;

/** What is suggested for `query` ("" asks nothing). */
export function useSuggestions(query: string): Suggestions {
  const fetcher = useFetcher<Suggestions>();
  const words = searchWords(query);
  const { load } = fetcher;
  useEffect(() => {
    if (!words) return;
    const timer = setTimeout(() => load(`/goods/suggest?q=${encodeURIComponent(words)}`), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [words, load]);
  return words && fetcher.data && Array.isArray(fetcher.data.wines) ? fetcher.data : NO_SUGGESTIONS;
}

/** The shop's hot searches, asked the first time `wanted` is true. */
export function useHotSearches(wanted: boolean): string[] {
  const fetcher = useFetcher<{ hot?: unknown }>();
  const { load, state, data } = fetcher;
  const asked = data !== undefined || state !== "idle";
  useEffect(() => {
    if (wanted && !asked) load("/goods/suggest");
  }, [wanted, asked, load]);
  return Array.isArray(data?.hot) ? data.hot.filter((q) => typeof q === "string") : [];
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
