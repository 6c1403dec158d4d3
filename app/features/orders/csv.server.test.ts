import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { OrderListItem } from "#contract/orders-list";
import { ordersCsv, ordersCsvNames, yuan } from "./csv.server";

const order: OrderListItem = {
  id: 7,
  orderNo: "202511220001",
  createdAt: "2025-11-21T16:30:05.123Z",
  status: "pending_delivery",
  amounts: {
    quantity: 3,
    originalCents: 36_000,
    goodsCents: 30_000,
    discountCents: 6_000,
    freightCents: 0,
    pointsUsed: 500,
    pointsCents: 500,
    totalCents: 29_500,
  },
  lines: [
    // A cell that starts like a formula is not run as one by a spreadsheet.
    {
      goodsId: 2,
      spuName: "=HYPERLINK(1)",
      spuNameTc: "",
      spuNameEn: "=HYPERLINK(1)",
      picture: "/goods/goods/picture?id=2&view=front",
      quantity: 1,
      unitPriceCents: 10_000,
    },
    {
      goodsId: 1,
      spuName: "拉菲",
      spuNameTc: "拉菲",
      spuNameEn: "Lafite",
      picture: "/goods/goods/picture?id=1&view=front",
      quantity: 2,
      unitPriceCents: 10_000,
    },
  ],
  partlyRefunded: false,
  actions: ["refund"],
};

describe("the orders CSV", () => {
  it("writes yuan with two decimals, without floating point", () => {
    expect([0, 5, 10, 99, 100, 123_456, 1_000_000_001].map(yuan)).toEqual([
      "0.00",
      "0.05",
      "0.10",
      "0.99",
      "1.00",
      "1234.56",
      "10000000.01",
    ]);
  });

  it("starts with a BOM, heads its columns in the language, a row per order in Beijing time", () => {
    for (const [lang, header, status, wines] of [
      ["ch", "订单号", "待发货", '="=HYPERLINK(1) ×1; 拉菲 ×2"'],
      ["en", "Order no.", "Pending delivery", '="=HYPERLINK(1) ×1; Lafite ×2"'],
    ] as const) {
      const csv = ordersCsv([order], lang);
      expect(csv.startsWith("\uFEFF")).toBe(true);
      const rows = Papa.parse<string[]>(csv.slice(1)).data;
      expect(rows).toHaveLength(2);
      expect(rows[0][0]).toBe(header);
      expect(rows[1]).toEqual([
        '="202511220001"',
        "2025-11-22 00:30:05",
        status,
        wines,
        "3",
        "300.00",
        "0.00",
        "60.00",
        "500",
        "295.00",
      ]);
    }
  });

  it("names the file in ASCII and in the language", () => {
    const at = new Date("2025-11-21T16:30:00Z");
    expect(ordersCsvNames("pending_payment", "ch", at)).toEqual({
      ascii: "orders-pending_payment-20251122.csv",
      local: "我的订单-待付款-20251122.csv",
    });
    expect(ordersCsvNames("all", "en", at)).toEqual({
      ascii: "orders-all-20251122.csv",
      local: "my-orders-All-20251122.csv",
    });
  });
});
