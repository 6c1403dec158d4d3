/**
 * The cart: add, grow, quantities, select, delete, count, availability, and nobody else's lines.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuyAgainResult, Cart } from "../../contract/buying";
import { products } from "../../shopping/db/schema";
import { api } from "../helpers/accounts";
import {
  addToCart,
  buyer,
  cartRowsOf,
  PATHS,
  placeOrder,
  setStock,
  wine,
  TEST_ENV,
} from "../helpers/buying";
import { backends, startService, type RunningService } from "../helpers/service";
import { issueToken } from "../../shopping/http/auth";
import { createUser } from "../helpers/users";

describe.each(backends())("cart on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend, { env: TEST_ENV });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  const cart = async (token: string) => (await api<Cart>(svc, PATHS.cart, { token })).data;
  const rows = (userId: number) => cartRowsOf(db(), userId);
  const setQuantity = (token: string, id: number, quantity: unknown) =>
    api<Cart>(svc, PATHS.quantity, { token, body: { id, quantity } });
  const select = (token: string, ids: number[] | "all", selected: boolean) =>
    api<Cart>(svc, PATHS.select, { token, body: { ids, selected } });
  const remove = (token: string, ids: number[]) =>
    api<Cart>(svc, PATHS.remove, { token, body: { ids } });
  /** a user whose cart holds `quantity` bottles of a fresh wine (price 10000, stock 10) */
  async function withLine(quantity = 2, stock = 10) {
    const { user, token } = await createUser(db());
    const goodsId = await wine(db(), { priceCents: 10_000, stock });
    await addToCart(svc, token, goodsId, quantity);
    const [line] = await rows(user.id);
    return { user, token, goodsId, line };
  }

  it("adds a new line with code 0 and the bottle count", async () => {
    const { user, token } = await createUser(db());
    const goodsId = await wine(db(), { priceCents: 12_800, marketPriceCents: 15_000, stock: 10 });
    const added = await addToCart(svc, token, goodsId, 2);
    expect(added).toMatchObject({
      http: 200,
      code: 0,
      message: "已加入购物车",
      status: 200,
      data: { productTotalItem: 2 },
    });
    expect(await rows(user.id)).toEqual([
      expect.objectContaining({ productId: goodsId, quantity: 2, selected: true }),
    ]);
    const c = await cart(token);
    expect(c.lines).toEqual([
      expect.objectContaining({
        goodsId,
        quantity: 2,
        priceCents: 12_800,
        marketPriceCents: 15_000,
        lineCents: 25_600,
        selected: true,
        stock: 10,
        availability: "ok",
      }),
    ]);
    expect(c).toMatchObject({
      productTotalItem: 2,
      selectedQuantity: 2,
      selectedCents: 25_600,
      allSelected: true,
    });
  });

  it("grows the line already in the cart instead of adding another, in English too", async () => {
    const { user, token, goodsId, line } = await withLine(2);
    const grown = await addToCart(svc, token, goodsId, 3, { lang: "en" });
    expect(grown).toMatchObject({
      code: 0,
      message: "added to cart",
      data: { productTotalItem: 5 },
    });
    expect(await rows(user.id)).toEqual([expect.objectContaining({ id: line.id, quantity: 5 })]);
  });

  it("refuses more than the stock with 409 库存不足 and changes no row", async () => {
    const { user, token, goodsId } = await withLine(3, 5);
    const before = await rows(user.id);
    const refused = await addToCart(svc, token, goodsId, 3);
    expect(refused).toMatchObject({
      http: 200,
      code: 409,
      message: "库存不足",
      data: { stock: 5 },
    });
    expect((await addToCart(svc, token, goodsId, 3, { lang: "en" })).message).toBe("understock");
    expect(await rows(user.id)).toEqual(before);

    // A new line above the stock is not written either.
    const other = await wine(db(), { priceCents: 9_900, stock: 1 });
    expect((await addToCart(svc, token, other, 2)).code).toBe(409);
    expect(await rows(user.id)).toEqual(before);
  });

  it("refuses a sold-out or no longer sold wine in the buyer's language and writes no row", async () => {
    const { user, token } = await createUser(db());
    const soldOut = await wine(db(), { priceCents: 9_900, stock: 0 });
    expect(await addToCart(svc, token, soldOut, 1)).toMatchObject({
      http: 200,
      code: 409,
      message: "该酒已售罄，暂时不能加入购物车",
    });
    expect((await addToCart(svc, token, soldOut, 1, { lang: "en" })).message).toBe(
      "this wine is sold out and cannot go in the cart",
    );
    const offShelf = await wine(db(), { priceCents: 9_900, stock: 5 });
    await db()
      .update(products)
      .set({ onShelf: false, shelfStatus: "off_shelf" })
      .where(eq(products.id, offShelf));
    expect(await addToCart(svc, token, offShelf, 1)).toMatchObject({
      code: 404,
      message: "商品不存在或已下架",
    });
    expect((await addToCart(svc, token, offShelf, 1, { lang: "en" })).message).toBe(
      "this wine does not exist or is no longer sold",
    );
    expect(await rows(user.id)).toEqual([]);
  });

  it.each([
    ["0", 0],
    ["-1", -1],
    ['"abc"', "abc"],
    ["1e9", 1e9],
    ["1.5", 1.5],
    ["missing", undefined],
  ])("refuses the quantity %s with 422 and changes no row", async (_name, quantity) => {
    const { user, token, goodsId, line } = await withLine(2);
    const before = await rows(user.id);
    const added = await api(svc, PATHS.add, { token, body: { goodsId, quantity } });
    expect(added).toMatchObject({
      http: 200,
      code: 422,
      status: 422,
      data: { fieldErrors: { quantity: [expect.any(String)] } },
    });
    const set = await setQuantity(token, line.id, quantity);
    expect(set).toMatchObject({
      code: 422,
      data: { fieldErrors: { quantity: [expect.any(String)] } },
    });
    expect(await rows(user.id)).toEqual(before);
  });

  it("says which quantity is wrong in the shopper's words", async () => {
    const { token, goodsId } = await withLine(1);
    expect(await api(svc, PATHS.add, { token, body: { goodsId, quantity: 0 } })).toMatchObject({
      code: 422,
      message: "请输入正确的购买数量",
    });
    expect(
      await api(svc, PATHS.add, { token, lang: "en", body: { goodsId, quantity: "abc" } }),
    ).toMatchObject({ code: 422, message: "Please enter a valid quantity" });
  });

  it("sets a line's quantity and answers the cart", async () => {
    const { user, token, line } = await withLine(2);
    const set = await setQuantity(token, line.id, 7);
    expect(set).toMatchObject({
      code: 200,
      data: { productTotalItem: 7, selectedQuantity: 7, selectedCents: 70_000 },
    });
    expect(set.data.lines).toEqual([
      expect.objectContaining({ id: line.id, quantity: 7, lineCents: 70_000 }),
    ]);
    expect(await rows(user.id)).toEqual([expect.objectContaining({ id: line.id, quantity: 7 })]);
  });

  it("refuses to set a quantity above the stock and keeps the old one", async () => {
    const { user, token, line } = await withLine(2, 4);
    expect(await setQuantity(token, line.id, 5)).toMatchObject({
      code: 409,
      message: "库存不足",
      data: { stock: 4 },
    });
    expect(await rows(user.id)).toEqual([expect.objectContaining({ id: line.id, quantity: 2 })]);
  });

  it("clears and selects one line; cleared lines are not in the selected total", async () => {
    const { user, token, line } = await withLine(2);
    const second = await wine(db(), { priceCents: 5_000, stock: 10 });
    await addToCart(svc, token, second, 1);
    const [, other] = await rows(user.id);

    const cleared = await select(token, [line.id], false);
    expect(cleared).toMatchObject({
      code: 200,
      data: { selectedQuantity: 1, selectedCents: 5_000, allSelected: false, productTotalItem: 3 },
    });
    expect((await rows(user.id)).map((r) => [r.id, r.selected])).toEqual([
      [line.id, false],
      [other.id, true],
    ]);

    const again = await select(token, [line.id], true);
    expect(again.data).toMatchObject({
      selectedQuantity: 3,
      selectedCents: 25_000,
      allSelected: true,
    });
    expect((await rows(user.id)).every((r) => r.selected)).toBe(true);
  });

  it("tells what delivering the selected lines costs: free from ¥299, nothing for none", async () => {
    const { token, line } = await withLine(2);
    expect(await cart(token)).toMatchObject({
      selectedCents: 20_000,
      freightCents: 1_200,
      freeFreightFromCents: 29_900,
    });
    const three = await setQuantity(token, line.id, 3);
    expect(three.data).toMatchObject({ selectedCents: 30_000, freightCents: 0 });
    const none = await select(token, [line.id], false);
    expect(none.data).toMatchObject({ selectedCents: 0, freightCents: 0 });
  });

  it("clears and selects all lines at once", async () => {
    const { user, token } = await withLine(2);
    await addToCart(svc, token, await wine(db(), { priceCents: 5_000, stock: 10 }), 1);

    const none = await select(token, "all", false);
    expect(none.data).toMatchObject({
      selectedQuantity: 0,
      selectedCents: 0,
      allSelected: false,
      productTotalItem: 3,
    });
    expect((await rows(user.id)).map((r) => r.selected)).toEqual([false, false]);

    const all = await select(token, "all", true);
    expect(all.data).toMatchObject({
      selectedQuantity: 3,
      selectedCents: 25_000,
      allSelected: true,
    });
    expect((await rows(user.id)).map((r) => r.selected)).toEqual([true, true]);
  });

  it("deletes one line", async () => {
    const { user, token, line } = await withLine(2);
    await addToCart(svc, token, await wine(db(), { priceCents: 5_000, stock: 10 }), 1);
    const [, other] = await rows(user.id);
    const after = await remove(token, [line.id]);
    expect(after).toMatchObject({ code: 200, data: { productTotalItem: 1 } });
    expect(after.data.lines.map((l) => l.id)).toEqual([other.id]);
    expect((await rows(user.id)).map((r) => r.id)).toEqual([other.id]);
  });

  it("deletes several lines at once", async () => {
    const { user, token } = await withLine(2);
    await addToCart(svc, token, await wine(db(), { priceCents: 5_000, stock: 10 }), 1);
    await addToCart(svc, token, await wine(db(), { priceCents: 6_000, stock: 10 }), 1);
    const [a, b, c] = await rows(user.id);
    const after = await remove(token, [a.id, c.id]);
    expect(after.data).toMatchObject({
      productTotalItem: 1,
      lines: [expect.objectContaining({ id: b.id })],
    });
    expect((await rows(user.id)).map((r) => r.id)).toEqual([b.id]);
    expect(await remove(token, [])).toMatchObject({ code: 422 });
  });

  it("answers 404 for another user's line on update, delete and select, and leaves that line alone", async () => {
    const owner = await withLine(2);
    const intruder = await createUser(db());
    const before = await rows(owner.user.id);

    expect(await setQuantity(intruder.token, owner.line.id, 1)).toMatchObject({
      http: 200,
      code: 404,
      status: 404,
      message: "购物车中没有该商品",
    });
    expect(await remove(intruder.token, [owner.line.id])).toMatchObject({
      code: 404,
      message: "购物车中没有该商品",
    });
    expect(await select(intruder.token, [owner.line.id], false)).toMatchObject({
      code: 404,
      message: "购物车中没有该商品",
    });
    expect(
      (
        await api(svc, PATHS.quantity, {
          token: intruder.token,
          lang: "en",
          body: { id: owner.line.id, quantity: 1 },
        })
      ).message,
    ).toBe("this item is not in your cart");
    // "all" means the caller's own lines only.
    expect((await select(intruder.token, "all", false)).code).toBe(200);

    expect(await rows(owner.user.id)).toEqual(before);
    expect(await rows(intruder.user.id)).toEqual([]);
  });

  it("counts the bottles in the cart", async () => {
    const { token } = await withLine(2);
    await addToCart(svc, token, await wine(db(), { priceCents: 5_000, stock: 10 }), 3);
    expect(await api(svc, PATHS.count, { token })).toMatchObject({
      code: 200,
      data: { productTotalItem: 5 },
    });
    const empty = await createUser(db());
    expect((await api(svc, PATHS.count, { token: empty.token })).data).toEqual({
      productTotalItem: 0,
    });
  });

  it("shows a line whose wine sold out as soldOut, not selected and not in selectedCents", async () => {
    const { token, goodsId } = await withLine(2);
    await addToCart(svc, token, await wine(db(), { priceCents: 5_000, stock: 10 }), 1);
    await setStock(db(), goodsId, 0);
    const c = await cart(token);
    expect(c.lines[0]).toMatchObject({
      goodsId,
      availability: "soldOut",
      selected: false,
      stock: 0,
    });
    expect(c).toMatchObject({
      productTotalItem: 3,
      selectedQuantity: 1,
      selectedCents: 5_000,
      allSelected: true,
    });
  });

  it("shows a line whose wine left the shelf as offShelf, not selected and not in selectedCents", async () => {
    const { token, goodsId } = await withLine(2);
    await addToCart(svc, token, await wine(db(), { priceCents: 5_000, stock: 10 }), 1);
    await db()
      .update(products)
      .set({ onShelf: false, shelfStatus: "off_shelf" })
      .where(eq(products.id, goodsId));
    const c = await cart(token);
    expect(c.lines[0]).toMatchObject({ goodsId, availability: "offShelf", selected: false });
    expect(c).toMatchObject({ selectedQuantity: 1, selectedCents: 5_000 });
    // Nor can more of it be added.
    expect((await addToCart(svc, token, goodsId, 1)).code).toBe(404);
  });

  it("shows a line above a stock that fell as understock, not in selectedCents", async () => {
    const { token, goodsId } = await withLine(5);
    await setStock(db(), goodsId, 3);
    const c = await cart(token);
    expect(c.lines[0]).toMatchObject({
      availability: "understock",
      selected: false,
      stock: 3,
      quantity: 5,
    });
    expect(c).toMatchObject({ selectedQuantity: 0, selectedCents: 0, allSelected: false });
  });

  it("needs a login", async () => {
    expect((await api(svc, PATHS.cart)).http).toBe(401);
    expect((await api(svc, PATHS.add, { body: { goodsId: 1, quantity: 1 } })).http).toBe(401);
  });

  it("does a wish made before logging in once, whatever the number of logins that carry it", async () => {
    const { user, token } = await createUser(db());
    // Two logins at once: two tokens of one user, each doing the same wish.
    const secondToken = await issueToken(db(), user.id);
    const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
    const wishId = crypto.randomUUID();
    const add = (t: string, id: string) =>
      api<{ productTotalItem: number }>(svc, PATHS.add, {
        token: t,
        body: { goodsId, quantity: 2, wishId: id },
      });
    const answers = await Promise.all([add(token, wishId), add(secondToken, wishId)]);
    expect(answers.map((a) => [a.code, a.data?.productTotalItem])).toEqual([
      [0, 2],
      [0, 2],
    ]);
    expect(await rows(user.id)).toEqual([
      expect.objectContaining({ productId: goodsId, quantity: 2 }),
    ]);
    // Another wish is another add.
    await add(token, crypto.randomUUID());
    expect((await rows(user.id))[0].quantity).toBe(4);
    // The same wish id of another shopper is theirs.
    const other = await createUser(db());
    expect((await add(other.token, wishId)).data?.productTotalItem).toBe(2);
  });

  it("refuses a wish id that is not one", async () => {
    const { user, token } = await createUser(db());
    const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
    const answer = await api(svc, PATHS.add, {
      token,
      body: { goodsId, quantity: 1, wishId: "1; drop table done_wishes" },
    });
    expect(answer.code).not.toBe(0);
    expect(answer.code).not.toBe(200);
    expect(await rows(user.id)).toEqual([]);
  });
});

