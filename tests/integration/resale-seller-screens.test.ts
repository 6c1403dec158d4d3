/**
 * What the seller's resale screens make of the service's answers (decision 037), with a sale made
 * as the checkout will make it (openResaleSale): the sale's facts and timeline as its page renders
 * them, the sales' CSV with the buyer masked, the
 * commission and the payout; the items' CSV with the code and the order number kept as text and
 * the shop's reason written safe against formulas. Until the checkout sells resale lines, this is
 * where a sale reaches the storefront's presentation.
 */
import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import i18next from "i18next";
import Papa from "papaparse";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResaleItemList, ResaleSale } from "../../contract/resale-answers";
import { orderLines } from "../../shopping/db/schema";
import { resaleOrderReceived } from "../../shopping/resale/payouts";
import { openResaleSale, resaleOrderPaid } from "../../shopping/resale/stock";
import { resaleGoodsCsv, resaleGoodsCsvNames } from "../../app/features/resale/goods-csv.server";
import { SaleFacts } from "../../app/features/resale/sale-facts";
import { SaleTimeline } from "../../app/features/resale/sale-timeline";
import { resaleSalesCsv, resaleSalesCsvNames } from "../../app/features/resale/sales-csv.server";
import { api } from "../helpers/accounts";
import { buyer, TEST_ENV } from "../helpers/buying";
import { ops, OPS_KEY } from "../helpers/ops";
import { receivedOrder } from "../helpers/received";
import { itemRow, RESALE, saveResale, sellerWithBottles, shelvedItem } from "../helpers/resale";
import { startService, type RunningService } from "../helpers/service";

/** The sale as its page shows it (its facts and timeline), in `lang`, as text. */
async function saleShown(sale: ResaleSale, lang: "ch" | "en") {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: lang,
    ns: ["resale"],
    defaultNS: "resale",
    resources: {
      [lang]: { resale: JSON.parse(readFileSync(`app/locales/${lang}/resale.json`, "utf8")) },
    },
  });
  const html = renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(
        Fragment,
        null,
        createElement(SaleFacts, { sale, full: true }),
        createElement(SaleTimeline, { sale }),
      ),
    ),
  );
  return html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

const rowsOf = (csv: string) => {
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  return Papa.parse<string[]>(csv.slice(1)).data;
};

describe("the seller's resale screens' exports", () => {
  let svc: RunningService;

  beforeAll(async () => {
    svc = await startService("pglite", { env: { ...TEST_ENV, OPS_KEY } as NodeJS.ProcessEnv });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("a sale: the buyer masked, the amounts, the payout due, in both languages", async () => {
    const db = svc.database.db;
    const seller = await sellerWithBottles(svc, 2);
    const code = await shelvedItem(svc, seller);
    const item = await itemRow(svc, code);
    const b = await buyer(svc);
    const { order } = await receivedOrder(svc, b, 1);
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    await db.transaction((tx) =>
      openResaleSale(tx, {
        itemId: item.id,
        buyerId: b.user.id,
        orderId: order.id,
        orderLineId: line.id,
        quantity: 2,
      }),
    );
    await db.transaction((tx) => resaleOrderPaid(tx, order.id));
    await db.transaction((tx) => resaleOrderReceived(tx, order.id, new Date()));

    const sales = await api<{ list: ResaleSale[] }>(svc, RESALE.sales, { token: seller.token });
    const [sale] = sales.data.list;
    expect(sale.payoutStatus).toBe("due");
    const masked = `${b.user.phone.slice(0, 3)}****${b.user.phone.slice(-4)}`;
    const rows = rowsOf(resaleSalesCsv(sales.data.list, "ch"));
    expect(rows[0]).toEqual([
      "转售编号",
      "酒款",
      "买家",
      "数量",
      "已退货数量",
      "单价",
      "成交金额",
      "佣金比例（%）",
      "佣金",
      "应得货款",
      "打款状态",
      "下单时间",
      "可打款时间",
      "打款时间",
    ]);
    expect(rows[1].slice(0, 11)).toEqual([
      `="${code}"`,
      sale.name,
      masked,
      "2",
      "0",
      "100.00",
      "200.00",
      "8",
      "16.00",
      "184.00",
      "待打款",
    ]);
    expect(rows[1][12]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rows[1][13]).toBe("");
    const english = rowsOf(resaleSalesCsv(sales.data.list, "en"));
    expect(english[0].slice(0, 3)).toEqual(["Resale code", "Wine", "Buyer"]);
    expect(english[1][10]).toBe("Due for payout");
    // Its page: the buyer masked, the amounts, where the payout stands, the steps so far.
    const shown = await saleShown(sale, "ch");
    for (const text of [
      `买家 ${masked}`,
      "数量 2",
      "单价 ¥100.00",
      "成交金额 ¥200.00",
      "佣金（8%） ¥16.00",
      "应得货款 ¥184.00",
      "买家下单",
      "买家收货",
      "退货期结束，可以打款",
    ])
      expect(shown).toContain(text);
    expect(await saleShown(sale, "en")).toContain("Commission (8%) ¥16.00");
    expect(sale.timeline.map((step) => step.step)).toEqual(["bought", "received", "due"]);
    expect(resaleSalesCsvNames("ch").local).toMatch(/^转售订单-\d{8}\.csv$/);
    expect(resaleSalesCsvNames("en").ascii).toMatch(/^resale-orders-\d{8}\.csv$/);
    // The sold bottles are counted on the item the seller sees.
    const items = await api<ResaleItemList>(svc, RESALE.items, { token: seller.token });
    expect(items.data.list.find((i) => i.code === code)).toMatchObject({ soldQuantity: 2 });
  });

  it("items: the code and order number as text, a reason that looks like a formula kept inert", async () => {
    const seller = await sellerWithBottles(svc, 1);
    const listed = await saveResale(svc, seller, {
      quantity: 1,
      priceCents: 10_000,
      minQuantity: 1,
    });
    expect(listed.code, listed.message).toBe(0);
    const rejected = await ops(svc.base, "/ops/resale/reject", {
      body: { code: listed.data.code, reason: '=HYPERLINK("http://x")' },
    });
    expect(rejected.code, rejected.message).toBe(0);
    const items = await api<ResaleItemList>(svc, RESALE.items, { token: seller.token });
    const rows = rowsOf(resaleGoodsCsv(items.data.list, "ch"));
    expect(rows[0]).toEqual([
      "转售编号",
      "状态",
      "登记状态",
      "酒款",
      "市场价",
      "转售价格",
      "转售数量",
      "最低购买数量",
      "已售数量",
      "验收品相",
      "验收说明/拒收原因",
      "来自订单",
      "运单号",
      "设置时间",
    ]);
    const [row] = rows.slice(1);
    expect(row[0]).toBe(`="${listed.data.code}"`);
    expect(row.slice(1, 3)).toEqual(["已拒收", "未登记"]);
    expect(row.slice(5, 9)).toEqual(["100.00", "1", "1", "0"]);
    expect(row[10]).toBe('="=HYPERLINK(""http://x"")"');
    expect(row[11]).toBe(`="${seller.order.orderNo}"`);
    expect(resaleGoodsCsvNames("ch").local).toMatch(/^我的转售-\d{8}\.csv$/);
  });
});
