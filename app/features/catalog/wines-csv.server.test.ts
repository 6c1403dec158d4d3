import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { GoodsExport } from "#contract/catalog";
import { winesCsv, winesCsvNames } from "./wines-csv.server";

type Wine = GoodsExport["list"][number];

const wine = (extra: Partial<Wine>): Wine => ({
  id: 12,
  spuName: "拉菲古堡 2015",
  spuNameTc: "",
  spuNameEn: "Chateau Lafite 2015",
  style: "red",
  vintage: 2015,
  capacityMl: 750,
  priceCents: 368_000,
  marketPriceCents: 398_000,
  discount: null,
  promotion: null,
  score: 98,
  ratingAvg: 0,
  ratingCount: 0,
  stock: 10,
  sales: 0,
  shelfTime: "2026-11-01T00:00:00.000Z",
  wineryId: 1,
  wineryName: "拉菲酒庄",
  countryCode: "fr",
  countryName: "法国",
  areaId: 1,
  areaName: "波亚克",
  picture: "/goods/goods/picture?id=12&view=front",
  grapes: ["赤霞珠", "梅洛"],
  ...extra,
});

const rowsOf = (csv: string) => Papa.parse<string[]>(csv.slice(1)).data;

describe("the wine list's CSV", () => {
  it("starts with a BOM and heads its columns in the reader's language", () => {
    const ch = winesCsv([], "ch");
    expect(ch.startsWith("\uFEFF")).toBe(true);
    expect(rowsOf(ch)[0]).toEqual([
      "商品编号",
      "商品名称",
      "酒庄",
      "国家",
      "产区",
      "葡萄品种",
      "年份",
      "容量（毫升）",
      "价格（元）",
      "市场价（元）",
      "酒评分",
      "促销",
      "状态",
    ]);
    expect(rowsOf(winesCsv([], "en"))[0]).toEqual([
      "Item no.",
      "Name",
      "Winery",
      "Country",
      "Region",
      "Grapes",
      "Vintage",
      "Volume (ml)",
      "Price (CNY)",
      "Market price (CNY)",
      "Critic score",
      "Promotion",
      "Availability",
    ]);
  });

  it("writes a row per wine in the list's order: the number kept as text, yuan, NV, sold out", () => {
    const csv = winesCsv(
      [
        wine({}),
        wine({
          id: 7,
          spuName: "=1+1 奔富",
          vintage: null,
          stock: 0,
          score: 0,
          promotion: "限时 8.5 折",
          grapes: ["西拉"],
        }),
      ],
      "ch",
    );
    expect(rowsOf(csv).slice(1)).toEqual([
      [
        '="12"',
        "拉菲古堡 2015",
        "拉菲酒庄",
        "法国",
        "波亚克",
        "赤霞珠、梅洛",
        "2015",
        "750",
        "3680.00",
        "3980.00",
        "98",
        "",
        "在售",
      ],
      [
        '="7"',
        '="=1+1 奔富"',
        "拉菲酒庄",
        "法国",
        "波亚克",
        "西拉",
        "无年份",
        "750",
        "3680.00",
        "3980.00",
        "",
        "限时 8.5 折",
        "已售罄",
      ],
    ]);
  });

  it("speaks English to an English reader: the English name, NV, the availability words", () => {
    const [, row] = rowsOf(
      winesCsv([wine({ vintage: null, stock: 0, grapes: ["Cabernet Sauvignon", "Merlot"] })], "en"),
    );
    expect(row[1]).toBe("Chateau Lafite 2015");
    expect(row[5]).toBe("Cabernet Sauvignon, Merlot");
    expect(row[6]).toBe("NV");
    expect(row[12]).toBe("Sold out");
  });

  it("names the file in ASCII and in the language, by the day in Beijing", () => {
    const at = new Date("2026-11-26T16:30:00Z");
    expect(winesCsvNames("ch", at)).toEqual({
      ascii: "wines-20261127.csv",
      local: "葡萄酒-20261127.csv",
    });
    expect(winesCsvNames("en", at)).toEqual({
      ascii: "wines-20261127.csv",
      local: "wines-20261127.csv",
    });
  });
});
