/**
 * What a spreadsheet makes of the shop's CSV files: each file is opened with LibreOffice (headless,
 * as Calc opens a double-clicked .csv: formulas evaluated, numbers recognised), saved again as CSV
 * and read back, and every cell is compared with what the shop meant. Identifiers stay exact (a
 * 20-digit order number), text that begins like a formula stays that text and runs nothing, amounts
 * stay numbers. tests/setup-machine.sh installs LibreOffice when it is missing.
 */
import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Papa from "papaparse";
import { describe, it } from "vitest";
import type { OrderListItem } from "#contract/orders-list";
import { toCsv, type CsvCell } from "~/components/list/csv.server";
import { ordersCsv } from "~/features/orders/csv.server";
import { pointsCsv } from "~/features/points/csv.server";
import { savedCsv } from "~/features/favorites/csv.server";
import type { FavoriteRow } from "#contract/favorites";
import type { PointsLogRow } from "#contract/points";
import type { ChateauSummary, GoodsExport } from "#contract/catalog";
import type { InvoiceTitle } from "#contract/invoices";
import { winesCsv } from "~/features/catalog/wines-csv.server";
import { wineriesCsv } from "~/features/catalog/wineries-csv.server";
import { titlesCsv } from "~/features/invoices/titles-csv.server";
import { salesCsvOf, stockCsvOf } from "~/features/admin/reports/reports.server";

let found: string | null = null;

function soffice(): string {
  if (found) return found;
  for (const candidate of ["/usr/bin/soffice", "/usr/bin/libreoffice"])
    try {
      execFileSync(candidate, ["--version"], { stdio: "ignore" });
      found = candidate;
      return candidate;
    } catch {
      // not this one
    }
  throw new Error(
    "LibreOffice is missing: apt-get install -y libreoffice-calc-nogui (npm test installs it)",
  );
}

/**
 * This file's own LibreOffice profile, made by the first conversion and kept for the others (a new
 * profile costs LibreOffice several seconds each time); its own, so that test files run side by
 * side do not collide.
 */
const PROFILE = path.join(mkdtempSync(path.join(tmpdir(), "csv-round-trip-profile-")), "profile");
const run = promisify(execFile);

/**
 * The files waiting for the next LibreOffice start. Starting it costs some 4 s: the tests below run
 * side by side (describe.concurrent), and the files they hand over in the same moment are
 * converted by one start.
 */
let waiting: { file: string; done: (error: unknown) => void }[] = [];
let batch = 0;

async function convertWaiting() {
  const files = waiting;
  waiting = [];
  const out = path.join(path.dirname(files[0].file), "out");
  try {
    // 44,34,76: comma, double quote, UTF-8.
    await run(
      soffice(),
      [
        `-env:UserInstallation=file://${PROFILE}`,
        "--headless",
        "--infilter=CSV:44,34,76,1",
        "--convert-to",
        "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false",
        "--outdir",
        out,
        ...files.map((waitingFile) => waitingFile.file),
      ],
      { timeout: 120_000 },
    );
    for (const waitingFile of files) waitingFile.done(null);
  } catch (error) {
    for (const waitingFile of files) waitingFile.done(error);
  }
}

/** The cells of `csv` after LibreOffice opened it and saved it as CSV again. */
async function throughLibreOffice(csv: string): Promise<string[][]> {
  if (waiting.length === 0) {
    batch += 1;
    setTimeout(() => void convertWaiting(), 20);
  }
  const dir = path.join(tmpdir(), `csv-round-trip-${process.pid}-${batch}`);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `export-${waiting.length}.csv`);
  writeFileSync(file, csv);
  await new Promise<void>((resolve, reject) =>
    waiting.push({ file, done: (error) => (error ? reject(error) : resolve()) }),
  );
  const saved = path.join(dir, "out", path.basename(file));
  const text = readFileSync(saved, "utf8").replace(/^\uFEFF/, "");
  return Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
}

/**
 * A cell as the spreadsheet should show it: identifiers and text exactly, amounts and counts as the
 * numbers they are ("12.30" is the number 12.3, which LibreOffice saves as 12.3).
 */
function expected(cell: CsvCell): string {
  if (typeof cell === "object") return cell.id;
  if (typeof cell === "number" || /^-?\d+(\.\d+)?$/.test(cell)) return String(Number(cell));
  return cell;
}

