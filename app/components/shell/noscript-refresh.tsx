/**
 * A page that follows something without JavaScript (the payment page, while it waits) refreshes
 * itself: its route's handle says every how many seconds, from its loader data, and the root
 * renders <noscript><meta http-equiv="refresh"></noscript> in the head, the one place where such a
 * meta is valid HTML. With JavaScript the noscript is inert.
 */
import { useMatches } from "@remix-run/react";

export interface NoscriptRefreshHandle {
  /** seconds between refreshes without JavaScript, from the route's loader data; null: none */
  noscriptRefresh?: (data: unknown) => number | null;
}

export function NoscriptRefresh() {
  let seconds: number | null = null;
  for (const match of useMatches()) {
    const handle = match.handle as NoscriptRefreshHandle | undefined;
    if (handle?.noscriptRefresh) seconds = handle.noscriptRefresh(match.data);
  }
  return seconds ? (
    <noscript>
      <meta httpEquiv="refresh" content={String(seconds)} />
    </noscript>
  ) : null;
}
