/**
 * Resale's form and its system audit (decision 037): what passes, each refusal of spec §5 in both
 * languages with nothing written, and another buyer's order, bottle or item answering 404 with the
 * database unchanged.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResaleItemList, ResaleOrderBottles } from "../../contract/resale-answers";
import { VALIDATION_MESSAGES } from "../../contract/validation";
import { orderLines } from "../../shopping/db/schema";
import { bottlesBackInShop } from "../../shopping/provenance/bottles";
import { api } from "../helpers/accounts";
import { buyer, orderRow, placeOrder, wine } from "../helpers/buying";
import { RESALE, resaleRows, saveResale, sellerWithBottles, type Seller } from "../helpers/resale";
import { backends, startService, type RunningService } from "../helpers/service";
import { OPS_KEY } from "../helpers/ops";
import { TEST_ENV } from "../helpers/buying";

const ENV = { ...TEST_ENV, OPS_KEY } as NodeJS.ProcessEnv;

describe.each(backends())("resale listing on %s", (backend) => {
  let svc: RunningService;
  let seller: Seller;

  beforeAll(async () => {
    svc = await startService(backend, { env: ENV });
    seller = await sellerWithBottles(svc, 3);
  });
  afterAll(async () => {
    await svc?.stop();
  });

  /** The call is refused with `code` and this field's sentence, and nothing is written. */
  async function refused(body: object, code: number, field?: string, key?: string) {
    const before = await resaleRows(svc);
    const answer = await saveResale(svc, seller, body);
    expect(answer.http).toBe(200);
    expect(answer.code, answer.message).toBe(code);
    if (field && key) {
      expect(
        (answer.data as unknown as { fieldErrors: Record<string, string[]> }).fieldErrors[field],
      ).toContain(key);
      // Out of the band, the message says the band itself (below).
      if (key !== "resale.price.outOfBand")
        expect(answer.message).toBe(
          VALIDATION_MESSAGES[key as keyof typeof VALIDATION_MESSAGES].ch,
        );
    }
    expect(await resaleRows(svc)).toEqual(before);
    return answer;
  }

  it("lists chosen bottles: 转售设置成功, system audit passed, unregistered", async () => {
    const s = await sellerWithBottles(svc, 2);
    const offered = await api<ResaleOrderBottles>(svc, `${RESALE.bottles}?orderId=${s.order.id}`, {
      token: s.token,
    });
    expect(offered.data).toMatchObject({
      resellable: true,
      wines: [
        {
          goodsId: s.goodsId,
          shopPriceCents: 10_000,
          minPriceCents: 7_000,
          maxPriceCents: 13_000,
          serials: s.serials,
        },
      ],
    });
    const listed = await saveResale(svc, s, {
      serials: [s.serials[1]],
      priceCents: 12_000,
      minQuantity: 1,
    });
    expect(listed.code, listed.message).toBe(0);
    expect(listed.message).toBe("转售设置成功");
    expect(listed.data).toMatchObject({
      status: "system_audit_passed",
      registration: "unregistered",
      goodsId: s.goodsId,
      priceCents: 12_000,
      marketPriceCents: 10_000,
      quantity: 1,
      minQuantity: 1,
      soldQuantity: 0,
      availableQuantity: 1,
      serials: [s.serials[1]],
    });
    expect(listed.data.code).toMatch(/^R\d{6}$/);
    const english = await saveResale(
      svc,
      s,
      { quantity: 1, priceCents: 9_000, minQuantity: 1 },
      "en",
    );
    expect(english.message).toBe("resale set");
    expect(english.data.serials).toEqual([s.serials[0]]);
    const mine = await api<ResaleItemList>(svc, RESALE.items, { token: s.token });
    expect(mine.data.list.map((i) => i.code)).toEqual([english.data.code, listed.data.code]);
    const left = await api<ResaleOrderBottles>(svc, `${RESALE.bottles}?orderId=${s.order.id}`, {
      token: s.token,
    });
    expect(left.data.wines[0].serials).toEqual([]);
  });

  it("reads quantities as every quantity box does: digits only, 0 becomes 1", async () => {
    const s = await sellerWithBottles(svc, 3);
    const listed = await saveResale(svc, s, {
      quantity: "2瓶",
      priceCents: 10_000,
      minQuantity: "0",
    });
    expect(listed.code, listed.message).toBe(0);
    expect(listed.data).toMatchObject({ quantity: 2, minQuantity: 1 });
    const negative = await saveResale(svc, s, {
      quantity: "-1",
      priceCents: 10_000,
      minQuantity: 1,
    });
    expect(negative.code, negative.message).toBe(0);
    expect(negative.data.quantity).toBe(1);
  });

  it("refuses more bottles than the seller holds, and a bottle already listed", async () => {
    await refused(
      { quantity: 4, priceCents: 10_000, minQuantity: 1 },
      422,
      "quantity",
      "resale.quantity.tooMany",
    );
    await refused(
      { serials: seller.serials, quantity: 2, priceCents: 10_000, minQuantity: 1 },
      422,
      "quantity",
      "resale.quantity.mismatch",
    );
    await refused(
      { serials: [seller.serials[0], seller.serials[0]], priceCents: 10_000, minQuantity: 1 },
      422,
      "serials",
      "resale.bottles.invalid",
    );
    const first = await saveResale(svc, seller, {
      serials: [seller.serials[0]],
      priceCents: 10_000,
      minQuantity: 1,
    });
    expect(first.code, first.message).toBe(0);
    await refused(
      { serials: [seller.serials[0]], priceCents: 10_000, minQuantity: 1 },
      422,
      "serials",
      "resale.bottles.unavailable",
    );
    await refused(
      { quantity: 3, priceCents: 10_000, minQuantity: 1 },
      422,
      "quantity",
      "resale.quantity.tooMany",
    );
  });

  it("refuses a minimum above the quantity, and empty fields", async () => {
    await refused(
      { serials: seller.serials.slice(1), priceCents: 10_000, minQuantity: 3 },
      422,
      "minQuantity",
      "resale.min.tooMany",
    );
    await refused(
      { quantity: 1, priceCents: 10_000, minQuantity: 2 },
      422,
      "minQuantity",
      "resale.min.tooMany",
    );
    await refused(
      { quantity: 1, priceCents: 10_000, minQuantity: "" },
      422,
      "minQuantity",
      "resale.min.required",
    );
    await refused({ quantity: 1, priceCents: 10_000 }, 422, "minQuantity", "resale.min.required");
    await refused(
      { quantity: "", priceCents: 10_000, minQuantity: 1 },
      422,
      "quantity",
      "resale.quantity.required",
    );
    await refused(
      { priceCents: 10_000, minQuantity: 1 },
      422,
      "quantity",
      "resale.quantity.required",
    );
    await refused({ quantity: 1, minQuantity: 1 }, 422, "priceCents", "resale.price.required");
  });

  it("refuses prices outside the band, zero, negative and non-numbers", async () => {
    for (const priceCents of [0, -100, "abc", "100", 99.5, null, 1e12])
      await refused(
        { quantity: 1, priceCents, minQuantity: 1 },
        422,
        "priceCents",
        "resale.price.invalid",
      );
    for (const priceCents of [6_999, 13_001, 1]) {
      const answer = await refused(
        { quantity: 1, priceCents, minQuantity: 1 },
        422,
        "priceCents",
        "resale.price.outOfBand",
      );
      expect(answer.message).toBe("转售价格须在本店现价的上下30%之内（70.00元至130.00元）");
    }
    const english = await saveResale(
      svc,
      seller,
      { quantity: 1, priceCents: 20_000, minQuantity: 1 },
      "en",
    );
    expect(english.message).toBe(
      "the resale price must be within 30% of the shop's price (¥70.00 to ¥130.00)",
    );
    for (const priceCents of [7_000, 13_000]) {
      const s = await sellerWithBottles(svc, 1);
      const edge = await saveResale(svc, s, { quantity: 1, priceCents, minQuantity: 1 });
      expect(edge.code, edge.message).toBe(0);
    }
  });

  it("bottles returned are not listed; listed bottles are not returned as well", async () => {
    const s = await sellerWithBottles(svc, 3);
    // The last bottle came back through an after-sale return: the shop's again.
    await svc.database.db.transaction((tx) =>
      bottlesBackInShop(tx, s.order.id, [{ productId: s.goodsId, quantity: 1 }]),
    );
    const returned = await saveResale(svc, s, {
      serials: [s.serials[2]],
      priceCents: 10_000,
      minQuantity: 1,
    });
    expect(returned.code).toBe(422);
    expect(returned.message).toBe(VALIDATION_MESSAGES["resale.bottles.unavailable"].ch);
    const listed = await saveResale(svc, s, {
      serials: [s.serials[0]],
      priceCents: 10_000,
      minQuantity: 1,
    });
    expect(listed.code, listed.message).toBe(0);
    const [line] = await svc.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, s.order.id));
    const before = await resaleRows(svc);
    const returnAll = await api(svc, "/order/afterSale/applyRefund", {
      token: s.token,
      body: {
        orderId: s.order.id,
        reasonCode: "changedMind",
        lines: [{ orderLineId: line.id, quantity: 3 }],
        amountCents: 100,
        points: 0,
      },
    });
    expect(returnAll.code).toBe(422);
    expect(returnAll.message).toBe(VALIDATION_MESSAGES["afterSale.lines.inResale"].ch);
    expect((await orderRow(svc.database.db, s.order.id)).status).toBe("pending_comment");
    expect(await resaleRows(svc)).toEqual(before);
  });

  it("two forms for the same bottle at once: one item, the other refused", async () => {
    const s = await sellerWithBottles(svc, 1);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        saveResale(svc, s, { serials: s.serials, priceCents: 10_000, minQuantity: 1 }),
      ),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([0, 422, 422, 422]);
    const mine = await api<ResaleItemList>(svc, RESALE.items, { token: s.token });
    expect(mine.data.list).toHaveLength(1);
  });

  it("refuses an order that is not received yet", async () => {
    const b = await buyer(svc);
    const goodsId = await wine(svc.database.db, { priceCents: 10_000, stock: 10 });
    const placed = await placeOrder(
      svc,
      b.token,
      { source: "buyNow", goodsId, quantity: 1 },
      b.addressId,
    );
    const before = await resaleRows(svc);
    const answer = await api(svc, RESALE.save, {
      token: b.token,
      body: { orderId: placed.id, goodsId, quantity: 1, priceCents: 10_000, minQuantity: 1 },
    });
    expect(answer.code, answer.message).toBe(409);
    expect(answer.message).toBe("只有已收货或已完成的订单可以转售");
    expect(await resaleRows(svc)).toEqual(before);
  });

  it("another buyer's order, bottle or item: 404, nothing changed", async () => {
    const other = await sellerWithBottles(svc, 1);
    const listed = await saveResale(svc, other, {
      quantity: 1,
      priceCents: 10_000,
      minQuantity: 1,
    });
    expect(listed.code).toBe(0);
    const code = listed.data.code;
    const before = await resaleRows(svc);
    const calls: [string, object | undefined][] = [
      [
        RESALE.save,
        {
          orderId: other.order.id,
          goodsId: other.goodsId,
          quantity: 1,
          priceCents: 10_000,
          minQuantity: 1,
        },
      ],
      [
        RESALE.save,
        {
          orderId: seller.order.id,
          goodsId: seller.goodsId,
          serials: other.serials,
          priceCents: 10_000,
          minQuantity: 1,
        },
      ],
      [
        RESALE.save,
        {
          orderId: seller.order.id,
          goodsId: seller.goodsId,
          serials: ["L99999-0001"],
          priceCents: 10_000,
          minQuantity: 1,
        },
      ],
      [RESALE.ship, { code, company: "SF", trackingNo: "SF1234567890" }],
      [RESALE.withdraw, { code }],
      [RESALE.shelf, { code, onShelf: true }],
      [`${RESALE.bottles}?orderId=${other.order.id}`, undefined],
      [`${RESALE.sale}?id=1`, undefined],
    ];
    for (const [path, body] of calls) {
      const answer = await api(svc, path, { token: seller.token, body });
      expect(answer.http, path).toBe(200);
      expect(answer.code, `${path} ${answer.message}`).toBe(404);
    }
    expect(await resaleRows(svc)).toEqual(before);
    const mine = await api<ResaleItemList>(svc, RESALE.items, { token: seller.token });
    expect(mine.data.list.map((i) => i.code)).not.toContain(code);
  });
});
