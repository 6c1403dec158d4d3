/**
 * Pictures with after-sale requests and reviews: uploads of the same buyer for that purpose, at most
 * six, each attached once, shown back in the order chosen; a refused picture refuses the whole
 * form and changes nothing.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadResult } from "../../contract/accounts";
import type { AfterSaleView } from "../../contract/aftersale";
import type { ReviewPage } from "../../contract/after-shipping";
import { listOpenAfterSales } from "../../shopping/aftersale/operator";
import {
  afterSalePhotos,
  afterSales,
  orders,
  reviewPhotos,
  reviews,
  uploads,
} from "../../shopping/db/schema";
import { api } from "../helpers/accounts";
import { buyer, orderRow, placeOrder, TEST_ENV, wine } from "../helpers/buying";
import { backends, startService, type Answer, type RunningService } from "../helpers/service";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const fieldErrorsOf = (a: Answer) =>
  (a.data as { fieldErrors: Record<string, string[]> }).fieldErrors;

describe.each(backends())("pictures with after-sale and reviews on %s", (backend) => {
  let svc: RunningService;
  let dir: string;
  const saved = process.env.UPLOAD_DIR;
  const db = () => svc.database.db;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "shop-photos-"));
    process.env.UPLOAD_DIR = dir;
    svc = await startService(backend, { env: TEST_ENV });
  });
  afterAll(async () => {
    await svc?.stop();
    if (saved === undefined) delete process.env.UPLOAD_DIR;
    else process.env.UPLOAD_DIR = saved;
    await rm(dir, { recursive: true, force: true });
  });

  async function upload(token: string, purpose: string): Promise<string> {
    const form = new FormData();
    form.append("purpose", purpose);
    form.append("file", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "x.png");
    const res = await fetch(`${svc.base}/file/file/upload`, {
      method: "POST",
      headers: { authorization: token, "accept-language-id": "en" },
      body: form,
    });
    const body = JSON.parse((await res.text()).replace(/^\)\]\}',\n/, "")) as {
      code: number;
      data: UploadResult;
    };
    expect(body.code).toBe(200);
    return body.data.fileName;
  }
  const uploadMany = (token: string, purpose: string, n: number) =>
    Promise.all(Array.from({ length: n }, () => upload(token, purpose)));

  /** A buyer's order of one 100-yuan wine, put in `status` as shipping and receipt leave it. */
  async function orderIn(status: "pending_delivery" | "pending_comment") {
    const b = await buyer(svc);
    const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
    const placed = await placeOrder(
      svc,
      b.token,
      { source: "buyNow", goodsId, quantity: 1 },
      b.addressId,
    );
    await db().update(orders).set({ status }).where(eq(orders.id, placed.id));
    return { ...b, goodsId, orderId: placed.id };
  }

  const apply = (token: string, orderId: number, photos: unknown) =>
    api<AfterSaleView>(svc, "/order/afterSale/applyRefund", {
      token,
      lang: "en",
      body: { orderId, reasonCode: "changedMind", amountCents: 100, points: 0, photos },
    });

  it("keeps a request's pictures in the order chosen, for the buyer and the operator", async () => {
    const b = await orderIn("pending_delivery");
    const names = await uploadMany(b.token, "aftersale", 6);
    const applied = await apply(b.token, b.orderId, names);
    expect(applied.code).toBe(0);
    expect(applied.data.photos).toEqual(names);
    const found = await api<AfterSaleView>(
      svc,
      `/order/afterSale/findAfterSale?orderId=${b.orderId}`,
      { token: b.token },
    );
    expect(found.data.photos).toEqual(names);
    const open = await listOpenAfterSales(db(), "en");
    const order = await orderRow(db(), b.orderId);
    expect(open.find((r) => r.orderNo === order.orderNo)?.photos).toEqual(names);
    // The picture itself comes back from the echo path.
    const echo = await fetch(`${svc.base}/file/file/echo?fileName=${names[0]}`);
    expect(echo.status).toBe(200);
    expect(Buffer.from(await echo.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("takes a request without pictures", async () => {
    const b = await orderIn("pending_delivery");
    const applied = await apply(b.token, b.orderId, undefined);
    expect(applied.code).toBe(0);
    expect(applied.data.photos).toEqual([]);
  });

  it("refuses pictures that are not this buyer's for this purpose, and changes nothing", async () => {
    const b = await orderIn("pending_delivery");
    const other = await buyer(svc);
    const cases: [string, unknown, string][] = [
      ["seven", await uploadMany(b.token, "aftersale", 7), "photos.tooMany"],
      ["another buyer's", [await upload(other.token, "aftersale")], "photos.invalid"],
      ["an avatar", [await upload(b.token, "avatar")], "photos.invalid"],
      ["a review's", [await upload(b.token, "review")], "photos.invalid"],
      ["never uploaded", ["0123456789abcdef0123456789abcdef.png"], "photos.invalid"],
      ["not a name", ["../../etc/passwd"], "photos.invalid"],
      ["twice the same", Array(2).fill(await upload(b.token, "aftersale")), "photos.invalid"],
      ["not a list", "abc.png", "photos.invalid"],
    ];
    for (const [what, photos, key] of cases) {
      const refused = await apply(b.token, b.orderId, photos);
      expect(refused.code, what).toBe(422);
      expect(fieldErrorsOf(refused).photos, what).toEqual([key]);
    }
    expect(await db().select().from(afterSales).where(eq(afterSales.orderId, b.orderId))).toEqual(
      [],
    );
    expect((await orderRow(db(), b.orderId)).status).toBe("pending_delivery");
  });

  it("attaches a picture once: a second request cannot take the first one's", async () => {
    const first = await orderIn("pending_delivery");
    const [name] = await uploadMany(first.token, "aftersale", 1);
    expect((await apply(first.token, first.orderId, [name])).code).toBe(0);
    const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
    const second = await placeOrder(
      svc,
      first.token,
      { source: "buyNow", goodsId, quantity: 1 },
      first.addressId,
    );
    await db().update(orders).set({ status: "pending_delivery" }).where(eq(orders.id, second.id));
    const refused = await apply(first.token, second.id, [name]);
    expect(fieldErrorsOf(refused).photos).toEqual(["photos.invalid"]);
    expect(await db().select().from(afterSales).where(eq(afterSales.orderId, second.id))).toEqual(
      [],
    );
  });

  it("holds six at most in the table itself", async () => {
    const b = await orderIn("pending_delivery");
    const names = await uploadMany(b.token, "aftersale", 1);
    const applied = await apply(b.token, b.orderId, names);
    const [extra] = await uploadMany(b.token, "aftersale", 1);
    const [row] = await db()
      .select({ id: afterSalePhotos.uploadId })
      .from(afterSalePhotos)
      .where(eq(afterSalePhotos.afterSaleId, applied.data.id));
    expect(row).toBeTruthy();
    const [extraRow] = await db()
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.fileName, extra));
    await expect(
      db().insert(afterSalePhotos).values({
        afterSaleId: applied.data.id,
        uploadId: extraRow.id,
        position: 6,
      }),
    ).rejects.toThrow();
  });

  it("shows a review's pictures with the wine's reviews; a refused one refuses the review", async () => {
    const b = await orderIn("pending_comment");
    const [avatar] = await uploadMany(b.token, "avatar", 1);
    const refused = await api(svc, "/order/comment/saveComments", {
      token: b.token,
      lang: "en",
      body: {
        orderId: b.orderId,
        comments: [{ goodsId: b.goodsId, rating: 5, content: "Lovely", photos: [avatar] }],
      },
    });
    expect(refused.code).toBe(422);
    expect(fieldErrorsOf(refused)["comments.0.photos"]).toEqual(["photos.invalid"]);
    expect((await orderRow(db(), b.orderId)).status).toBe("pending_comment");
    expect(await db().select().from(reviews).where(eq(reviews.orderId, b.orderId))).toEqual([]);

    const names = await uploadMany(b.token, "review", 2);
    const saved = await api(svc, "/order/comment/saveComments", {
      token: b.token,
      body: {
        orderId: b.orderId,
        comments: [{ goodsId: b.goodsId, rating: 5, content: "Lovely", photos: names }],
      },
    });
    expect(saved.code).toBe(0);
    const page = await api<ReviewPage>(svc, `/goods/comment/findComments?goodsId=${b.goodsId}`);
    expect(page.data.list[0].photos).toEqual(names);
    expect(await db().select().from(reviewPhotos)).toEqual(
      expect.arrayContaining([expect.objectContaining({ position: 1 })]),
    );
  });
});
