import { describe, it, expect } from "vitest";
import type { SeedWine, Text } from "../types";
import { countries } from "./countries";
import { areas } from "./areas";
import { grapes } from "./grapes";
import { wineries } from "./wineries";
import { wines } from "./wines";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function dupes(keys: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const k of keys) {
    if (seen.has(k)) out.push(k);
    seen.add(k);
  }
  return out;
}

function isText(t: unknown): t is Text {
  return (
    typeof t === "object" && t !== null &&
    typeof (t as Text).ch === "string" && typeof (t as Text).tc === "string" && typeof (t as Text).en === "string"
  );
}

function filled(t: Text): boolean {
  return t.ch.trim() !== "" && t.tc.trim() !== "" && t.en.trim() !== "";
}

function allEmpty(t: Text): boolean {
  return t.ch === "" && t.tc === "" && t.en === "";
}

function validDate(s: string): boolean {
  if (!ISO_DATE.test(s)) return false;
  const d = new Date(s + "T00:00:00Z");
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

function monthsBetween(a: string, b: string): number {
  const da = new Date(a + "T00:00:00Z");
  const db = new Date(b + "T00:00:00Z");
  return (db.getUTCFullYear() - da.getUTCFullYear()) * 12 + (db.getUTCMonth() - da.getUTCMonth()) + (db.getUTCDate() - da.getUTCDate()) / 31;
}

const TEXT_FIELDS = [
  "name", "appellation", "brand", "fermentation", "winemaker", "barrel", "harvestMethod",
  "storage", "decanting", "foodPairing", "description",
] as const satisfies readonly (keyof SeedWine)[];
const OPTIONAL_TEXT_FIELDS = ["grade", "awards"] as const satisfies readonly (keyof SeedWine)[];

const countryCodes = new Set(countries.map((c) => c.code));
const areaByKey = new Map(areas.map((a) => [a.key, a]));
const grapeKeys = new Set(grapes.map((g) => g.key));
const wineryByKey = new Map(wineries.map((w) => [w.key, w]));
const SOUTHERN = new Set(["cl", "ar", "au", "nz", "za"]);

describe("seed catalogue: counts", () => {
  it("has enough wineries, countries and wines", () => {
    expect(wineries.length).toBeGreaterThanOrEqual(30);
    expect(new Set(wineries.map((w) => w.country)).size).toBeGreaterThanOrEqual(8);
    expect(wines.length).toBeGreaterThanOrEqual(200);
    expect(countries.length).toBeGreaterThanOrEqual(12);
    expect(grapes.length).toBeGreaterThanOrEqual(20);
    expect(grapes.length).toBeLessThanOrEqual(30);
  });

  it("mixes real and invented wineries", () => {
    expect(wineries.some((w) => w.real)).toBe(true);
    expect(wineries.some((w) => !w.real)).toBe(true);
  });

  it("gives every winery 3 to 10 wines", () => {
    const perWinery = new Map<string, number>();
    for (const w of wines) perWinery.set(w.winery, (perWinery.get(w.winery) ?? 0) + 1);
    for (const w of wineries) {
      const n = perWinery.get(w.key) ?? 0;
      expect(n, `wines of ${w.key}`).toBeGreaterThanOrEqual(3);
      expect(n, `wines of ${w.key}`).toBeLessThanOrEqual(10);
    }
  });

  it("covers every style, with reds the largest group", () => {
    const byStyle = new Map<string, number>();
    for (const w of wines) byStyle.set(w.style, (byStyle.get(w.style) ?? 0) + 1);
    for (const s of ["red", "white", "rose", "sparkling", "sweet", "fortified"]) expect(byStyle.get(s) ?? 0, s).toBeGreaterThan(0);
    const red = byStyle.get("red") ?? 0;
    for (const [s, n] of byStyle) if (s !== "red") expect(red).toBeGreaterThan(n);
  });
});

describe("seed catalogue: keys", () => {
  it("has unique keys everywhere", () => {
    expect(dupes(countries.map((c) => c.code))).toEqual([]);
    expect(dupes(areas.map((a) => a.key))).toEqual([]);
    expect(dupes(grapes.map((g) => g.key))).toEqual([]);
    expect(dupes(wineries.map((w) => w.key))).toEqual([]);
    expect(dupes(wines.map((w) => w.key))).toEqual([]);
  });

  it("uses lowercase slugs", () => {
    for (const c of countries) expect(c.code, c.code).toMatch(/^[a-z]{2}$/);
    for (const k of [...areas.map((a) => a.key), ...grapes.map((g) => g.key), ...wineries.map((w) => w.key), ...wines.map((w) => w.key)]) {
      expect(k, k).toMatch(SLUG);
    }
  });
});

describe("seed catalogue: references", () => {
  it("resolves area and winery references", () => {
    for (const a of areas) expect(countryCodes.has(a.country), `area ${a.key}`).toBe(true);
    for (const w of wineries) {
      expect(countryCodes.has(w.country), `winery ${w.key} country`).toBe(true);
      const area = areaByKey.get(w.area);
      expect(area, `winery ${w.key} area ${w.area}`).toBeDefined();
      expect(area?.country, `winery ${w.key} area country`).toBe(w.country);
    }
  });

  it("resolves wine references, with the area in the winery's country", () => {
    for (const w of wines) {
      const winery = wineryByKey.get(w.winery);
      const area = areaByKey.get(w.area);
      expect(winery, `${w.key} winery`).toBeDefined();
      expect(area, `${w.key} area`).toBeDefined();
      expect(area?.country, `${w.key} area country`).toBe(winery?.country);
      expect(w.grapes.length, `${w.key} grapes`).toBeGreaterThan(0);
      expect(dupes(w.grapes), `${w.key} grapes`).toEqual([]);
      for (const g of w.grapes) expect(grapeKeys.has(g), `${w.key} grape ${g}`).toBe(true);
    }
  });
});

describe("seed catalogue: texts", () => {
  it("fills every name of countries, areas, grapes and wineries", () => {
    for (const c of countries) expect(filled(c.name), c.code).toBe(true);
    for (const a of areas) expect(filled(a.name), a.key).toBe(true);
    for (const g of grapes) expect(filled(g.name), g.key).toBe(true);
    for (const w of wineries) {
      expect(filled(w.name), w.key).toBe(true);
      expect(filled(w.description), w.key).toBe(true);
    }
  });

  it("fills every wine text; grade and awards are all-empty or all-filled", () => {
    for (const w of wines) {
      for (const f of TEXT_FIELDS) {
        const t = w[f];
        expect(isText(t), `${w.key}.${f}`).toBe(true);
        expect(filled(t), `${w.key}.${f}`).toBe(true);
      }
      for (const f of OPTIONAL_TEXT_FIELDS) {
        const t = w[f];
        expect(isText(t), `${w.key}.${f}`).toBe(true);
        expect(filled(t) || allEmpty(t), `${w.key}.${f}`).toBe(true);
      }
    }
  });

  it("does not repeat wine descriptions", () => {
    expect(dupes(wines.map((w) => w.description.en))).toEqual([]);
    expect(dupes(wines.map((w) => w.description.ch))).toEqual([]);
  });

  it("keeps awards off real estates' wines", () => {
    for (const w of wines) if (wineryByKey.get(w.winery)?.real) expect(allEmpty(w.awards), w.key).toBe(true);
  });
});

describe("seed catalogue: prices and promotions", () => {
  it("keeps prices in whole yuan with market >= price", () => {
    for (const w of wines) {
      expect(Number.isInteger(w.priceCents) && w.priceCents > 0, w.key).toBe(true);
      expect(Number.isInteger(w.marketPriceCents), w.key).toBe(true);
      expect(w.priceCents % 100, w.key).toBe(0);
      expect(w.marketPriceCents % 100, w.key).toBe(0);
      expect(w.marketPriceCents, w.key).toBeGreaterThanOrEqual(w.priceCents);
    }
  });

  it("derives the promotional price from the discount", () => {
    for (const w of wines) {
      if (w.discount === null) {
        expect(w.promotion, w.key).toBeNull();
      } else {
        expect(Number.isInteger(w.discount) && w.discount > 0 && w.discount < 100, w.key).toBe(true);
        expect(w.promotion, w.key).not.toBeNull();
        if (w.promotion) expect(filled(w.promotion), w.key).toBe(true);
        expect(w.priceCents, w.key).toBe(Math.round((w.marketPriceCents * w.discount) / 100 / 100) * 100);
      }
    }
  });

  it("has about a quarter of wines on promotion", () => {
    const share = wines.filter((w) => w.discount !== null).length / wines.length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.35);
  });
});

