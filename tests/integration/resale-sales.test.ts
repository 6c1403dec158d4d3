/**
 * Resale stock and payouts as a checkout will use them (decision 037): the rush (100 concurrent
 * buyers for 10 bottles get exactly 10), the minimum, an unpaid order's release, the payout due
 * after receipt and paid by the operator, a return before it is paid putting the bottles back and
 * cancelling the payout; the seller's sales with the buyer masked; the operator's commands.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResaleSale } from "../../contract/resale-answers";
import {
  orderLines,
  resaleItems,
  resaleRules,
  resaleSales,
  uploads,
} from "../../shopping/db/schema";
import { BusinessError } from "../../shopping/http/envelope";
import { resaleLineReturned, resaleOrderReceived } from "../../shopping/resale/payouts";
import {
  openResaleSale,
  reserveResaleStock,
  resaleOrderPaid,
  resaleOrderReleased,
} from "../../shopping/resale/stock";
import { photoBytes } from "../helpers/aborted-upload";
import { api } from "../helpers/accounts";
import {
  buyer,
  orderRow,
  PATHS,
  payInSandbox,
  placeOrder,
  TEST_ENV,
  wine,
} from "../helpers/buying";
import { ops, OPS_KEY, runOps } from "../helpers/ops";
import { receivedOrder, returnOrder } from "../helpers/received";
import { itemRow, RESALE, sellerWithBottles, shelvedItem } from "../helpers/resale";
import { backends, startService, type RunningService } from "../helpers/service";

const ENV = { ...TEST_ENV, OPS_KEY } as NodeJS.ProcessEnv;
const DAY = 24 * 60 * 60 * 1000;

describe.each(backends())("resale sales and payouts on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend, { env: ENV });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  /** A second buyer's order line to hang a resale sale on (the checkout will make real ones). */
  async function buyerLine() {
    const b = await buyer(svc);
    const { order } = await receivedOrder(svc, b, 1);
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    return { b, order, line };
  }

  async function sale(itemId: number, quantity: number) {
    const { b, order, line } = await buyerLine();
    const opened = await db().transaction((tx) =>
      openResaleSale(tx, {
        itemId,
        buyerId: b.user.id,
        orderId: order.id,
        orderLineId: line.id,
        quantity,
      }),
    );
    return { b, order, line, sale: opened };
  }

  it("the operator's rules: shown, refused out of their bounds with nothing changed, only with the key", async () => {
    const shown = await ops(svc.base, "/ops/resale/rules");
    expect(shown.data).toMatchObject({
      bandPercent: 30,
      commissionPercent: 8,
      payoutDays: 7,
      shelfDays: 90,
      updatedBy: "seed",
    });
    for (const body of [
      { commissionPercent: 51 },
      { bandPercent: -1 },
      { shelfDays: 0 },
      { payoutDays: 1.5 },
      {},
      { other: 1 },
    ]) {
      const refused = await ops(svc.base, "/ops/resale/rules", { body });
      expect(refused.code, JSON.stringify(body)).toBe(422);
    }
    const noKey = await ops(svc.base, "/ops/resale/rules", {
      auth: null,
      body: { commissionPercent: 9 },
    });
    expect(noKey.http).toBe(401);
    const buyerToken = await ops(svc.base, "/ops/resale/payouts", {
      auth: (await buyer(svc)).token,
    });
    expect(buyerToken.http).toBe(401);
    expect((await ops(svc.base, "/ops/resale/rules")).data).toEqual(shown.data);
  });

  it("the rush: 100 concurrent reservations for 10 bottles get exactly 10", async () => {
    const seller = await sellerWithBottles(svc, 10);
    const code = await shelvedItem(svc, seller);
    const item = await itemRow(svc, code);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        db().transaction((tx) => reserveResaleStock(tx, item.id, 1)),
      ),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r) => r.status === "rejected");
    expect(won).toHaveLength(10);
    for (const r of lost) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(BusinessError);
      expect((r as PromiseRejectedResult).reason.messageKey).toBe("resale_stock_short");
    }
    expect(await itemRow(svc, code)).toMatchObject({ reservedQuantity: 10, soldQuantity: 0 });
    // Whatever a caller does, the database keeps the item from selling more than it holds.
    await expect(
      db().update(resaleItems).set({ soldQuantity: 1 }).where(eq(resaleItems.id, item.id)),
    ).rejects.toThrow();
  });

  it("a buyer takes at least the minimum, or all that is left; only from the shelf", async () => {
    const seller = await sellerWithBottles(svc, 3);
    const code = await shelvedItem(svc, seller, { minQuantity: 2 });
    const item = await itemRow(svc, code);
    const reserve = (n: number) => db().transaction((tx) => reserveResaleStock(tx, item.id, n));
    await expect(reserve(1)).rejects.toMatchObject({
      messageKey: "resale_below_minimum",
      params: { min: 2 },
    });
    await reserve(2);
    await expect(reserve(2)).rejects.toMatchObject({ messageKey: "resale_stock_short" });
    await reserve(1);
    expect(await itemRow(svc, code)).toMatchObject({ reservedQuantity: 3 });
    const other = await sellerWithBottles(svc, 1);
    const listed = await api(svc, RESALE.save, {
      token: other.token,
      body: {
        orderId: other.order.id,
        goodsId: other.goodsId,
        quantity: 1,
        priceCents: 10_000,
        minQuantity: 1,
      },
    });
    const notShelved = await itemRow(svc, listed.data.code);
    await expect(
      db().transaction((tx) => reserveResaleStock(tx, notShelved.id, 1)),
    ).rejects.toMatchObject({ messageKey: "resale_stock_short" });
  });

  it("an unpaid order gives its bottles back; a paid one sells them", async () => {
    const seller = await sellerWithBottles(svc, 3);
    const code = await shelvedItem(svc, seller, { priceCents: 12_000 });
    const item = await itemRow(svc, code);
    const unpaid = await sale(item.id, 2);
    expect(unpaid.sale).toMatchObject({
      quantity: 2,
      amountCents: 24_000,
      commissionPercent: 8,
      commissionCents: 1_920,
      payoutCents: 22_080,
      payoutStatus: "pending",
      paid: false,
    });
    expect(await itemRow(svc, code)).toMatchObject({ reservedQuantity: 2, soldQuantity: 0 });
    await db().transaction((tx) => resaleOrderReleased(tx, unpaid.order.id));
    expect(await itemRow(svc, code)).toMatchObject({ reservedQuantity: 0, soldQuantity: 0 });
    const [released] = await db()
      .select()
      .from(resaleSales)
      .where(eq(resaleSales.id, unpaid.sale.id));
    expect(released.payoutStatus).toBe("cancelled");
    const bought = await sale(item.id, 3);
    await db().transaction((tx) => resaleOrderPaid(tx, bought.order.id));
    expect(await itemRow(svc, code)).toMatchObject({ reservedQuantity: 0, soldQuantity: 3 });
  });

  it("the payout falls due after the return window and the operator pays it, once", async () => {
    const seller = await sellerWithBottles(svc, 2);
    const code = await shelvedItem(svc, seller);
    const item = await itemRow(svc, code);
    const { b, order, sale: opened } = await sale(item.id, 2);
    await db().transaction((tx) => resaleOrderPaid(tx, order.id));
    const receivedAt = new Date();
    await db().transaction((tx) => resaleOrderReceived(tx, order.id, receivedAt));
    const [due] = await db().select().from(resaleSales).where(eq(resaleSales.id, opened.id));
    expect(due.payoutStatus).toBe("due");
    expect(due.dueAt!.getTime()).toBe(receivedAt.getTime() + 7 * DAY);

    const early = await ops(svc.base, "/ops/resale/paidOut", {
      body: { id: opened.id, reference: "T1" },
    });
    expect(early.code).toBe(409);
    expect(early.message).toContain("cannot be paid yet");
    await db()
      .update(resaleSales)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(resaleSales.id, opened.id));
    const noAccount = await ops(svc.base, "/ops/resale/paidOut", {
      body: { id: opened.id, reference: "T1" },
    });
    expect(noAccount.code).toBe(409);
    expect(noAccount.message).toBe("the seller has no payout account yet");

    const account = await api(svc, "/user/payout-account/saveAccount", {
      token: seller.token,
      body: { kind: "alipay", account: "13800138000", realName: "张三明" },
    });
    expect(account.code, account.message).toBe(0);
    const listedDue = await ops(svc.base, "/ops/resale/payouts?status=due");
    expect(listedDue.data.total).toBe(listedDue.data.list.length);
    // A page at a time: the last page of one holds the last of the list.
    const lastPage = await ops(
      svc.base,
      `/ops/resale/payouts?status=due&page=${listedDue.data.total}&pageSize=1`,
    );
    expect(lastPage.data).toMatchObject({ total: listedDue.data.total, pageSize: 1 });
    expect(lastPage.data.list.map((p: { id: number }) => p.id)).toEqual([
      listedDue.data.list.at(-1).id,
    ]);
    expect(listedDue.data.list.find((p: { id: number }) => p.id === opened.id)).toMatchObject({
      payoutCents: 18_400,
      payTo: { kind: "alipay", account: "13800138000", realName: "张三明" },
    });
    const paid = await ops(svc.base, "/ops/resale/paidOut", {
      operator: "alice",
      body: { id: opened.id, reference: "ALIPAY-20260101-0001" },
    });
    expect(paid.code, paid.message).toBe(0);
    expect(paid.data).toMatchObject({
      payoutStatus: "paid",
      paidReference: "ALIPAY-20260101-0001",
      paidBy: "operator:alice",
    });
    const twice = await ops(svc.base, "/ops/resale/paidOut", {
      body: { id: opened.id, reference: "X" },
    });
    expect(twice.code).toBe(409);
    // Paid: a later return is the shop's, the payout stays.
    expect(await db().transaction((tx) => resaleLineReturned(tx, opened.orderLineId, 1))).toBe(
      false,
    );

    const mine = await api<{ list: ResaleSale[] }>(svc, RESALE.sales, { token: seller.token });
    const shown = mine.data.list.find((s) => s.id === opened.id)!;
    expect(shown).toMatchObject({
      code,
      quantity: 2,
      amountCents: 20_000,
      commissionCents: 1_600,
      payoutCents: 18_400,
      payoutStatus: "paid",
      paidToMasked: "138****8000",
      buyerMasked: `${b.user.phone.slice(0, 3)}****${b.user.phone.slice(-4)}`,
    });
    expect(shown.timeline.map((s) => s.step)).toEqual(["bought", "received", "due", "payout_paid"]);
    const one = await api<ResaleSale>(svc, `${RESALE.sale}?id=${opened.id}`, {
      token: seller.token,
    });
    expect(one.data).toEqual(shown);
    const notTheirs = await api(svc, `${RESALE.sale}?id=${opened.id}`, { token: b.token });
    expect(notTheirs.code).toBe(404);
  });

  it("a return before the payout puts the bottles back on the item and cancels it", async () => {
    const seller = await sellerWithBottles(svc, 3);
    const code = await shelvedItem(svc, seller);
    const item = await itemRow(svc, code);
    const { order, sale: opened } = await sale(item.id, 3);
    await db().transaction((tx) => resaleOrderPaid(tx, order.id));
    await db().transaction((tx) => resaleOrderReceived(tx, order.id, new Date()));
    expect(await db().transaction((tx) => resaleLineReturned(tx, opened.orderLineId, 1))).toBe(
      true,
    );
    let [row] = await db().select().from(resaleSales).where(eq(resaleSales.id, opened.id));
    expect(row).toMatchObject({
      returnedQuantity: 1,
      amountCents: 20_000,
      commissionCents: 1_600,
      payoutCents: 18_400,
      payoutStatus: "due",
    });
    expect(await itemRow(svc, code)).toMatchObject({ soldQuantity: 2 });
    expect(await db().transaction((tx) => resaleLineReturned(tx, opened.orderLineId, 5))).toBe(
      true,
    );
    [row] = await db().select().from(resaleSales).where(eq(resaleSales.id, opened.id));
    expect(row).toMatchObject({
      returnedQuantity: 3,
      amountCents: 0,
      payoutCents: 0,
      payoutStatus: "cancelled",
    });
    expect(await itemRow(svc, code)).toMatchObject({ soldQuantity: 0, status: "on_shelf" });
    const cancelled = await ops(svc.base, "/ops/resale/paidOut", {
      body: { id: opened.id, reference: "X" },
    });
    expect(cancelled.code).toBe(409);
  });

  it("the order's own moves carry its resale line: paid, shipped, received; or cancelled", async () => {
    const seller = await sellerWithBottles(svc, 3);
    const code = await shelvedItem(svc, seller);
    const item = await itemRow(svc, code);
    /** An unpaid order with a resale line on it, as a checkout will make it. */
    async function unpaidWithResale(quantity: number) {
      const b = await buyer(svc);
      const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
      const placed = await placeOrder(
        svc,
        b.token,
        { source: "buyNow", goodsId, quantity: 1 },
        b.addressId,
      );
      const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, placed.id));
      const opened = await db().transaction((tx) =>
        openResaleSale(tx, {
          itemId: item.id,
          buyerId: b.user.id,
          orderId: placed.id,
          orderLineId: line.id,
          quantity,
        }),
      );
      return { b, placed, opened };
    }

    const cancelled = await unpaidWithResale(1);
    expect(await itemRow(svc, code)).toMatchObject({ reservedQuantity: 1 });
    const cancel = await api(svc, PATHS.cancel, {
      token: cancelled.b.token,
      body: { id: cancelled.placed.id },
    });
    expect(cancel.code, cancel.message).toBe(0);
    expect(await itemRow(svc, code)).toMatchObject({ reservedQuantity: 0, soldQuantity: 0 });

    const bought = await unpaidWithResale(2);
    await payInSandbox(svc, bought.b.token, bought.placed.id);
    expect(await itemRow(svc, code)).toMatchObject({ reservedQuantity: 0, soldQuantity: 2 });
    const shipped = await ops(svc.base, "/ops/order/ship", {
      body: { orderNo: bought.placed.orderNo, company: "SF", trackingNo: "SF1234567890" },
    });
    expect(shipped.code, shipped.message).toBe(0);
    const received = await api(svc, "/order/order/confirmReceipt", {
      token: bought.b.token,
      body: { id: bought.placed.id },
    });
    expect(received.code, received.message).toBe(0);
    const [row] = await db().select().from(resaleSales).where(eq(resaleSales.id, bought.opened.id));
    expect(row.payoutStatus).toBe("due");
    expect(row.dueAt!.getTime() - row.receivedAt!.getTime()).toBe(7 * DAY);

    // Returned whole within the window: the bottles are back on the item, the payout cancelled.
    await returnOrder(svc, bought.b, await orderRow(db(), bought.placed.id));
    const [returned] = await db()
      .select()
      .from(resaleSales)
      .where(eq(resaleSales.id, bought.opened.id));
    expect(returned).toMatchObject({
      payoutStatus: "cancelled",
      returnedQuantity: 2,
      payoutCents: 0,
    });
    expect(await itemRow(svc, code)).toMatchObject({ reservedQuantity: 0, soldQuantity: 0 });
  });

  it("taking an item with sales off the shelf keeps its sales", async () => {
    const seller = await sellerWithBottles(svc, 2);
    const code = await shelvedItem(svc, seller);
    const item = await itemRow(svc, code);
    const { order } = await sale(item.id, 1);
    await db().transaction((tx) => resaleOrderPaid(tx, order.id));
    const off = await api(svc, RESALE.shelf, {
      token: seller.token,
      body: { code, onShelf: false },
    });
    expect(off.code, off.message).toBe(0);
    expect(off.data).toMatchObject({ status: "off_shelf", soldQuantity: 1, availableQuantity: 1 });
    const sales = await db()
      .select()
      .from(resaleSales)
      .where(eq(resaleSales.itemId, item.id))
      .orderBy(asc(resaleSales.id));
    expect(sales).toHaveLength(1);
  });
});

