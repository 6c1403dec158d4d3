/**
 * Promotions with a start and an end (issue 32, decision 047) on both databases: set at the
 * catalogue desk as staff type them; before the start and after the end the wine sells at its price
 * without its label, while it runs at the promotion's price with its label, in the list, its page,
 * the price filter and sort, the cart, the points price and the order; a checkout opened during the
 * promotion and sent after its end is refused with the changed amount and placed at the price again;
 * a partial or backwards promotion is refused on its field, and the table refuses one the service
 * would never write.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpsWine, WineBody } from "../../contract/wine-desk-answers";
import { products } from "../../shopping/db/schema";
import {
  addToCart,
  buyer,
  createOrder,
  linesOf,
  PATHS,
  placeOrder,
  preview,
  TEST_ENV,
  wine,
} from "../helpers/buying";
import { OPS_KEY } from "../helpers/ops";
import { backends, call, startService, type RunningService } from "../helpers/service";
import { firstOwner, staffCall } from "../helpers/staff";

const ENV = { ...TEST_ENV, OPS_KEY, SHOPPING_CHECK_ANSWERS: "1" } as NodeJS.ProcessEnv;
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const LABEL = { ch: "双十二限时价🍷", tc: "雙十二限時價🍷", en: "Double 12 price" };

describe.each(backends())("timed promotions on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;
  let owner: { name: string; session: string };
  let wineId: number;
  let regular: WineBody;

  const desk = <T = any>(path: string, data?: unknown) =>
    staffCall<T>(svc, owner.session, path, data);
  const promote = (promotion: Partial<WineBody>) =>
    desk<OpsWine>("/ops/catalog/wine/update", { id: wineId, wine: { ...regular, ...promotion } });
  const page = async () =>
    (await call(svc.base, `/goods/goods/findGoodsDetail?id=${wineId}`, { lang: "ch" })).data;
  const listed = async (query: string) => {
    const found = await call(svc.base, `/goods/goods/findGoodsList?${query}&pageSize=100`);
    return found.data.list as { id: number; priceCents: number; promotion: string | null }[];
  };

  beforeAll(async () => {
    svc = await startService(backend, { env: ENV });
    owner = await firstOwner(svc);
    wineId = await wine(db(), { priceCents: 32_800, marketPriceCents: 39_800, stock: 50 });
    const read = await desk<OpsWine>(`/ops/catalog/wine?id=${wineId}`);
    regular = { ...read.data.wine, discount: 82, promotion: LABEL };
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("sells at the price before the start, at the promotion's price while it runs, and at the price after the end", async () => {
    const saved = await promote({
      promotionPriceCents: 26_800,
      promotionStartsAt: at(HOUR),
      promotionEndsAt: at(2 * HOUR),
    });
    expect(saved.code, saved.message).toBe(0);
    expect(saved.data.wine.promotionPriceCents).toBe(26_800);
    // Before the start: the price, and neither the discount nor the label.
    expect(await page()).toMatchObject({ priceCents: 32_800, discount: null, promotion: null });

    await db()
      .update(products)
      .set({ promotionStartsAt: new Date(Date.now() - HOUR) })
      .where(eq(products.id, wineId));
    expect(await page()).toMatchObject({
      priceCents: 26_800,
      marketPriceCents: 39_800,
      discount: 82,
      promotion: LABEL.ch,
    });
    // The list, its price filter and its "on promotion" filter agree with the page.
    const inList = (await listed("priceMax=27000")).find((w) => w.id === wineId);
    expect(inList).toMatchObject({ priceCents: 26_800, promotion: LABEL.ch });
    expect((await listed("onPromotion=true")).map((w) => w.id)).toContain(wineId);
    const { token, addressId } = await buyer(svc);
    await addToCart(svc, token, wineId, 2);
    const cart = await call(svc.base, PATHS.cart, { token });
    expect(cart.data.lines.find((l: { goodsId: number }) => l.goodsId === wineId)).toMatchObject({
      priceCents: 26_800,
      lineCents: 53_600,
    });
    const order = await placeOrder(
      svc,
      token,
      { source: "buyNow", goodsId: wineId, quantity: 1 },
      addressId,
    );
    const [line] = await linesOf(db(), order.id);
    expect(line.unitPriceCents).toBe(26_800);

    await db()
      .update(products)
      .set({
        promotionEndsAt: new Date(Date.now() - 60_000),
        promotionStartsAt: new Date(Date.now() - HOUR),
      })
      .where(eq(products.id, wineId));
    expect(await page()).toMatchObject({ priceCents: 32_800, discount: null, promotion: null });
    expect((await listed("onPromotion=true")).map((w) => w.id)).not.toContain(wineId);
  });

  it("refuses a checkout opened during the promotion and sent after its end, then places it at the price", async () => {
    await promote({
      promotionPriceCents: 26_800,
      promotionStartsAt: at(-HOUR),
      promotionEndsAt: at(HOUR),
    });
    const { token, addressId } = await buyer(svc);
    const source = { source: "buyNow" as const, goodsId: wineId, quantity: 1 };
    const seen = await preview(svc, token, source);
    expect(seen.data.amounts.goodsCents).toBe(26_800);
    // The promotion ends while the buyer reads the checkout.
    await db()
      .update(products)
      .set({ promotionEndsAt: new Date(Date.now() - 1_000) })
      .where(eq(products.id, wineId));
    const late = await createOrder(svc, token, source, {
      addressId,
      expectedTotalCents: seen.data.amounts.totalCents,
    });
    expect([late.code, late.message]).toEqual([409, "订单金额已变化，请确认后重新提交"]);
    const again = await preview(svc, token, source);
    expect(again.data.amounts.goodsCents).toBe(32_800);
    const placed = await createOrder(svc, token, source, {
      addressId,
      expectedTotalCents: again.data.amounts.totalCents,
    });
    expect(placed.code, placed.message).toBe(200);
    const [line] = await linesOf(db(), placed.data.id);
    expect(line.unitPriceCents).toBe(32_800);
  });

  it("refuses a partial, dear or backwards promotion on its field; the table refuses what the service never writes", async () => {
    const cases: [Partial<WineBody>, string, string][] = [
      [
        { promotionPriceCents: 20_000, promotionStartsAt: null, promotionEndsAt: at(HOUR) },
        "wine.promotionStartsAt",
        "winePromotion.partial",
      ],
      [
        { promotionPriceCents: 32_800, promotionStartsAt: at(0), promotionEndsAt: at(HOUR) },
        "wine.promotionPriceCents",
        "winePromotionPrice.high",
      ],
      [
        { promotionPriceCents: 20_000, promotionStartsAt: at(HOUR), promotionEndsAt: at(0) },
        "wine.promotionEndsAt",
        "winePromotionTime.order",
      ],
    ];
    const before = await db().select().from(products).where(eq(products.id, wineId));
    for (const [promotion, field, key] of cases) {
      const refused = await promote(promotion);
      expect(refused.code, JSON.stringify(promotion)).toBe(422);
      const { fieldErrors } = refused.data as unknown as { fieldErrors: Record<string, string[]> };
      expect(fieldErrors[field], JSON.stringify(refused)).toEqual([key]);
    }
    const after = await db().select().from(products).where(eq(products.id, wineId));
    expect(after).toEqual(before);
    const broken = await db()
      .update(products)
      .set({ promotionPriceCents: 1_000, promotionStartsAt: null, promotionEndsAt: null })
      .where(eq(products.id, wineId))
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(String((broken?.cause as Error | undefined)?.message)).toMatch(
      /products_promotion_window/,
    );
  });
});