describe.each(backends())("buy again on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;
  beforeAll(async () => {
    svc = await startService(backend, { env: TEST_ENV });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  const again = (token: string, orderId: number) =>
    api<BuyAgainResult>(svc, "/shoppingCart/shoppingCart/buyAgain", { token, body: { orderId } });

  /** a buyer's cancelled order of 2 bottles of one wine and 3 of another */
  async function cancelledOrder() {
    const b = await buyer(svc);
    const first = await wine(db(), { priceCents: 10_000, stock: 10 });
    const second = await wine(db(), { priceCents: 20_000, stock: 10 });
    await addToCart(svc, b.token, first, 2);
    await addToCart(svc, b.token, second, 3);
    const placed = await placeOrder(svc, b.token, { source: "cart" }, b.addressId);
    const cancelled = await api(svc, "/order/order/cancelOrder", {
      token: b.token,
      body: { id: placed.id },
    });
    expect(cancelled.code).toBe(0);
    expect(await cartRowsOf(db(), b.user.id)).toEqual([]);
    return { ...b, first, second, orderId: placed.id };
  }

  it("puts the order's wines back in the cart, in its quantities", async () => {
    const o = await cancelledOrder();
    const answer = await again(o.token, o.orderId);
    expect(answer).toMatchObject({ code: 0, message: "已加入购物车" });
    expect(answer.data).toEqual({
      added: expect.arrayContaining([
        { goodsId: o.first, quantity: 2 },
        { goodsId: o.second, quantity: 3 },
      ]),
      skipped: [],
      productTotalItem: 5,
    });
    const rows = await cartRowsOf(db(), o.user.id);
    expect(rows.map((r) => [r.productId, r.quantity, r.selected]).sort()).toEqual(
      [
        [o.first, 2, true],
        [o.second, 3, true],
      ].sort(),
    );
  });

  it("skips a sold-out wine, tops up to the stock, and names what it skipped", async () => {
    const o = await cancelledOrder();
    await setStock(db(), o.first, 0);
    await setStock(db(), o.second, 1);
    const answer = await again(o.token, o.orderId);
    expect(answer.data).toEqual({
      added: [{ goodsId: o.second, quantity: 1 }],
      skipped: [{ goodsId: o.first, reason: "soldOut" }],
      productTotalItem: 1,
    });
  });

  it("with nothing it can add, refuses and changes nothing", async () => {
    const o = await cancelledOrder();
    await db()
      .update(products)
      .set({ onShelf: false, shelfStatus: "off_shelf" })
      .where(eq(products.id, o.first));
    await setStock(db(), o.second, 0);
    const answer = await again(o.token, o.orderId);
    expect(answer).toMatchObject({ code: 409, message: "这些酒已售罄或下架，未能加入购物车" });
    expect(await cartRowsOf(db(), o.user.id)).toEqual([]);
  });

  it("another buyer's order is as unknown as a missing one", async () => {
    const o = await cancelledOrder();
    const other = await buyer(svc);
    expect((await again(other.token, o.orderId)).code).toBe(404);
    expect((await again(o.token, 2_000_000_000)).code).toBe(404);
    expect(await cartRowsOf(db(), other.user.id)).toEqual([]);
  });
});
