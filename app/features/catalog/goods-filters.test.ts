import { describe, expect, it } from "vitest";
import { filtersToSearch, parseFilters } from "./goods-filters";

const parse = (q: string) => parseFilters(new URLSearchParams(q));

describe("list filters from the URL", () => {
  it("reads every filter", () => {
    expect(
      parse("country=FR&area=3&grape=4&style=red&price=200-500&score=90&promo=1&sort=sales&page=3"),
    ).toEqual({
      country: "fr",
      area: 3,
      grape: 4,
      style: "red",
      priceMin: 200,
      priceMax: 500,
      score: 90,
      promo: true,
      sort: "sales",
      page: 3,
    });
  });
  it("ignores or clamps nonsense", () => {
    const f = parse(
      `price=abc&page=-1&score=999&sort=bogus&country=${"x".repeat(10000)}&area=1e99&grape=-3&style=<script>`,
    );
    expect(f).toEqual({
      q: undefined,
      country: undefined,
      area: undefined,
      grape: 1,
      style: undefined,
      priceMin: undefined,
      priceMax: undefined,
      score: undefined,
      promo: undefined,
      sort: "default",
      page: 1,
    });
    expect(parse("page=99999").page).toBe(25);
    expect(parse("priceMin=500&priceMax=100")).toMatchObject({ priceMin: 100, priceMax: 500 });
  });
  it("keeps the search words trimmed, cut to 64 characters, without control characters", () => {
    expect(parse("q=%20%E6%8B%89%E8%8F%B2%20").q).toBe("拉菲");
    expect(parse("q=%20%20").q).toBeUndefined();
    expect(parse(`q=${"拉".repeat(100)}`).q).toBe("拉".repeat(64));
    expect(parse("q=a%00b%0Ac").q).toBe("a b c");
    expect(filtersToSearch(parse("q=la%20fei&country=fr"))).toBe("?q=la+fei&country=fr");
  });

  it("round-trips through the canonical query", () => {
    const f = parse("country=it&price=1000-&sort=shelfTime&page=2");
    expect(filtersToSearch(f)).toBe("?country=it&price=1000-&sort=shelfTime&page=2");
    expect(parseFilters(new URLSearchParams(filtersToSearch(f).slice(1)))).toEqual(f);
    expect(filtersToSearch(parse(""))).toBe("");
  });
});
