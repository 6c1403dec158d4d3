/**
 * The search words of a URL or a form, as the wine list, the suggestions and the box take them:
 * control characters as spaces, half surrogate pairs dropped (not characters, and no URL can carry
 * one), trimmed, at most SEARCH_MAX characters (the service cuts further).
 */
export const SEARCH_MAX = 64;

const isLoneSurrogate = (c: string) => c.length === 1 && c >= "\uD800" && c <= "\uDFFF";

export function searchWords(raw: string | null | undefined): string | undefined {
  const chars = [...(raw ?? "").replace(/[\u0000-\u001f\u007f]/g, " ").trim()];
  const words = chars
    .filter((c) => !isLoneSurrogate(c))
    .slice(0, SEARCH_MAX)
    .join("")
    .trim();
  return words || undefined;
}