describe("seed catalogue: ranges", () => {
  it("keeps alcohol plausible for the style", () => {
    for (const w of wines) {
      if (w.style === "fortified") {
        expect(w.alcohol, w.key).toBeGreaterThanOrEqual(15);
        expect(w.alcohol, w.key).toBeLessThanOrEqual(22);
      } else {
        expect(w.alcohol, w.key).toBeGreaterThanOrEqual(5);
        expect(w.alcohol, w.key).toBeLessThanOrEqual(15.5);
      }
      if ((w.style === "red" || w.style === "white" || w.style === "rose") && w.sweetness === "dry") {
        expect(w.alcohol, w.key).toBeGreaterThanOrEqual(11);
      }
    }
  });

  it("keeps sweetness consistent with the style", () => {
    for (const w of wines) {
      if (w.style === "red" || w.style === "rose") expect(w.sweetness, w.key).toBe("dry");
      if (w.style === "sweet" || w.style === "fortified") expect(["medium_sweet", "sweet"], w.key).toContain(w.sweetness);
    }
  });

  it("uses standard bottle sizes and weights", () => {
    for (const w of wines) {
      expect([187, 375, 500, 750, 1500, 3000], w.key).toContain(w.capacityMl);
      expect(w.weightG, w.key).toBeGreaterThan(w.capacityMl);
      if (w.capacityMl === 750) {
        expect(w.weightG, w.key).toBeGreaterThanOrEqual(1100);
        expect(w.weightG, w.key).toBeLessThanOrEqual(1800);
      }
      expect(Number.isInteger(w.annualProduction) && w.annualProduction > 0, w.key).toBe(true);
    }
    expect(wines.filter((w) => w.capacityMl === 750).length / wines.length).toBeGreaterThan(0.8);
  });

  it("keeps scores, ratings and stock in range", () => {
    for (const w of wines) {
      expect(Number.isInteger(w.score), w.key).toBe(true);
      expect(w.score, w.key).toBeGreaterThanOrEqual(80);
      expect(w.score, w.key).toBeLessThanOrEqual(100);
      expect(w.ratingAvg, w.key).toBeGreaterThanOrEqual(1);
      expect(w.ratingAvg, w.key).toBeLessThanOrEqual(5);
      expect(Math.round(w.ratingAvg * 10), w.key).toBeCloseTo(w.ratingAvg * 10, 6);
      for (const [v, max] of [[w.ratingCount, 2000], [w.stock, 500], [w.sales, 20000], [w.shelfDaysAgo, 720]] as const) {
        expect(Number.isInteger(v) && v >= 0 && v <= max, w.key).toBe(true);
      }
    }
    const featured = wines.filter((w) => w.featured).length;
    expect(featured).toBeGreaterThanOrEqual(6);
    expect(featured).toBeLessThanOrEqual(20);
  });
});

