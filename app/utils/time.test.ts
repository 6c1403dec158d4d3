/**
 * Beijing's clock, one helper for every screen that shows or reads China time: the console's
 * promotion fields, the dashboard's buckets and the reports' default days must agree with it
 * across China's midnight and a year's end.
 */
import { describe, expect, it } from "vitest";
import { bucketLabel } from "~/features/admin/dashboard/money-chart";
import { chinaTimeText } from "~/features/admin/wines/wine-form.server";
import { beijingClock, formatDate, formatDateTime } from "./time";

describe("Beijing's clock", () => {
  // 2026-12-31 16:30 UTC is 00:30 on New Year's Day in China.
  const newYear = "2026-12-31T16:30:00.000Z";

  it("is UTC plus eight hours whatever the machine's zone", () => {
    expect(beijingClock(newYear)).toBe("2027-01-01T00:30:00.000");
    expect(beijingClock(Date.parse(newYear))).toBe("2027-01-01T00:30:00.000");
    expect(formatDateTime(newYear)).toBe("2027-01-01 00:30:00");
    expect(formatDate(newYear)).toBe("2027-01-01");
    expect(formatDateTime("not a time")).toBe("");
  });

  it("fills a datetime-local field and labels the dashboard's buckets on China's day", () => {
    expect(chinaTimeText(newYear)).toBe("2027-01-01T00:30");
    expect(bucketLabel(newYear, true)).toBe("00:00");
    expect(bucketLabel(newYear, false)).toBe("1/1");
    expect(bucketLabel("2026-11-29T03:00:00.000Z", true)).toBe("11:00");
    expect(bucketLabel("2026-11-29T03:00:00.000Z", false)).toBe("11/29");
  });
});
