/**
 * Times and dates as the shop shows them, one format in both languages (2025-11-22 14:03:09), in
 * Beijing time whatever the server's or the browser's zone, so the server's HTML and the hydrated
 * page agree.
 */
// China has kept UTC+8 all year since 1991, so Beijing time is arithmetic. An Intl.DateTimeFormat
// with a time zone cost a phone's browser 60-85 ms to create (Lighthouse's longest task on the
// order page).
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * An instant as Beijing's wall clock, ISO-shaped without a zone: 2025-11-22T14:03:09.000. Its
 * slices are the day (0-10), the time to the minute (0-16) or the hour (11-13).
 */
export function beijingClock(instant: string | number): string {
  return new Date(new Date(instant).getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 23);
}

/** 2025-11-22 14:03:09 (Beijing time); an empty string for a missing or broken time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return "";
  const beijing = beijingClock(iso);
  return `${beijing.slice(0, 10)} ${beijing.slice(11, 19)}`;
}

/** 2025-11-22 (Beijing time); an empty string for a missing or broken time. */
export function formatDate(iso: string | null | undefined): string {
  return formatDateTime(iso).slice(0, 10);
}

/** Whole seconds from `now` until `iso`, never negative. */
export function secondsUntil(iso: string | null | undefined, now: number): number {
  const at = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(at) ? Math.max(0, Math.floor((at - now) / 1000)) : 0;
}

/** 14:59, or 1:02:03 past an hour. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
}
