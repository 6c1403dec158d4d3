import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { ChateauSummary } from "#contract/catalog";
import { wineriesCsv, wineriesCsvNames } from "./wineries-csv.server";

const winery = (extra: Partial<ChateauSummary>): ChateauSummary => ({
  id: 3,
  name: "拉菲酒庄",
  nameEn: "Chateau Lafite Rothschild",
  countryCode: "fr",
  countryName: "法国",
  areaName: "波亚克",
  founded: 1234,
  description: "波尔多五大名庄之一，\n以优雅著称。",
  wineCount: 4,
  picture: null,
  ...extra,
});

const rowsOf = (csv: string) => Papa.parse<string[]>(csv.slice(1)).data;

describe("the winery list's CSV", () => {
  it("gives a Chinese reader both names, and the year founded when it is known", () => {
    const csv = wineriesCsv([winery({}), winery({ id: 4, founded: null, wineCount: 0 })], "ch");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(rowsOf(csv)).toEqual([
      ["酒庄编号", "酒庄名称", "英文名称", "国家", "产区", "创立年份", "在售酒款", "简介"],
      [
        '="3"',
        "拉菲酒庄",
        "Chateau Lafite Rothschild",
        "法国",
        "波亚克",
        "1234",
        "4",
        "波尔多五大名庄之一，\n以优雅著称。",
      ],
      [
        '="4"',
        "拉菲酒庄",
        "Chateau Lafite Rothschild",
        "法国",
        "波亚克",
        "",
        "0",
        "波尔多五大名庄之一，\n以优雅著称。",
      ],
    ]);
  });

  it("gives an English reader the name once, in English", () => {
    const csv = wineriesCsv(
      [winery({ name: "Chateau Lafite Rothschild", countryName: "France", areaName: "Pauillac" })],
      "en",
    );
    expect(rowsOf(csv)[0]).toEqual([
      "Winery no.",
      "Name",
      "Country",
      "Region",
      "Founded",
      "Wines on sale",
      "About",
    ]);
    expect(rowsOf(csv)[1].slice(0, 4)).toEqual([
      '="3"',
      "Chateau Lafite Rothschild",
      "France",
      "Pauillac",
    ]);
  });

  it("names the file in ASCII and in the language", () => {
    const at = new Date("2026-11-26T16:30:00Z");
    expect(wineriesCsvNames("ch", at)).toEqual({
      ascii: "wineries-20261127.csv",
      local: "酒庄-20261127.csv",
    });
    expect(wineriesCsvNames("en", at).local).toBe("wineries-20261127.csv");
  });
});
