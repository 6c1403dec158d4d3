/**
 * A translation whose words carry links, as `<0>…</0>`, `<1>…</1>`: its text with each numbered
 * tag's words inside the element given for it. What react-i18next's <Trans> does for such strings,
 * without its HTML parser: that is on every page's first JavaScript once any page uses <Trans>.
 */
import { cloneElement, type ReactElement, type ReactNode } from "react";

export function taggedText(text: string, elements: ReactElement[]): ReactNode[] {
  const out: ReactNode[] = [];
  const tag = /<(\d+)>(.*?)<\/\1>/g;
  let at = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    if (match.index > at) out.push(text.slice(at, match.index));
    const element = elements[Number(match[1])];
    out.push(element ? cloneElement(element, { key: match.index }, match[2]) : match[2]);
    at = tag.lastIndex;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}
