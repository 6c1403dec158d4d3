/** How the settings desk shows a period kept in seconds: in its largest whole unit. */
import { SECONDS_PER_DAY, SECONDS_PER_MINUTE } from "#contract/shop-rule-limits";

const UNITS = [
  ["days", SECONDS_PER_DAY],
  ["hours", 3_600],
  ["minutes", SECONDS_PER_MINUTE],
  ["seconds", 1],
] as const;

export function periodOf(seconds: number): { unit: (typeof UNITS)[number][0]; count: number } {
  const [unit, size] = UNITS.find(([, size]) => seconds % size === 0)!;
  return { unit, count: seconds / size };
}

/** The period in `unitSeconds` for a form's box, or empty when it is not a whole number of them. */
export const wholeUnits = (seconds: number, unitSeconds: number) =>
  seconds % unitSeconds === 0 ? String(seconds / unitSeconds) : "";
