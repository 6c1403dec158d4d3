/**
 * What the search box offers (issue 29): for words typed, a row that searches them, the wineries
 * and regions they name, then wines; for an empty box, this device's recent searches, then the
 * shop's hot searches. Each option knows where it leads.
 */
export interface WineSuggestion {
  id: number;
  name: string;
  winery: string;
  vintage: number | null;
}

export interface PlaceSuggestion {
  id: number;
  name: string;
}

/** The storefront's /goods/suggest answer. */
export interface Suggestions {
  wines: WineSuggestion[];
  wineries: PlaceSuggestion[];
  regions: PlaceSuggestion[];
  /** the words the wines were found by when the typed ones found none (拉非: 拉菲) */
  didYouMean: string | null;
  /** with no words: the shop's hot searches */
  hot: string[];
}

export const NO_SUGGESTIONS: Suggestions = {
  wines: [],
  wineries: [],
  regions: [],
  didYouMean: null,
  hot: [],
};

export type SearchOption =
  | { kind: "all"; query: string }
  | { kind: "winery"; place: PlaceSuggestion }
  | { kind: "region"; place: PlaceSuggestion }
  | { kind: "wine"; wine: WineSuggestion }
  | { kind: "recent"; query: string }
  | { kind: "hot"; query: string };

/** The options, in the order the list shows them; `hot`: the shop's hot searches. */
export function searchOptions(
  query: string,
  suggestions: Suggestions,
  recent: string[],
  hot: string[],
): SearchOption[] {
  const words = query.trim();
  if (!words)
    return [
      ...recent.map((q) => ({ kind: "recent" as const, query: q })),
      ...hot.filter((q) => !recent.includes(q)).map((q) => ({ kind: "hot" as const, query: q })),
    ];
  return [
    { kind: "all", query: words },
    ...suggestions.wineries.map((place) => ({ kind: "winery" as const, place })),
    ...suggestions.regions.map((place) => ({ kind: "region" as const, place })),
    ...suggestions.wines.map((wine) => ({ kind: "wine" as const, wine })),
  ];
}

/** Where an option leads; `kept` are the wine list's filters a search keeps. */
export function optionTarget(option: SearchOption, kept: [string, string][]): string {
  switch (option.kind) {
    case "wine":
      return `/goods/${option.wine.id}`;
    case "winery":
      return `/chateauList/${option.place.id}`;
    case "region":
      return `/goods?area=${option.place.id}`;
    case "all":
    case "recent":
    case "hot":
      return `/goods?${new URLSearchParams([["q", option.query], ...kept])}`;
  }
}

/**
 * A key React keeps an option's row by, one per option of a list: a winery and a wine of the same
 * id once shared "w5", and React then left a stale row in the list.
 */
export function optionKey(option: SearchOption): string {
  switch (option.kind) {
    case "wine":
      return `wine:${option.wine.id}`;
    case "winery":
    case "region":
      return `${option.kind}:${option.place.id}`;
    case "all":
    case "recent":
    case "hot":
      return `${option.kind}:${option.query}`;
  }
}