describe.concurrent("CSV files through a spreadsheet", () => {
  it("keeps identifiers, formula-like text, quotes, commas, line breaks and amounts", async ({
    expect,
  }) => {
    const header = ["编号", "name", "金额（元）", "count"];
    const rows: CsvCell[][] = [
      [{ id: "20261124115745600001" }, "拉菲古堡 2015", "12.30", 3],
      [{ id: "00012" }, '=HYPERLINK("http://evil","x")', "-12.30", 0],
      [{ id: "12345678901234567890123" }, "+1 (tel)", "0.00", 12],
      [{ id: "-7" }, "@SUM(A1)", "1000000.01", 1],
      [{ id: 'a,b"c' }, "line one\nline two, with a comma", "99.99", 2],
      [{ id: "202611241157456000" }, "-2+3", "5.00", 7],
      [{ id: "1E5" }, "\tTabbed", "7.10", 1],
    ];
    const back = await throughLibreOffice(toCsv(header, rows));
    expect(back[0]).toEqual(header);
    expect(back.slice(1)).toEqual(rows.map((row) => row.map(expected)));
  });

  it("an orders export: every order number and every cell comes back as written", async ({
    expect,
  }) => {
    const order = (n: number): OrderListItem => ({
      id: n,
      orderNo: `2026112411574560000${n}`,
      createdAt: "2026-11-24T03:57:45.600Z",
      status: "pending_delivery",
      amounts: {
        quantity: n,
        originalCents: 36_000,
        goodsCents: 30_000,
        discountCents: 6_000,
        freightCents: 1_200,
        pointsUsed: 500,
        pointsCents: 500,
        totalCents: 30_700,
      },
      lines: [
        {
          goodsId: 1,
          spuName: n === 1 ? "=1+1" : "奔富 Bin 389",
          spuNameTc: "",
          spuNameEn: "Penfolds",
          picture: "/goods/goods/picture?id=1&view=front",
          quantity: n,
          unitPriceCents: 10_000,
        },
      ],
      partlyRefunded: false,
      actions: [],
    });
    const csv = ordersCsv([order(1), order(2)], "ch");
    const written = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
    const back = await throughLibreOffice(csv);
    expect(back.map((row) => row[0]).slice(1)).toEqual([
      "20261124115745600001",
      "20261124115745600002",
    ]);
    expect(back[1][3]).toBe("=1+1 ×1");
    // Every cell: the text constants' text, the amounts and counts as numbers.
    const meant = (cell: string): CsvCell =>
      /^="(.*)"$/s.test(cell) ? { id: cell.slice(2, -1).replace(/""/g, '"') } : cell;
    expect(back).toEqual(written.map((row) => row.map((cell) => expected(meant(cell)))));
  });

  it("a points log export: order numbers, signed changes and an operator's note come back as written", async ({
    expect,
  }) => {
    const row = (id: number, extra: Partial<PointsLogRow>): PointsLogRow => ({
      id,
      createdAt: "2026-11-26T03:57:45.600Z",
      before: 0,
      change: 0,
      after: 0,
      reason: "operator_grant",
      orderId: null,
      orderNo: null,
      counterpartPhone: null,
      note: null,
      ...extra,
    });
    const csv = pointsCsv(
      [
        row(3, {
          before: 212,
          change: -200,
          after: 12,
          reason: "gift_out",
          counterpartPhone: "139****0001",
        }),
        row(2, { before: 200, change: 12, after: 212, note: "=补偿+1" }),
        row(1, {
          change: 200,
          after: 200,
          reason: "order_earn",
          orderId: 7,
          orderNo: "20261124115745600001",
        }),
      ],
      "ch",
    );
    const back = await throughLibreOffice(csv);
    expect(back[0]).toEqual(["变动时间", "变动前", "变动数量", "变动后", "原因", "订单号"]);
    expect(back.slice(1)).toEqual([
      ["2026-11-26 11:57:45", "212", "-200", "12", "赠送给 139****0001", ""],
      ["2026-11-26 11:57:45", "200", "12", "212", "客服调整：=补偿+1", ""],
      [
        "2026-11-26 11:57:45",
        "0",
        "200",
        "200",
        "订单 20261124115745600001 完成获得",
        "20261124115745600001",
      ],
    ]);
  });
  it("a favorites export: wine numbers, formula-like names, prices and states come back as written", async ({
    expect,
  }) => {
    const wine = (id: number, extra: Partial<FavoriteRow["goods"]>): FavoriteRow["goods"] => ({
      id,
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
      score: 0,
      ratingAvg: 0,
      ratingCount: 0,
      stock: 10,
      sales: 0,
      shelfTime: "2026-11-01T00:00:00.000Z",
      wineryId: 1,
      wineryName: "",
      countryCode: "FR",
      countryName: "",
      areaId: 1,
      areaName: "",
      picture: "/goods/goods/picture?id=1&view=front",
      ...extra,
    });
    const rows: FavoriteRow[] = [
      { id: 3, createdAt: "2026-11-26T03:57:45.600Z", onShelf: true, goods: wine(12, {}) },
      {
        id: 2,
        createdAt: "2026-11-25T16:00:00.000Z",
        onShelf: true,
        goods: wine(7, { spuName: "=1+1 奔富", stock: 0, priceCents: 9_900 }),
      },
      { id: 1, createdAt: "2026-11-24T00:00:00.000Z", onShelf: false, goods: wine(100, {}) },
    ];
    const back = await throughLibreOffice(savedCsv(rows, "ch"));
    expect(back).toEqual([
      ["时间", "商品编号", "商品名称", "当前价格（元）", "状态"],
      ["2026-11-26 11:57:45", "12", "拉菲古堡 2015", "3680", "在售"],
      ["2026-11-26 00:00:00", "7", "=1+1 奔富", "99", "已售罄"],
      ["2026-11-24 08:00:00", "100", "拉菲古堡 2015", "3680", "已下架"],
    ]);
  });

  it("a wine list export: numbers, names that begin like formulas, emoji, NV and availability come back as written", async ({
    expect,
  }) => {
    const wine = (id: number, extra: Partial<GoodsExport["list"][number]>) => ({
      id,
      spuName: "拉菲古堡 2015",
      spuNameTc: "",
      spuNameEn: "Chateau Lafite 2015",
      style: "red" as const,
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
      picture: "/goods/goods/picture?id=1&view=front",
      grapes: ["赤霞珠", "梅洛"],
      ...extra,
    });
    const back = await throughLibreOffice(
      winesCsv(
        [
          wine(12, {}),
          wine(7, {
            spuName: "=1+1 奔富 🍷",
            wineryName: '+Penfolds, "Grange"',
            vintage: null,
            stock: 0,
            score: 0,
            promotion: "-15% 限时",
            priceCents: 9_905,
            marketPriceCents: 9_905,
            grapes: ["西拉"],
          }),
        ],
        "ch",
      ),
    );
    expect(back).toEqual([
      [
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
      ],
      [
        "12",
        "拉菲古堡 2015",
        "拉菲酒庄",
        "法国",
        "波亚克",
        "赤霞珠、梅洛",
        "2015",
        "750",
        "3680",
        "3980",
        "98",
        "",
        "在售",
      ],
      [
        "7",
        "=1+1 奔富 🍷",
        '+Penfolds, "Grange"',
        "法国",
        "波亚克",
        "西拉",
        "无年份",
        "750",
        "99.05",
        "99.05",
        "",
        "-15% 限时",
        "已售罄",
      ],
    ]);
  });

  it("a winery list export: both names, a description with line breaks and emoji, an unknown year", async ({
    expect,
  }) => {
    const winery = (id: number, extra: Partial<ChateauSummary>): ChateauSummary => ({
      id,
      name: "拉菲酒庄",
      nameEn: "Chateau Lafite Rothschild",
      countryCode: "fr",
      countryName: "法国",
      areaName: "波亚克",
      founded: 1234,
      description: "波尔多五大名庄之一，\n以优雅著称 🍇",
      wineCount: 4,
      picture: null,
      ...extra,
    });
    const back = await throughLibreOffice(
      wineriesCsv(
        [
          winery(3, {}),
          winery(40, { name: "@张裕", nameEn: "=Changyu", founded: null, wineCount: 0 }),
        ],
        "ch",
      ),
    );
    expect(back).toEqual([
      ["酒庄编号", "酒庄名称", "英文名称", "国家", "产区", "创立年份", "在售酒款", "简介"],
      [
        "3",
        "拉菲酒庄",
        "Chateau Lafite Rothschild",
        "法国",
        "波亚克",
        "1234",
        "4",
        "波尔多五大名庄之一，\n以优雅著称 🍇",
      ],
      ["40", "@张裕", "=Changyu", "法国", "波亚克", "", "0", "波尔多五大名庄之一，\n以优雅著称 🍇"],
    ]);
  });

  it("an invoice titles export: a 20-digit bank account, a taxpayer id, a phone with its area code, formula-like names", async ({
    expect,
  }) => {
    const title = (id: number, extra: Partial<InvoiceTitle>): InvoiceTitle => ({
      id,
      kind: "special",
      holder: "company",
      name: "上海醇境酒业有限公司",
      taxNo: "91350100M000100Y43",
      address: "上海市浦东新区世纪大道100号",
      phone: "021-68880000",
      bank: "招商银行上海分行",
      bankAccount: "62148301234567890123",
      licenceFile: null,
      licenceMime: null,
      status: "pending",
      rejectReason: null,
      isDefault: false,
      editable: false,
      createdAt: "2026-11-26T03:57:45.600Z",
      updatedAt: "2026-11-26T03:57:45.600Z",
      ...extra,
    });
    const back = await throughLibreOffice(
      titlesCsv(
        [
          title(1, {}),
          title(2, {
            kind: "general",
            holder: "company",
            name: '=HYPERLINK("http://evil","x")',
            taxNo: "123456789012345",
            address: null,
            phone: null,
            bank: null,
            bankAccount: null,
            status: "approved",
            isDefault: true,
          }),
          title(3, {
            kind: "general",
            holder: "personal",
            name: "+李白 🍷",
            taxNo: null,
            address: null,
            phone: null,
            bank: null,
            bankAccount: null,
            status: "draft",
          }),
          title(4, {
            bankAccount: "6214830123456789012",
            status: "rejected",
            rejectReason: "-请重新上传",
          }),
        ],
        "ch",
      ),
    );
    const special = [
      "增值税专用发票",
      "单位",
      "上海醇境酒业有限公司",
      "91350100M000100Y43",
      "上海市浦东新区世纪大道100号",
      "021-68880000",
      "招商银行上海分行",
    ];
    expect(back).toEqual([
      [
        "发票类型",
        "抬头类型",
        "名称",
        "纳税人识别号",
        "注册地址",
        "注册电话",
        "开户银行",
        "银行账号",
        "状态",
        "驳回原因",
        "默认",
        "创建时间",
      ],
      [...special, "62148301234567890123", "审核中", "", "否", "2026-11-26 11:57:45"],
      [
        "增值税普通发票",
        "单位",
        '=HYPERLINK("http://evil","x")',
        "123456789012345",
        "",
        "",
        "",
        "",
        "可使用",
        "",
        "是",
        "2026-11-26 11:57:45",
      ],
      [
        "增值税普通发票",
        "个人",
        "+李白 🍷",
        "",
        "",
        "",
        "",
        "",
        "草稿",
        "",
        "否",
        "2026-11-26 11:57:45",
      ],
      [...special, "6214830123456789012", "已驳回", "-请重新上传", "否", "2026-11-26 11:57:45"],
    ]);
  });

  it("the reports: days and wine numbers exact, a wine's formula-like name as text, amounts as numbers", async ({
    expect,
  }) => {
    const sales = salesCsvOf(
      [
        { label: "2026-11-27", goodsId: null, orders: 3, bottles: 7, moneyCents: 1_234_567 },
        { label: "2026-11-28", goodsId: null, orders: 0, bottles: 0, moneyCents: 0 },
      ],
      "day",
      "ch",
    );
    const stock = stockCsvOf(
      [
        {
          goodsId: 3,
          name: "奔富 Bin 389",
          status: "on_shelf",
          stock: 40,
          priceCents: 59_800,
          valueCents: 2_392_000,
        },
      ],
      "ch",
    );
    const byWine = salesCsvOf(
      [{ label: "=1+1 拉菲🍷", goodsId: 17, orders: 1, bottles: 2, moneyCents: 65_600 }],
      "wine",
      "en",
    );
    const [salesBack, byWineBack, stockBack] = await Promise.all(
      [sales, byWine, stock].map(throughLibreOffice),
    );
    expect(salesBack).toEqual([
      ["日期", "订单数", "瓶数", "销售额（元）"],
      ["2026-11-27", "3", "7", "12345.67"],
      ["2026-11-28", "0", "0", "0"],
    ]);
    expect(byWineBack).toEqual([
      ["Wine", "Wine no.", "Orders", "Bottles", "Sales (yuan)"],
      ["=1+1 拉菲🍷", "17", "1", "2", "656"],
    ]);
    expect(stockBack).toEqual([
      ["酒款编号", "酒款", "状态", "库存", "售价（元）", "价值（元）"],
      ["3", "奔富 Bin 389", "在架上", "40", "598", "23920"],
    ]);
  });
});
