/**
 * A wine's uploaded pictures (issue 32, decision 045) on both databases, sent as the console sends
 * them: a 2.4 MB phone photo taken sideways is kept upright, resized to a large and a small JPEG
 * without its metadata; a draft's pictures are staff's only, and once on the shelf the first is the
 * cover lists show and the wine's page shows them all; a ninth is refused, also when three race for
 * the last two places; a PDF, a text file called .jpg and a broken JPEG change nothing; removing and
 * choosing the cover keep the places in order; each change is in the audit log and tells the page
 * cache.
 */
import { existsSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpsWine } from "../../contract/wine-desk-answers";
import { WINE_PICTURES_MAX, type OpsWinePictures } from "../../contract/wine-pictures";
import { onCatalogChange } from "../../shopping/catalog/changes";
import { winePictureDir, winePictureFile } from "../../shopping/catalog/wine-pictures/store";
import { productPictures, products, staffAudit } from "../../shopping/db/schema";
import { TEST_ENV } from "../helpers/buying";
import { OPS_KEY } from "../helpers/ops";
import { backends, call, startService, type RunningService } from "../helpers/service";
import { labelPng, phonePhoto } from "../helpers/pictures";
import { firstOwner, member, staffCall } from "../helpers/staff";

const ENV = { ...TEST_ENV, OPS_KEY, SHOPPING_CHECK_ANSWERS: "1" } as NodeJS.ProcessEnv;