describe("npm run ops resale commands, a child process against the running service", () => {
  let svc: RunningService;
  let env: Record<string, string>;

  beforeAll(async () => {
    svc = await startService(backends()[0], { env: ENV });
    env = { SHOP_URL: svc.base.replace(/\/shopping$/, ""), OPS_KEY };
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("shows and changes the rules, lists items, receives, rejects and lists payouts", async () => {
    const shown = await runOps(["resale-rules"], env);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain("±30%");
    expect(shown.stdout).toContain("8% of each sale");
    const changed = await runOps(
      [
        "resale-rules",
        "--commission",
        "10",
        "--band",
        "25",
        "--payout-days",
        "5",
        "--shelf-days",
        "60",
        "--as",
        "alice",
      ],
      env,
    );
    expect(changed.code, changed.stderr).toBe(0);
    const [rules] = await svc.database.db.select().from(resaleRules);
    expect(rules).toMatchObject({
      commissionPercent: 10,
      bandPercent: 25,
      payoutDays: 5,
      shelfDays: 60,
      updatedBy: "operator:alice",
    });
    const wrong = await runOps(["resale-rules", "--commission", "80"], env);
    expect(wrong.code).not.toBe(0);
    expect((await svc.database.db.select().from(resaleRules))[0].commissionPercent).toBe(10);

    const seller = await sellerWithBottles(svc, 2);
    const listed = await api(svc, RESALE.save, {
      token: seller.token,
      body: {
        orderId: seller.order.id,
        goodsId: seller.goodsId,
        quantity: 1,
        priceCents: 10_000,
        minQuantity: 1,
      },
    });
    const code = listed.data.code;
    const waiting = await runOps(["resale"], env);
    expect(waiting.stdout).toContain(code);
    // A phone's 2 MB photo of the label, taken at the inspection.
    const photoFile = path.join(mkdtempSync(path.join(tmpdir(), "resale-photo-")), "酒标 🍷.jpg");
    writeFileSync(photoFile, photoBytes(2 * 1024 * 1024));
    const missing = await runOps(
      ["receive-resale", code, "--grade", "b", "--photo", `${photoFile}.gone`],
      env,
    );
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain("cannot read --photo");
    const received = await runOps(
      [
        "receive-resale",
        code,
        "--grade",
        "b",
        "--note",
        "酒标轻微磨损",
        "--photo",
        photoFile,
        "--as",
        "bob",
      ],
      env,
    );
    expect(received.code, received.stderr).toBe(0);
    expect(received.stdout).toContain(`${code} grade B, registered, 1 photo(s) (by operator:bob)`);
    const [item] = await svc.database.db
      .select()
      .from(resaleItems)
      .where(eq(resaleItems.code, code));
    expect(item.auditPhotos).toHaveLength(1);
    const [upload] = await svc.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.fileName, item.auditPhotos[0]));
    expect(upload).toMatchObject({
      userId: seller.user.id,
      purpose: "resale",
      size: 2 * 1024 * 1024,
    });
    const picture = await fetch(`${svc.base}/file/file/echo?fileName=${item.auditPhotos[0]}`);
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer()).equals(readFileSync(photoFile))).toBe(true);
    const again = await runOps(["reject-resale", code, "--reason", "x"], env);
    expect(again.code).toBe(1);
    const payouts = await runOps(["payouts"], env);
    expect(payouts.code, payouts.stderr).toBe(0);
    const unknown = await runOps(["paid-out", "999999", "--reference", "R1"], env);
    expect(unknown.code).toBe(1);
  });
});