describe("seed catalogue: vintages and dates", () => {
  it("uses vintages 2010-2023 or NV", () => {
    for (const w of wines) {
      if (w.vintage !== null) {
        expect(Number.isInteger(w.vintage), w.key).toBe(true);
        expect(w.vintage, w.key).toBeGreaterThanOrEqual(2010);
        expect(w.vintage, w.key).toBeLessThanOrEqual(2023);
      } else {
        expect(w.harvestDate, w.key).toBeNull();
      }
    }
  });

  it("has valid, ordered dates", () => {
    for (const w of wines) {
      for (const d of [w.harvestDate, w.agingStart, w.bottlingDate]) if (d !== null) expect(validDate(d), `${w.key} ${d}`).toBe(true);
      if (w.harvestDate && w.agingStart) expect(w.harvestDate <= w.agingStart, w.key).toBe(true);
      if (w.agingStart && w.bottlingDate) expect(w.agingStart <= w.bottlingDate, w.key).toBe(true);
      if (w.harvestDate && w.bottlingDate) expect(w.harvestDate <= w.bottlingDate, w.key).toBe(true);
    }
  });

  it("harvests in the vintage year, in the right season for the hemisphere", () => {
    for (const w of wines) {
      if (!w.harvestDate || w.vintage === null) continue;
      expect(Number(w.harvestDate.slice(0, 4)), w.key).toBe(w.vintage);
      const month = Number(w.harvestDate.slice(5, 7));
      const south = SOUTHERN.has(wineryByKey.get(w.winery)?.country ?? "");
      if (south) expect(month >= 1 && month <= 5, `${w.key} ${w.harvestDate}`).toBe(true);
      else expect(month >= 8 && month <= 11, `${w.key} ${w.harvestDate}`).toBe(true);
    }
  });

  it("keeps aging months consistent with aging start and bottling", () => {
    for (const w of wines) {
      if (w.agingMonths !== null) expect(Number.isInteger(w.agingMonths) && w.agingMonths >= 0, w.key).toBe(true);
      if (w.agingStart && w.bottlingDate && w.agingMonths !== null) {
        const m = monthsBetween(w.agingStart, w.bottlingDate);
        expect(m, w.key).toBeGreaterThanOrEqual(w.agingMonths - 0.5);
        expect(m, w.key).toBeLessThanOrEqual(w.agingMonths + 2);
      }
    }
  });
});