describe.each(backends())("a wine's pictures on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;
  let owner: { name: string; session: string };
  let clerk: { name: string; session: string };
  let wineId: number;
  let photo: Buffer;
  const desk = <T = any>(path: string, data?: unknown) =>
    staffCall<T>(svc, owner.session, path, data);

  async function upload(
    id: number | string,
    bytes: Buffer,
    name = "酒标 🍷.jpg",
    session = owner.session,
  ) {
    const form = new FormData();
    form.set("id", String(id));
    form.set("file", new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${svc.base}/ops/catalog/wine/picture`, {
      method: "POST",
      headers: { authorization: `Staff ${session}`, "accept-language-id": "ch" },
      body: form,
    });
    const text = await res.text();
    return JSON.parse(text.replace(/^\)\]\}',\n/, "")) as {
      code: number;
      message: string;
      data: OpsWinePictures | null;
    };
  }
  const rows = () =>
    db()
      .select()
      .from(productPictures)
      .where(eq(productPictures.productId, wineId))
      .orderBy(asc(productPictures.position));
  const keptFiles = () =>
    new Set(existsSync(winePictureDir()) ? readdirSync(winePictureDir()) : []);

  beforeAll(async () => {
    svc = await startService(backend, { env: ENV });
    owner = await firstOwner(svc);
    clerk = await member(svc, owner.session, "clerk", "客服-图");
    const [source] = await db().select({ id: products.id }).from(products).limit(1);
    const wine = await desk<OpsWine>(`/ops/catalog/wine?id=${source.id}`);
    const made = await desk<OpsWine>("/ops/catalog/wine/create", {
      wine: {
        ...wine.data.wine,
        name: { ch: "图片测试干红", tc: "圖片測試乾紅", en: "Picture Red" },
      },
    });
    expect(made.code, made.message).toBe(0);
    wineId = made.data.id;
    photo = await phonePhoto();
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("keeps a sideways 2.4 MB phone photo upright, resized, without its metadata; a draft's is staff's only", async () => {
    expect(photo.byteLength).toBeGreaterThan(2_000_000);
    const heard: number[] = [];
    const stop = onCatalogChange(() => heard.push(1));
    const added = await upload(wineId, photo);
    stop();
    expect(added.code, added.message).toBe(0);
    expect(added.message).toBe("图片已添加");
    expect(heard.length).toBe(1);
    const [picture] = added.data!.pictures;
    // Turned upright: the 2400 x 1600 landscape is a 800 x 1200 portrait.
    expect(picture).toMatchObject({ position: 0, width: 800, height: 1200 });
    const [row] = await rows();
    expect(row).toMatchObject({ fileName: picture.fileName, mime: "image/jpeg", width: 800 });

    const large = await sharp(winePictureFile(picture.fileName, "large")).metadata();
    expect([large.format, large.width, large.height]).toEqual(["jpeg", 800, 1200]);
    expect(large.exif).toBeUndefined();
    expect(large.orientation).toBeUndefined();
    const small = await sharp(winePictureFile(picture.fileName, "small")).metadata();
    expect([small.width, small.height]).toEqual([320, 480]);
    expect(row.size).toBe((await readFile(winePictureFile(picture.fileName, "large"))).byteLength);

    // A draft: its picture is not public, its front is not served; staff read it on their path.
    const file = picture.fileName;
    expect((await fetch(`${svc.base}/goods/goods/photo?file=${file}`)).status).toBe(404);
    expect((await fetch(`${svc.base}/goods/goods/picture?id=${wineId}&view=front`)).status).toBe(
      404,
    );
    const staffOnly = await fetch(`${svc.base}/ops/catalog/wine/photo?file=${file}&size=small`, {
      headers: { authorization: `Staff ${clerk.session}` },
    });
    expect(staffOnly.status).toBe(200);
    expect(staffOnly.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await staffOnly.arrayBuffer())).toEqual(
      await readFile(winePictureFile(file, "small")),
    );
    const preview = await desk(`/ops/catalog/wine/preview?id=${wineId}`);
    expect(preview.data.pictures).toEqual([`/ops/catalog/wine/photo?file=${file}`]);

    const [audit] = await db()
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, "POST /ops/catalog/wine/picture"));
    expect(audit).toMatchObject({ actor: owner.name, target: `wine:${wineId}` });
  });

  it("on the shelf, the cover is the wine's front in lists and the page shows every picture", async () => {
    const png = await upload(wineId, await labelPng(), "logo.png");
    expect(png.code, png.message).toBe(0);
    // A PNG with a see-through background is kept as a JPEG on white, never enlarged.
    const second = png.data!.pictures[1];
    expect(second).toMatchObject({ position: 1, width: 300, height: 400 });
    const { channels, format } = await sharp(winePictureFile(second.fileName, "large")).metadata();
    expect([format, channels]).toEqual(["jpeg", 3]);

    const shelved = await desk("/ops/catalog/wine/shelf", { id: wineId, to: "on_shelf" });
    expect(shelved.code, shelved.message).toBe(0);
    const page = await call(svc.base, `/goods/goods/findGoodsDetail?id=${wineId}`);
    const names = png.data!.pictures.map((p) => p.fileName);
    expect(page.data.pictures).toEqual(names.map((n) => `/goods/goods/photo?file=${n}`));
    const publicPhoto = await fetch(`${svc.base}/goods/goods/photo?file=${names[0]}`);
    expect(publicPhoto.status).toBe(200);
    expect(publicPhoto.headers.get("content-type")).toBe("image/jpeg");
    expect(publicPhoto.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const front = await fetch(`${svc.base}/goods/goods/picture?id=${wineId}&view=front`);
    expect(front.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await front.arrayBuffer())).toEqual(
      await readFile(winePictureFile(names[0], "small")),
    );
    // The label is still drawn from the wine's data.
    const label = await fetch(`${svc.base}/goods/goods/picture?id=${wineId}&view=label`);
    expect(label.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  });

  it("refuses a PDF, a text file called .jpg and a broken JPEG, and keeps nothing of them", async () => {
    const before = keptFiles();
    const count = (await rows()).length;
    const pdf = await upload(
      wineId,
      Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(4096)]),
      "a.pdf",
    );
    expect([pdf.code, pdf.message]).toEqual([415, "只支持 JPEG、PNG 或 WebP 图片"]);
    const text = await upload(wineId, Buffer.from("不是图片 🍷".repeat(100)), "fake.jpg");
    expect(text.code).toBe(415);
    const broken = await upload(wineId, photo.subarray(0, 40_000), "cut.jpg");
    expect([broken.code, broken.message]).toEqual([
      415,
      "无法打开这张图片，请换一张 JPEG、PNG 或 WebP 图片",
    ]);
    const noWine = await upload(2_000_000_000, await labelPng());
    expect(noWine.code).toBe(404);
    const badId = await upload("七", await labelPng());
    expect(badId.code).toBe(422);
    const clerkTry = await upload(wineId, await labelPng(), "x.png", clerk.session);
    expect(clerkTry.code).toBe(403);
    expect((await rows()).length).toBe(count);
    expect(keptFiles()).toEqual(before);
  });

  it("takes at most eight: three uploads racing for the last two places keep two", async () => {
    const png = await labelPng();
    while ((await rows()).length < WINE_PICTURES_MAX - 2)
      expect((await upload(wineId, png)).code).toBe(0);
    const raced = await Promise.all([
      upload(wineId, png),
      upload(wineId, png),
      upload(wineId, png),
    ]);
    expect(raced.map((r) => r.code).sort()).toEqual([0, 0, 409]);
    expect(raced.find((r) => r.code === 409)!.message).toBe("每款酒最多 8 张图片，请先删除一张");
    const kept = await rows();
    expect(kept.map((r) => r.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const row of kept) {
      expect(existsSync(winePictureFile(row.fileName, "large"))).toBe(true);
      expect(existsSync(winePictureFile(row.fileName, "small"))).toBe(true);
    }
    // The refused upload's files are gone: two per kept picture, none more of this wine's.
    const names = new Set(kept.map((r) => r.fileName));
    expect(kept.length).toBe(names.size);
  });

  it("removes a picture and makes another the cover, the places kept in order, in the audit log", async () => {
    const [first, second, third] = await rows();
    const removed = await desk<OpsWinePictures>("/ops/catalog/wine/picture/remove", {
      id: wineId,
      pictureId: second.id,
    });
    expect(removed.code, removed.message).toBe(0);
    expect(removed.data.pictures.map((p) => p.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(removed.data.pictures[1].id).toBe(third.id);
    expect(existsSync(winePictureFile(second.fileName, "large"))).toBe(false);
    expect(existsSync(winePictureFile(second.fileName, "small"))).toBe(false);
    expect((await fetch(`${svc.base}/goods/goods/photo?file=${second.fileName}`)).status).toBe(404);

    const covered = await desk<OpsWinePictures>("/ops/catalog/wine/picture/cover", {
      id: wineId,
      pictureId: third.id,
    });
    expect(covered.code, covered.message).toBe(0);
    expect(covered.data.pictures.slice(0, 2).map((p) => p.id)).toEqual([third.id, first.id]);
    const front = await fetch(`${svc.base}/goods/goods/picture?id=${wineId}&view=front`);
    expect(Buffer.from(await front.arrayBuffer())).toEqual(
      await readFile(winePictureFile(third.fileName, "small")),
    );

    const again = await desk("/ops/catalog/wine/picture/remove", {
      id: wineId,
      pictureId: second.id,
    });
    expect([again.code, again.message]).toEqual([
      404,
      "this picture is no longer the wine's: reload the page",
    ]);
    const [audit] = await db()
      .select()
      .from(staffAudit)
      .where(
        and(
          eq(staffAudit.action, "POST /ops/catalog/wine/picture/cover"),
          eq(staffAudit.target, `wine:${wineId}`),
        ),
      );
    const before = (audit.before as OpsWinePictures).pictures.map((p) => p.id);
    const after = (audit.after as OpsWinePictures).pictures.map((p) => p.id);
    expect(after[0]).toBe(third.id);
    expect(before[0]).toBe(first.id);
  });
});
