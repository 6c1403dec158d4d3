/**
 * After-sale on a whole order: the buyer's refund (before shipping) and return
 * (after it) requests, the return shipment, the operator's approve / reject /
 * goods received, and the settlement (order status, stock and points back,
 * exactly once). Every refused move changes nothing.
 *
 * Orders are paid at the sandbox wallet; shipping and receipt (other helpers'
 * moves) are set up by writing the order's status, as the ship and confirm
 * endpoints would leave it.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readReturnAddress } from "../../shopping/shop/settings";
import type { AfterSaleView } from "../../contract/aftersale";
import { ORDER_STATUSES, type OrderView } from "../../contract/buying";
import {
  approveAfterSale,
  confirmGoodsReturned,
  listOpenAfterSales,
  rejectAfterSale,
} from "../../shopping/aftersale/operator";
import { settleAfterSale } from "../../shopping/aftersale/settle";
import { AFTER_SALE_STATUSES, AFTER_SALE_TRANSITIONS } from "../../shopping/aftersale/status";
import { afterSales, orders, refunds } from "../../shopping/db/schema";
import { BusinessError } from "../../shopping/http/envelope";
import { api } from "../helpers/accounts";
import {
  buyer,
  eventsOf,
  grantPoints,
  payInSandbox,
  ledgerOf,
  orderRow,
  PATHS,
  placeOrder,
  stockAndSales,
  TEST_ENV,
  wine,
} from "../helpers/buying";
import { backends, startService, type Answer, type RunningService } from "../helpers/service";
import { setShopContacts, TEST_RETURN_ADDRESS } from "../helpers/shop";

const APPLY = "/order/afterSale/applyRefund";
const SHIP_BACK = "/order/afterSale/returnShipment";
const FIND = "/order/afterSale/findAfterSale";
const OPS = "tester";
const fieldErrorsOf = (a: Answer) =>
  (a.data as { fieldErrors: Record<string, string[]> }).fieldErrors;

describe.each(backends())("after-sale on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend, { env: TEST_ENV });
    // Returns are sent back to the shop's return address (a new shop has none:
    // shop-contact-unset.test.ts).
    await setShopContacts(svc);
  });
  afterAll(async () => {
    await svc?.stop();
  });

  /**
   * A buyer's paid order of 2 bottles of a 100-yuan wine with 5 000 points taken off
   * (total 200 + 12 freight - 50 = 162 yuan), then put in `status`.
   */
  async function paidOrder(
    status:
      "pending_delivery" | "pending_receipt" | "pending_comment" | "completed" = "pending_delivery",
  ) {
    const b = await buyer(svc);
    await grantPoints(db(), b.user.id, 5_000);
    const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
    const placed = await placeOrder(
      svc,
      b.token,
      { source: "buyNow", goodsId, quantity: 2 },
      b.addressId,
      true,
    );
    await payInSandbox(svc, b.token, placed.id);
    expect((await orderRow(db(), placed.id)).status).toBe("pending_delivery");
    if (status !== "pending_delivery") {
      const now = new Date();
      await db()
        .update(orders)
        .set({
          status,
          shippedAt: now,
          logisticsCompany: "SF",
          logisticsNo: "SF1234567890",
          receivedAt: status === "pending_receipt" ? null : now,
        })
        .where(eq(orders.id, placed.id));
    }
    const order = await orderRow(db(), placed.id);
    expect(order).toMatchObject({ pointsUsed: 5_000, totalCents: 16_200 });
    return { ...b, goodsId, order };
  }
  type Paid = Awaited<ReturnType<typeof paidOrder>>;

  const apply = (token: string, body: Record<string, unknown>, lang?: string) =>
    api<AfterSaleView>(svc, APPLY, { token, lang, body });
  const shipBack = (token: string, body: Record<string, unknown>, lang?: string) =>
    api<AfterSaleView>(svc, SHIP_BACK, { token, lang, body });
  const find = (token: string, orderId: number) =>
    api<AfterSaleView | null>(svc, `${FIND}?orderId=${orderId}`, { token });
  const requestsOf = (orderId: number) =>
    db().select().from(afterSales).where(eq(afterSales.orderId, orderId)).orderBy(afterSales.id);
  const refundLedger = async (userId: number, orderId: number) =>
    (await ledgerOf(db(), userId))
      .filter((r) => r.reason === "order_refund" && r.orderId === orderId)
      .map((r) => r.change);

  /** everything a refused move must leave as it was */
  async function state(p: Paid) {
    return {
      order: await orderRow(db(), p.order.id),
      requests: await requestsOf(p.order.id),
      events: await eventsOf(db(), p.order.id),
      ledger: await ledgerOf(db(), p.user.id),
      stock: await stockAndSales(db(), [p.goodsId]),
    };
  }
  async function refused(promise: Promise<unknown>, status: number) {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BusinessError);
    expect((error as BusinessError).status).toBe(status);
  }

  describe("a refund before shipping", () => {
    it("moves the order to refunding, shows the request, and the operator's approval of a points-only refund settles it: points and stock back once", async () => {
      const p = await paidOrder();
      const before = await stockAndSales(db(), [p.goodsId]);
      const a = await apply(p.token, {
        orderId: p.order.id,
        reasonCode: "orderedByMistake",
        reasonDetails: "  多拍了一瓶  ",
        amountCents: 0,
        points: 5_000,
      });
      expect(a).toMatchObject({ code: 0, message: "售后申请已提交" });
      expect(a.data).toMatchObject({
        kind: "refund",
        status: "requested",
        amountCents: 0,
        points: 5_000,
        reasonCode: "orderedByMistake",
        reasonDetails: "多拍了一瓶",
        orderStatus: "refunding",
      });
      expect(await requestsOf(p.order.id)).toEqual([
        expect.objectContaining({
          kind: "refund",
          status: "requested",
          orderStatusBefore: "pending_delivery",
          userId: p.user.id,
          reasonCode: "orderedByMistake",
          reasonDetails: "多拍了一瓶",
        }),
      ]);
      // The timeline keeps the code, which every reader sees in their own language.
      expect((await eventsOf(db(), p.order.id)).at(-1)).toMatchObject({
        action: "refund",
        fromStatus: "pending_delivery",
        toStatus: "refunding",
        actor: "buyer",
        reason: "orderedByMistake",
      });
      expect((await find(p.token, p.order.id)).data).toMatchObject({
        id: a.data.id,
        status: "requested",
      });
      const view = await api<OrderView>(svc, `${PATHS.find}?id=${p.order.id}`, { token: p.token });
      expect(view.data.afterSale).toMatchObject({
        kind: "refund",
        status: "requested",
        amountCents: 0,
        points: 5_000,
        rejectReason: null,
      });
      expect(
        (await listOpenAfterSales(db())).find((r) => r.orderNo === p.order.orderNo),
      ).toMatchObject({ kind: "refund", status: "requested", paidCents: 16_200, points: 5_000 });
      // The operator reads the reason in their own language, with the buyer's words as typed.
      for (const [lang, label] of [
        ["en", "Ordered by mistake"],
        ["ch", "拍错或多拍"],
      ] as const) {
        expect(
          (await listOpenAfterSales(db(), lang)).find((r) => r.orderNo === p.order.orderNo),
        ).toMatchObject({
          reasonCode: "orderedByMistake",
          reasonLabel: label,
          reasonDetails: "多拍了一瓶",
        });
      }

      const approved = await approveAfterSale(svc.buying, p.order.orderNo, OPS);
      expect(approved).toMatchObject({
        status: "succeeded",
        orderStatus: "refunded",
        refundStarted: false,
      });
      expect((await requestsOf(p.order.id))[0]).toMatchObject({
        status: "succeeded",
        finishedAt: expect.any(Date),
      });
      expect((await eventsOf(db(), p.order.id)).slice(-2)).toEqual([
        expect.objectContaining({
          action: "refundApproved",
          toStatus: "refunding",
          actor: "operator:tester",
        }),
        expect.objectContaining({
          action: "refundDone",
          fromStatus: "refunding",
          toStatus: "refunded",
          actor: "operator:tester",
        }),
      ]);
      expect(await refundLedger(p.user.id, p.order.id)).toEqual([5_000]);
      expect((await stockAndSales(db(), [p.goodsId]))[p.goodsId]).toEqual({
        stock: before[p.goodsId].stock + 2,
        sales: before[p.goodsId].sales - 2,
      });

      // Once: a second approval, a settlement replayed by the gateway path, a new request all
      // change nothing.
      const settled = await state(p);
      await refused(approveAfterSale(svc.buying, p.order.orderNo, OPS), 404);
      const again = await db().transaction((tx) =>
        settleAfterSale(tx, a.data.id, "gateway", "gateway:sandbox"),
      );
      expect(again).toEqual({ settled: false, afterSaleId: a.data.id, orderId: p.order.id });
      expect(
        (
          await apply(p.token, {
            orderId: p.order.id,
            reasonCode: "changedMind",
            amountCents: 0,
            points: 1,
          })
        ).code,
      ).toBe(409);
      expect(await state(p)).toEqual(settled);
      expect(
        (await listOpenAfterSales(db())).find((r) => r.orderNo === p.order.orderNo),
      ).toBeUndefined();
    });

    it("with money: the approval hands the refund to the gateway, whose confirmation settles it once (order refunded, stock and points back)", async () => {
      const p = await paidOrder();
      const before = await stockAndSales(db(), [p.goodsId]);
      expect(
        (
          await apply(p.token, {
            orderId: p.order.id,
            reasonCode: "changedMind",
            amountCents: 10_000,
            points: 2_000,
          })
        ).code,
      ).toBe(0);
      const approved = await approveAfterSale(svc.buying, p.order.orderNo, OPS);
      expect(approved).toMatchObject({ kind: "refund", refundStarted: true });
      await expect
        .poll(async () => (await requestsOf(p.order.id))[0].status, { timeout: 10_000 })
        .toBe("succeeded");
      const [refund] = await db()
        .select()
        .from(refunds)
        .where(eq(refunds.afterSaleId, (await requestsOf(p.order.id))[0].id));
      expect(refund).toMatchObject({
        amountCents: 10_000,
        status: "succeeded",
        reason: "after_sale",
      });
      expect((await orderRow(db(), p.order.id)).status).toBe("refunded");
      expect((await eventsOf(db(), p.order.id)).filter((e) => e.action === "refundDone")).toEqual([
        expect.objectContaining({ actor: expect.stringMatching(/^gateway:/) }),
      ]);
      expect(await refundLedger(p.user.id, p.order.id)).toEqual([2_000]);
      expect((await stockAndSales(db(), [p.goodsId]))[p.goodsId]).toEqual({
        stock: before[p.goodsId].stock + 2,
        sales: before[p.goodsId].sales - 2,
      });
      await refused(approveAfterSale(svc.buying, p.order.orderNo, OPS), 404);
    });

    it("is refused for amounts above what was paid or used, negative, both zero, not numbers, or without a reason: a message per field, nothing changed", async () => {
      const p = await paidOrder();
      const before = await state(p);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ amountCents: 16_201, points: 0 }, "amountCents", "afterSale.amount.tooMuch"],
        [{ amountCents: 100, points: 5_001 }, "points", "afterSale.points.tooMuch"],
        [{ amountCents: -1, points: 0 }, "amountCents", "afterSale.amount.invalid"],
        [{ amountCents: 100, points: -5 }, "points", "afterSale.points.invalid"],
        [{ amountCents: 0, points: 0 }, "amountCents", "afterSale.bothZero"],
        [{ amountCents: "abc", points: 0 }, "amountCents", "afterSale.amount.invalid"],
        [{ amountCents: 10.5, points: 0 }, "amountCents", "afterSale.amount.invalid"],
        [{ amountCents: 100, points: "1e3" }, "points", "afterSale.points.invalid"],
        [{ points: 10 }, "amountCents", "afterSale.amount.required"],
        [{ amountCents: 100 }, "points", "afterSale.points.required"],
        [
          { amountCents: 100, points: 0, reasonCode: undefined },
          "reasonCode",
          "afterSale.reason.required",
        ],
        // A reason is a code of the list, never a text in some language.
        [
          { amountCents: 100, points: 0, reasonCode: "质量问题" },
          "reasonCode",
          "afterSale.reason.required",
        ],
        [
          { amountCents: 100, points: 0, reasonCode: "Quality problem" },
          "reasonCode",
          "afterSale.reason.required",
        ],
        [
          { amountCents: 100, points: 0, reasonCode: "other", reasonDetails: "   " },
          "reasonDetails",
          "afterSale.reason.required",
        ],
        [
          { amountCents: 100, points: 0, reasonDetails: "长".repeat(201) },
          "reasonDetails",
          "afterSale.reason.tooLong",
        ],
      ];
      for (const [fields, field, key] of cases) {
        const a = await apply(p.token, {
          orderId: p.order.id,
          reasonCode: "changedMind",
          ...fields,
        });
        expect(a.code, JSON.stringify(fields)).toBe(422);
        expect(fieldErrorsOf(a)[field], JSON.stringify(fields)).toContain(key);
      }
      expect(
        (
          await apply(
            p.token,
            { orderId: p.order.id, reasonCode: "changedMind", amountCents: 0, points: 0 },
            "en",
          )
        ).message,
      ).toBe("The refund amount and the refund points cannot both be zero");
      expect(
        (
          await apply(p.token, {
            orderId: p.order.id,
            reasonCode: "changedMind",
            amountCents: 99_999,
            points: 0,
          })
        ).message,
      ).toBe("退款金额不能超过所选酒款可退的金额");
      expect(await state(p)).toEqual(before);
      // The whole amount and all points are allowed.
      expect(
        (
          await apply(p.token, {
            orderId: p.order.id,
            reasonCode: "changedMind",
            amountCents: 16_200,
            points: 5_000,
          })
        ).code,
      ).toBe(0);
    });

    it("keeps the reason's code and the buyer's own words apart: other needs words, a listed reason does not", async () => {
      const listed = await paidOrder();
      const a = await apply(listed.token, {
        orderId: listed.order.id,
        reasonCode: "lateDelivery",
        reasonDetails: "",
        amountCents: 100,
        points: 0,
      });
      expect(a.data).toMatchObject({ reasonCode: "lateDelivery", reasonDetails: null });
      const other = await paidOrder();
      const b = await apply(other.token, {
        orderId: other.order.id,
        reasonCode: "other",
        reasonDetails: "送礼对象不喝酒",
        amountCents: 100,
        points: 0,
      });
      expect(b.data).toMatchObject({ reasonCode: "other", reasonDetails: "送礼对象不喝酒" });
      const view = await api<OrderView>(svc, `${PATHS.find}?id=${other.order.id}`, {
        token: other.token,
        lang: "en",
      });
      expect(view.data.afterSale).toMatchObject({
        reasonCode: "other",
        reasonDetails: "送礼对象不喝酒",
      });
      expect(view.data.timeline.at(-1)).toMatchObject({ action: "refund", reason: "other" });
    });

    it("does not exist for another buyer: 404 for every move, nothing changed", async () => {
      const p = await paidOrder();
      const other = await buyer(svc);
      const before = await state(p);
      expect(
        (
          await apply(other.token, {
            orderId: p.order.id,
            reasonCode: "changedMind",
            amountCents: 0,
            points: 10,
          })
        ).code,
      ).toBe(404);
      expect((await find(other.token, p.order.id)).code).toBe(404);
      expect(
        (
          await shipBack(other.token, {
            orderId: p.order.id,
            company: "SF",
            trackingNo: "SF0000000001",
          })
        ).code,
      ).toBe(404);
      expect(
        (
          await apply(p.token, {
            orderId: 2_000_000_000,
            reasonCode: "changedMind",
            amountCents: 0,
            points: 10,
          })
        ).code,
      ).toBe(404);
      expect(await state(p)).toEqual(before);
      expect((await find(p.token, p.order.id)).data).toBeNull();
    });

    it("accepts one of two requests sent at once", async () => {
      const p = await paidOrder();
      const answers = await Promise.all(
        [1, 2, 3].map((n) =>
          apply(p.token, {
            orderId: p.order.id,
            reasonCode: "changedMind",
            amountCents: 0,
            points: n,
          }),
        ),
      );
      expect(answers.map((a) => a.code).sort()).toEqual([0, 409, 409]);
      expect(await requestsOf(p.order.id)).toHaveLength(1);
      expect((await eventsOf(db(), p.order.id)).filter((e) => e.action === "refund")).toHaveLength(
        1,
      );
    });

    it("10 confirmations of one reviewed request at once make it once, each answered with it", async () => {
      const p = await paidOrder();
      const body = {
        orderId: p.order.id,
        reasonCode: "changedMind",
        amountCents: 100,
        points: 0,
        requestKey: randomUUID(),
      };
      const answers = await Promise.all(Array.from({ length: 10 }, () => apply(p.token, body)));
      expect(answers.map((a) => a.code)).toEqual(Array(10).fill(0));
      const [request] = await requestsOf(p.order.id);
      expect(await requestsOf(p.order.id)).toHaveLength(1);
      expect(answers.every((a) => a.data.id === request.id)).toBe(true);
      expect((await eventsOf(db(), p.order.id)).filter((e) => e.action === "refund")).toHaveLength(
        1,
      );
      // Later (a retry, a replayed form): the same answer, nothing new.
      const before = await state(p);
      expect((await apply(p.token, body)).data.id).toBe(request.id);
      expect(await state(p)).toEqual(before);
      // A key is its buyer's own: another buyer's request under the same key is a request of theirs.
      const other = await paidOrder();
      const theirs = await apply(other.token, { ...body, orderId: other.order.id });
      expect(theirs.code).toBe(0);
      expect(theirs.data.id).not.toBe(request.id);
      for (const requestKey of ["", "not-a-key", 12]) {
        const bad = await apply(other.token, { ...body, orderId: other.order.id, requestKey });
        expect(bad.code).toBe(422);
        expect(fieldErrorsOf(bad).requestKey).toEqual(["afterSale.key.invalid"]);
      }
    });

    it("approved and rejected at once: one wins, the other is refused", async () => {
      const p = await paidOrder();
      expect(
        (
          await apply(p.token, {
            orderId: p.order.id,
            reasonCode: "changedMind",
            amountCents: 0,
            points: 100,
          })
        ).code,
      ).toBe(0);
      const outcomes = await Promise.allSettled([
        approveAfterSale(svc.buying, p.order.orderNo, OPS),
        rejectAfterSale(svc.buying, p.order.orderNo, "no", OPS),
      ]);
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
      const [request] = await requestsOf(p.order.id);
      const order = await orderRow(db(), p.order.id);
      if (request.status === "succeeded") {
        expect(order.status).toBe("refunded");
        expect(await refundLedger(p.user.id, p.order.id)).toEqual([100]);
      } else {
        expect(request.status).toBe("rejected");
        expect(order.status).toBe("pending_delivery");
        expect(await refundLedger(p.user.id, p.order.id)).toEqual([]);
      }
    });

    it("approved while the buyer tries to cancel the order: the approval wins, the cancel is refused and changes nothing", async () => {
      const p = await paidOrder();
      expect(
        (
          await apply(p.token, {
            orderId: p.order.id,
            reasonCode: "changedMind",
            amountCents: 0,
            points: 100,
          })
        ).code,
      ).toBe(0);
      const [approved, cancelled] = await Promise.all([
        approveAfterSale(svc.buying, p.order.orderNo, OPS),
        api(svc, PATHS.cancel, { token: p.token, body: { id: p.order.id } }),
      ]);
      expect(approved).toMatchObject({ status: "succeeded", orderStatus: "refunded" });
      expect(cancelled.code).toBe(409);
      expect((await eventsOf(db(), p.order.id)).map((e) => e.action)).not.toContain("cancel");
      expect(await refundLedger(p.user.id, p.order.id)).toEqual([100]);
    });

    it("approved twice at once settles once", async () => {
      const p = await paidOrder();
      expect(
        (
          await apply(p.token, {
            orderId: p.order.id,
            reasonCode: "changedMind",
            amountCents: 0,
            points: 100,
          })
        ).code,
      ).toBe(0);
      const outcomes = await Promise.allSettled([
        approveAfterSale(svc.buying, p.order.orderNo, OPS),
        approveAfterSale(svc.buying, p.order.orderNo, OPS),
      ]);
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
      expect(await refundLedger(p.user.id, p.order.id)).toEqual([100]);
      expect(
        (await eventsOf(db(), p.order.id)).filter((e) => e.action === "refundDone"),
      ).toHaveLength(1);
    });

    it("rejected: the order goes back to pending delivery with the reason in its timeline, and the buyer may ask again", async () => {
      const p = await paidOrder();
      const before = await stockAndSales(db(), [p.goodsId]);
      expect(
        (
          await apply(p.token, {
            orderId: p.order.id,
            reasonCode: "changedMind",
            amountCents: 0,
            points: 100,
          })
        ).code,
      ).toBe(0);
      await refused(rejectAfterSale(svc.buying, p.order.orderNo, "  ", OPS), 400);
      const r = await rejectAfterSale(svc.buying, p.order.orderNo, "已发货前无法退款", OPS);
      expect(r).toMatchObject({ status: "rejected", orderStatus: "pending_delivery" });
      expect((await requestsOf(p.order.id))[0]).toMatchObject({
        status: "rejected",
        rejectReason: "已发货前无法退款",
        finishedAt: expect.any(Date),
      });
      expect((await eventsOf(db(), p.order.id)).slice(-2)).toEqual([
        expect.objectContaining({
          action: "afterSaleRejected",
          toStatus: "refunding",
          actor: "operator:tester",
          reason: "已发货前无法退款",
        }),
        expect.objectContaining({
          action: "refundRefused",
          fromStatus: "refunding",
          toStatus: "pending_delivery",
          actor: "operator:tester",
        }),
      ]);
      expect((await find(p.token, p.order.id)).data).toMatchObject({
        status: "rejected",
        rejectReason: "已发货前无法退款",
        orderStatus: "pending_delivery",
      });
      expect(await refundLedger(p.user.id, p.order.id)).toEqual([]);
      expect(await stockAndSales(db(), [p.goodsId])).toEqual(before);
      const again = await apply(p.token, {
        orderId: p.order.id,
        reasonCode: "changedMind",
        amountCents: 0,
        points: 50,
      });
      expect(again.data).toMatchObject({ status: "requested", points: 50 });
      expect(await requestsOf(p.order.id)).toHaveLength(2);
    });
  });

  describe("a return after shipping", () => {
    it("goes requested → approved → goods sent → received: stock back at receipt, points back at settlement, once", async () => {
      const p = await paidOrder("pending_receipt");
      const before = await stockAndSales(db(), [p.goodsId]);
      const a = await apply(p.token, {
        orderId: p.order.id,
        reasonCode: "damaged",
        amountCents: 0,
        points: 3_000,
      });
      expect(a.data).toMatchObject({
        kind: "return",
        status: "requested",
        orderStatus: "returning",
        returnAddress: null,
      });
      expect(
        (
          await shipBack(p.token, {
            orderId: p.order.id,
            company: "SF",
            trackingNo: "SF0000000001",
          })
        ).code,
      ).toBe(409);
      await refused(confirmGoodsReturned(svc.buying, p.order.orderNo, OPS), 409);

      expect(await approveAfterSale(svc.buying, p.order.orderNo, OPS)).toMatchObject({
        status: "approved",
        orderStatus: "returning",
      });
      expect((await eventsOf(db(), p.order.id)).at(-1)).toMatchObject({
        action: "returnApproved",
        toStatus: "returning",
        actor: "operator:tester",
      });
      await refused(rejectAfterSale(svc.buying, p.order.orderNo, "no", OPS), 409);
      await refused(approveAfterSale(svc.buying, p.order.orderNo, OPS), 409);
      // Once the shop agreed, the buyer learns where to send the goods.
      expect((await find(p.token, p.order.id)).data?.returnAddress).toEqual(TEST_RETURN_ADDRESS);
      expect(await readReturnAddress(db())).toEqual(TEST_RETURN_ADDRESS);

      // Spec §5: a courier chosen from the list and a tracking number entered.
      const beforeShip = await state(p);
      const bad: [Record<string, unknown>, string, string][] = [
        [{ trackingNo: "SF0000000001" }, "company", "returnShipment.company.required"],
        [{ company: "", trackingNo: "SF0000000001" }, "company", "returnShipment.company.required"],
        [
          { company: "UPS", trackingNo: "SF0000000001" },
          "company",
          "returnShipment.company.required",
        ],
        [{ company: "SF" }, "trackingNo", "returnShipment.trackingNo.required"],
        [{ company: "SF", trackingNo: " " }, "trackingNo", "returnShipment.trackingNo.required"],
        [{ company: "SF", trackingNo: "SF-12" }, "trackingNo", "returnShipment.trackingNo.invalid"],
      ];
      for (const [fields, field, key] of bad) {
        const s = await shipBack(p.token, { orderId: p.order.id, ...fields });
        expect(s.code, JSON.stringify(fields)).toBe(422);
        expect(fieldErrorsOf(s)[field], JSON.stringify(fields)).toContain(key);
      }
      expect(await state(p)).toEqual(beforeShip);

      // The parcel entered 10 times at once (a double tap on a weak network): it moves once.
      const parcel = { orderId: p.order.id, company: "SF", trackingNo: "SF0000000001" };
      const sentAtOnce = await Promise.all(
        Array.from({ length: 10 }, () => shipBack(p.token, parcel)),
      );
      expect(sentAtOnce.map((x) => x.code)).toEqual(Array(10).fill(0));
      expect(
        (await eventsOf(db(), p.order.id)).filter((e) => e.action === "returnShipped"),
      ).toHaveLength(1);
      // Another parcel once one is on its way: refused, nothing changes.
      const shippedState = await state(p);
      expect((await shipBack(p.token, { ...parcel, trackingNo: "SF0000000002" })).code).toBe(409);
      expect(await state(p)).toEqual(shippedState);
      const s = await shipBack(p.token, parcel);
      expect(s).toMatchObject({
        code: 0,
        message: "退货物流已提交",
        data: { status: "goods_sent", returnCompany: "SF", returnTrackingNo: "SF0000000001" },
      });
      expect((await eventsOf(db(), p.order.id)).at(-1)).toMatchObject({
        action: "returnShipped",
        toStatus: "returning",
        actor: "buyer",
        reason: "SF SF0000000001",
      });
      expect(
        (
          await shipBack(p.token, {
            orderId: p.order.id,
            company: "JD",
            trackingNo: "JD0000000002",
          })
        ).code,
      ).toBe(409);
      expect((await requestsOf(p.order.id))[0]).toMatchObject({
        returnCompany: "SF",
        returnTrackingNo: "SF0000000001",
      });

      expect(await confirmGoodsReturned(svc.buying, p.order.orderNo, OPS)).toMatchObject({
        status: "succeeded",
        orderStatus: "returned",
        refundStarted: false,
      });
      expect((await eventsOf(db(), p.order.id)).slice(-2)).toEqual([
        expect.objectContaining({
          action: "returnReceived",
          toStatus: "returning",
          actor: "operator:tester",
        }),
        expect.objectContaining({
          action: "returnDone",
          fromStatus: "returning",
          toStatus: "returned",
        }),
      ]);
      expect(await refundLedger(p.user.id, p.order.id)).toEqual([3_000]);
      expect((await find(p.token, p.order.id)).data?.returnAddress).toBeNull();
      expect((await stockAndSales(db(), [p.goodsId]))[p.goodsId]).toEqual({
        stock: before[p.goodsId].stock + 2,
        sales: before[p.goodsId].sales - 2,
      });

      const done = await state(p);
      await refused(confirmGoodsReturned(svc.buying, p.order.orderNo, OPS), 404);
      await db().transaction((tx) => settleAfterSale(tx, a.data.id, "seller", "operator:tester"));
      expect(await state(p)).toEqual(done);
    });

    it("rejected goes back to the status the order had: pending receipt, pending comment once received, or completed", async () => {
      for (const status of ["pending_receipt", "pending_comment", "completed"] as const) {
        const p = await paidOrder(status);
        expect(
          (
            await apply(p.token, {
              orderId: p.order.id,
              reasonCode: "changedMind",
              amountCents: 100,
              points: 0,
            })
          ).code,
        ).toBe(0);
        expect(await rejectAfterSale(svc.buying, p.order.orderNo, "超过退货期", OPS)).toMatchObject(
          { status: "rejected", orderStatus: status },
        );
        expect((await eventsOf(db(), p.order.id)).at(-1)).toMatchObject({
          action: {
            pending_receipt: "returnRefused",
            pending_comment: "returnRefusedAfterReceipt",
            completed: "returnRefusedAfterCompletion",
          }[status],
          toStatus: status,
        });
      }
    });

    it("can be rejected when the goods came back unacceptable, before they are received", async () => {
      const p = await paidOrder("pending_comment");
      expect(
        (
          await apply(p.token, {
            orderId: p.order.id,
            reasonCode: "changedMind",
            amountCents: 0,
            points: 10,
          })
        ).code,
      ).toBe(0);
      await approveAfterSale(svc.buying, p.order.orderNo, OPS);
      expect(
        (await shipBack(p.token, { orderId: p.order.id, company: "YTO", trackingNo: "YT1234567" }))
          .code,
      ).toBe(0);
      const before = await stockAndSales(db(), [p.goodsId]);
      expect(
        await rejectAfterSale(svc.buying, p.order.orderNo, "退回商品已开封", OPS),
      ).toMatchObject({ status: "rejected", orderStatus: "pending_comment" });
      expect(await stockAndSales(db(), [p.goodsId])).toEqual(before);
      expect(await refundLedger(p.user.id, p.order.id)).toEqual([]);
    });
  });

  describe("every move from every status", () => {
    it("lets the buyer ask only while the order waits for delivery or receipt or a review, or is completed", async () => {
      for (const status of ORDER_STATUSES) {
        const p = await paidOrder();
        await db().update(orders).set({ status }).where(eq(orders.id, p.order.id));
        const before = await state(p);
        const a = await apply(p.token, {
          orderId: p.order.id,
          reasonCode: "changedMind",
          amountCents: 0,
          points: 10,
        });
        if (
          ["pending_delivery", "pending_receipt", "pending_comment", "completed"].includes(status)
        ) {
          expect(a.code, status).toBe(0);
          expect(a.data.kind, status).toBe(status === "pending_delivery" ? "refund" : "return");
        } else {
          expect(a.code, status).toBe(409);
          expect(await state(p)).toEqual(before);
        }
      }
    });

    it("lets the operator and the buyer make exactly the request's moves of the table, once; every other changes nothing", async () => {
      type Move = "approve" | "reject" | "receive" | "shipBack";
      const moves: Move[] = ["approve", "reject", "receive", "shipBack"];
      const tableAction = {
        approve: "approve",
        reject: "reject",
        receive: "receive",
        shipBack: "shipBack",
      } as const;
      for (const kind of ["refund", "return"] as const) {
        for (const status of AFTER_SALE_STATUSES.filter(
          (s) => s !== "succeeded" && s !== "rejected",
        )) {
          for (const move of moves) {
            const p = await paidOrder(kind === "refund" ? "pending_delivery" : "pending_receipt");
            const a = await apply(p.token, {
              orderId: p.order.id,
              reasonCode: "changedMind",
              amountCents: 0,
              points: 10,
            });
            expect(a.code).toBe(0);
            await db().update(afterSales).set({ status }).where(eq(afterSales.id, a.data.id));
            const allowed = AFTER_SALE_TRANSITIONS.some(
              (t) =>
                t.kind === kind &&
                t.from === status &&
                t.action === tableAction[move] &&
                t.withMoney !== true,
            );
            const before = await state(p);
            const run = (): Promise<unknown> =>
              move === "approve"
                ? approveAfterSale(svc.buying, p.order.orderNo, OPS)
                : move === "reject"
                  ? rejectAfterSale(svc.buying, p.order.orderNo, "no", OPS)
                  : move === "receive"
                    ? confirmGoodsReturned(svc.buying, p.order.orderNo, OPS)
                    : shipBack(p.token, {
                        orderId: p.order.id,
                        company: "SF",
                        trackingNo: "SF0000000001",
                      }).then((s: Answer) => {
                        if (s.code !== 0) throw new BusinessError(s.code, s.message);
                      });
            const label = `${kind} ${status} ${move}`;
            if (allowed) {
              await expect(run(), label).resolves.not.toThrow();
              const after = await state(p);
              expect(after.requests[0].status, label).not.toBe(status);
              // Once: the same move again changes nothing. The operator's is refused; the buyer's
              // same parcel entered again is answered with the request as it is (a double tap).
              if (move === "shipBack") await expect(run(), label).resolves.not.toThrow();
              else await expect(run(), label).rejects.toBeInstanceOf(BusinessError);
              expect(await state(p), label).toEqual(after);
            } else {
              await expect(run(), label).rejects.toBeInstanceOf(BusinessError);
              expect(await state(p), label).toEqual(before);
            }
          }
        }
      }
    });

    it("finds no open request to move on an order without one", async () => {
      const p = await paidOrder();
      await refused(approveAfterSale(svc.buying, p.order.orderNo, OPS), 404);
      await refused(rejectAfterSale(svc.buying, p.order.orderNo, "no", OPS), 404);
      await refused(confirmGoodsReturned(svc.buying, p.order.orderNo, OPS), 404);
      await refused(approveAfterSale(svc.buying, "00000000000000000000", OPS), 404);
      expect(
        await db()
          .select()
          .from(afterSales)
          .where(and(eq(afterSales.orderId, p.order.id))),
      ).toEqual([]);
    });
  });
});
