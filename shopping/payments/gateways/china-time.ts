/** Both Chinese gateways read and write Beijing time (UTC+8, no daylight saving). */

const BEIJING_OFFSET_MS = 8 * 3600_000;

function beijingIso(date: Date): string {
  return new Date(date.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 19);
}

/** "2026-11-22T12:34:56+08:00", as WeChat Pay wants it */
export function beijingRfc3339(date: Date): string {
  return `${beijingIso(date)}+08:00`;
}

/** "2026-11-22 12:34:56", as Alipay wants it */
export function beijingDateTime(date: Date): string {
  return beijingIso(date).replace("T", " ");
}

/** reads Alipay's "yyyy-MM-dd HH:mm:ss" (Beijing time) */
export function parseBeijingDateTime(text: string): Date | null {
  if (!/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(text)) return null;
  return new Date(`${text.replace(" ", "T")}+08:00`);
}

/** reads WeChat Pay's RFC 3339 time; null when absent or unreadable */
export function parseRfc3339(text: string | undefined): Date | null {
  const time = text ? new Date(text) : null;
  return time && !Number.isNaN(time.getTime()) ? time : null;
}
