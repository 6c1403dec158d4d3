/**
 * The viewer page of a set of pictures (a review's, an after-sale request's): its links, and its
 * one way back, to the page that showed the pictures. Without JavaScript a thumbnail leads there;
 * with it, the lightbox (lightbox.tsx) opens instead.
 */
import { safeLocalPath } from "~/utils/back";

const LOCAL_ORIGIN = "http://local.invalid";

/** The viewer page at picture `n` (from 1), carrying where "back" goes. */
export function photoViewerHref(viewerPath: string, n: number, back: string): string {
  return `${viewerPath}?${new URLSearchParams({ photo: String(n), back })}`;
}

/**
 * Where the viewer's "back" leads: the path the thumbnail's link carried (its query and anchor
 * too) when it is a path of `home`'s page, else `home`. Never another site, nor another page of
 * ours: a viewer link cannot be turned into a way to send someone elsewhere.
 */
export function viewerBack(requested: string | null, home: string): string {
  const path = safeLocalPath(requested);
  if (!path) return home;
  const pathname = (p: string) => new URL(p, LOCAL_ORIGIN).pathname;
  return pathname(path) === pathname(home) ? path : home;
}

/** The picture the URL asks for, from 1 to `count` (the first when it names none), or null. */
export function photoNumber(param: string | null, count: number): number | null {
  if (count === 0) return null;
  if (param === null || param === "") return 1;
  if (!/^\d{1,2}$/.test(param)) return null;
  const n = Number(param);
  return n >= 1 && n <= count ? n : null;
}
