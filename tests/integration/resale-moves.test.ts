/**
 * Every resale move from every status through the service (decision 037): the table's moves are
 * made by their endpoints, every other is refused with the item unchanged. The shop's audit logs
 * the bottles received and inspected with a new claim secret and registers the item; a rejection
 * frees the bottles with its reason; the shelf sweep takes an unsold item off and texts the seller.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResaleItem, ResaleItemList } from "../../contract/resale-answers";
import type { ResaleStatus } from "../../contract/resale-statuses";
import {
  bottles,
  resaleItems,
  resaleNotices,
  shopSettings,
  smsOutbox,
  uploads,
} from "../../shopping/db/schema";
import { bottlesBackInShop, bottleSubject } from "../../shopping/provenance/bottles";
import { entriesOf } from "../../shopping/provenance/log";
import { expiredText, sweepExpiredResale } from "../../shopping/resale/shelf-expiry";
import { selectSmsProvider } from "../../shopping/providers/sms/provider";
import { photoBytes } from "../helpers/aborted-upload";
import { api } from "../helpers/accounts";
import { TEST_ENV } from "../helpers/buying";
import { ops, OPS_KEY } from "../helpers/ops";
import {
  itemRow,
  passedItem,
  RESALE,
  saveResale,
  sellerWithBottles,
  shelvedItem,
  type Seller,
} from "../helpers/resale";
import { backends, startService, type RunningService } from "../helpers/service";
import { setShopContacts, TEST_RETURN_ADDRESS } from "../helpers/shop";

const ENV = { ...TEST_ENV, OPS_KEY } as NodeJS.ProcessEnv;

type Move = "send" | "receive" | "reject" | "withdraw" | "shelve" | "unshelve";
const MOVES: Move[] = ["send", "receive", "reject", "withdraw", "shelve", "unshelve"];

/** The moves each status allows through the endpoints (the table, plus the parcel before receipt). */
const ALLOWED: Record<Exclude<ResaleStatus, "initial">, Move[]> = {
  system_audit_passed: ["send", "receive", "reject", "withdraw"],
  shop_audit_passed: ["shelve"],
  on_shelf: ["unshelve"],
  off_shelf: ["shelve"],
  rejected: [],
  withdrawn: [],
};

describe.each(backends())("resale moves on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend, { env: ENV });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  async function itemIn(status: Exclude<ResaleStatus, "initial">) {
    const seller = await sellerWithBottles(svc, 2);
    if (status === "shop_audit_passed") return { seller, code: await passedItem(svc, seller) };
    if (status === "on_shelf" || status === "off_shelf") {
      const code = await shelvedItem(svc, seller);
      if (status === "off_shelf") await move(seller, code, "unshelve");
      return { seller, code };
    }
    const listed = await saveResale(svc, seller, {
      quantity: 2,
      priceCents: 10_000,
      minQuantity: 1,
    });
    const code = listed.data.code;
    if (status === "rejected") await move(seller, code, "reject");
    if (status === "withdrawn") await move(seller, code, "withdraw");
    return { seller, code };
  }

  function move(seller: Seller, code: string, action: Move) {
    const token = seller.token;
    switch (action) {
      case "send":
        return api(svc, RESALE.ship, {
          token,
          body: { code, company: "SF", trackingNo: "SF123456789" },
        });
      case "receive":
        return ops(svc.base, "/ops/resale/receive", { body: { code, grade: "B" } });
      case "reject":
        return ops(svc.base, "/ops/resale/reject", { body: { code, reason: "瓶塞渗漏" } });
      case "withdraw":
        return api(svc, RESALE.withdraw, { token, body: { code } });
      case "shelve":
        return api(svc, RESALE.shelf, { token, body: { code, onShelf: true } });
      case "unshelve":
        return api(svc, RESALE.shelf, { token, body: { code, onShelf: false } });
    }
  }

  for (const [status, allowed] of Object.entries(ALLOWED) as [
    Exclude<ResaleStatus, "initial">,
    Move[],
  ][])
    it(`from ${status}: ${allowed.join(", ") || "nothing"} allowed, every other move refused`, async () => {
      const { seller, code } = await itemIn(status);
      const before = await itemRow(svc, code);
      expect(before.status).toBe(status);
      for (const action of MOVES.filter((m) => !allowed.includes(m))) {
        const answer = await move(seller, code, action);
        expect(answer.http, action).toBe(200);
        expect(answer.code, `${action}: ${answer.message}`).toBe(409);
        expect(await itemRow(svc, code), action).toEqual(before);
      }
      for (const action of allowed) {
        const fresh = await itemIn(status);
        const answer = await move(fresh.seller, fresh.code, action);
        expect(answer.code, `${action}: ${answer.message}`).toBe(0);
      }
    });

  it("a sent item cannot be withdrawn; the parcel is read as a return parcel is", async () => {
    const seller = await sellerWithBottles(svc, 1);
    const listed = await saveResale(svc, seller, {
      quantity: 1,
      priceCents: 10_000,
      minQuantity: 1,
    });
    const code = listed.data.code;
    const wrong = await api(svc, RESALE.ship, {
      token: seller.token,
      body: { code, company: "XX", trackingNo: "1" },
    });
    expect(wrong.code).toBe(422);
    const sent = await api<ResaleItem>(svc, RESALE.ship, {
      token: seller.token,
      body: { code: code.toLowerCase(), company: "JD", trackingNo: "jd 0001-2345 67" },
    });
    expect(sent.code, sent.message).toBe(0);
    expect(sent.data).toMatchObject({ shipCompany: "JD", shipTrackingNo: "JD0001234567" });
    const withdrawn = await api(svc, RESALE.withdraw, { token: seller.token, body: { code } });
    expect(withdrawn.code).toBe(409);
    expect(withdrawn.message).toBe("酒已寄出，请等待本店验收");
  });

  it("the parcel goes to the shop's return address: shown to the seller, refused while it is unset", async () => {
    const seller = await sellerWithBottles(svc, 1);
    const listed = await saveResale(svc, seller, {
      quantity: 1,
      priceCents: 10_000,
      minQuantity: 1,
    });
    const code = listed.data.code;
    const shown = await api(svc, RESALE.returnAddress, { token: seller.token });
    expect(shown.data).toEqual(TEST_RETURN_ADDRESS);
    await db()
      .update(shopSettings)
      .set({ returnRecipient: null, returnPhone: null, returnAddress: null });
    try {
      const unset = await api(svc, RESALE.returnAddress, { token: seller.token });
      expect(unset.code).toBe(200);
      expect(unset.data).toBeNull();
      const before = await itemRow(svc, code);
      const refused = await api(svc, RESALE.ship, {
        token: seller.token,
        body: { code, company: "SF", trackingNo: "SF1234567890" },
      });
      expect(refused.code).toBe(409);
      expect(refused.message).toContain("商家正在安排退货地址");
      expect(await itemRow(svc, code)).toEqual(before);
    } finally {
      await setShopContacts(svc);
    }
    const sent = await api(svc, RESALE.ship, {
      token: seller.token,
      body: { code, company: "SF", trackingNo: "SF1234567890" },
    });
    expect(sent.code, sent.message).toBe(0);
  });

  it("the shop's pass logs the bottles received and inspected with a new claim, and registers the item", async () => {
    const seller = await sellerWithBottles(svc, 2);
    const code = await passedItem(svc, seller);
    const item = await itemRow(svc, code);
    expect(item).toMatchObject({
      status: "shop_audit_passed",
      registration: "registered",
      grade: "A",
      auditNote: "原封",
      auditedBy: "operator:alice",
    });
    const held = await db().select().from(bottles).where(eq(bottles.ownerId, seller.user.id));
    expect(held.map((b) => [b.status, b.orderId, b.claimGeneration])).toEqual([
      ["consigned", null, 1],
      ["consigned", null, 1],
    ]);
    for (const bottle of held) {
      const chain = (await entriesOf(db(), [bottleSubject(bottle.serial)])).map((e) =>
        JSON.parse(e.entry),
      );
      expect(chain.map((e) => e.bizStep)).toEqual(["retail_selling", "receiving", "inspecting"]);
      expect(chain[2]).toMatchObject({ grade: "A", claimGeneration: 1 });
      expect(typeof chain[2].claim).toBe("string");
      expect(bottle.lastEntry).toBe(
        (await entriesOf(db(), [bottleSubject(bottle.serial)])).at(-1)!.index,
      );
    }
    const mine = await api<ResaleItemList>(svc, RESALE.items, { token: seller.token });
    expect(mine.data.list[0]).toMatchObject({
      code,
      status: "shop_audit_passed",
      registration: "registered",
      grade: "A",
    });
  });

  it("a pass sent twice at once, or replayed, passes once: the bottles are logged received and inspected once", async () => {
    const seller = await sellerWithBottles(svc, 2);
    const listed = await saveResale(svc, seller, {
      quantity: 2,
      priceCents: 10_000,
      minQuantity: 1,
    });
    const code = listed.data.code;
    const pass = (grade: string) =>
      ops(svc.base, "/ops/resale/receive", { operator: "alice", body: { code, grade } });
    const answers = await Promise.all([pass("A"), pass("B")]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 409]);
    const replayed = await pass("A");
    expect(replayed.code).toBe(409);
    const item = await itemRow(svc, code);
    expect(item.status).toBe("shop_audit_passed");
    expect(item.grade).toBe(answers.find((a) => a.code === 0)!.data.grade);
    for (const serial of seller.serials) {
      const chain = (await entriesOf(db(), [bottleSubject(serial)])).map((e) =>
        JSON.parse(e.entry),
      );
      expect(chain.map((e) => e.bizStep)).toEqual(["retail_selling", "receiving", "inspecting"]);
    }
  });

  it("inspection pictures: sent for an item awaiting inspection, kept with its seller, shown on the item; any other is refused", async () => {
    async function sendPhoto(code: string, bytes: Buffer, auth = `Ops ${OPS_KEY}`) {
      const form = new FormData();
      form.set("code", code);
      form.set("file", new Blob([new Uint8Array(bytes)]), "瓶身 🍷.jpg");
      const res = await fetch(`${svc.base}/ops/resale/photo`, {
        method: "POST",
        headers: { authorization: auth, "accept-language-id": "ch" },
        body: form,
      });
      const text = await res.text();
      return JSON.parse(text.replace(/^\)\]\}',\n/, "")) as {
        code: number;
        message: string;
        data: { fileName: string } | null;
      };
    }
    const seller = await sellerWithBottles(svc, 2);
    const other = await sellerWithBottles(svc, 1);
    const listed = await saveResale(svc, seller, {
      serials: seller.serials,
      priceCents: 10_000,
      minQuantity: 1,
    });
    const code = listed.data.code;
    const otherCode = (
      await saveResale(svc, other, { serials: other.serials, priceCents: 10_000, minQuantity: 1 })
    ).data.code;
    const uploadsBefore = await db().select().from(uploads);

    expect(await sendPhoto(code, photoBytes(1024), "Ops wrong-key-0000000000000000")).toMatchObject(
      {
        code: 403,
        message: "运营密钥不正确",
      },
    );
    expect(await sendPhoto("R999999", photoBytes(1024))).toMatchObject({
      code: 404,
      message: "转售商品不存在",
    });
    expect(await sendPhoto(code, Buffer.from("%PDF-1.7 not a picture"))).toMatchObject({
      code: 415,
    });
    expect(await db().select().from(uploads)).toEqual(uploadsBefore);

    const mine = await sendPhoto(code, photoBytes(1_500_000));
    expect(mine.data?.fileName, mine.message).toMatch(/^[0-9a-f]{32}\.jpg$/);
    const theirs = await sendPhoto(otherCode, photoBytes(2048));
    expect(theirs.data?.fileName, theirs.message).toMatch(/^[0-9a-f]{32}\.jpg$/);
    const [row] = await db()
      .select()
      .from(uploads)
      .where(eq(uploads.fileName, mine.data!.fileName));
    expect(row).toMatchObject({ userId: seller.user.id, purpose: "resale", size: 1_500_000 });

    // Another item's picture, or a buyer's own upload, is not this inspection's: nothing changes.
    const refused = await ops(svc.base, "/ops/resale/receive", {
      lang: "ch",
      body: { code, grade: "B", photos: [mine.data!.fileName, theirs.data!.fileName] },
    });
    expect(refused).toMatchObject({ code: 409 });
    expect(await itemRow(svc, code)).toMatchObject({
      status: "system_audit_passed",
      auditPhotos: [],
    });

    const passed = await ops(svc.base, "/ops/resale/receive", {
      operator: "alice",
      body: { code, grade: "B", note: "酒标轻微磨损", photos: [mine.data!.fileName] },
    });
    expect(passed.code, passed.message).toBe(0);
    const items = await api<ResaleItemList>(svc, RESALE.items, { token: seller.token });
    expect(items.data.list.find((i) => i.code === code)).toMatchObject({
      grade: "B",
      auditPhotos: [mine.data!.fileName],
    });
    expect(await sendPhoto(code, photoBytes(1024))).toMatchObject({
      code: 409,
      message: "该转售商品当前状态不能进行此操作",
    });
  });

  it("the shop cannot pass bottles that moved meanwhile: the operator rejects the item", async () => {
    const seller = await sellerWithBottles(svc, 2);
    const listed = await saveResale(svc, seller, {
      serials: [seller.serials[1]],
      priceCents: 10_000,
      minQuantity: 1,
    });
    const code = listed.data.code;
    // As a settled return takes the order's last serials back (shopping/provenance/bottles.ts).
    await db().transaction((tx) =>
      bottlesBackInShop(tx, seller.order.id, [{ productId: seller.goodsId, quantity: 1 }]),
    );
    const before = await itemRow(svc, code);
    const refused = await ops(svc.base, "/ops/resale/receive", { body: { code, grade: "A" } });
    expect(refused.code).toBe(409);
    expect(refused.message).toBe(
      "a bottle of this item has moved (returned, perhaps): reject the item",
    );
    expect(await itemRow(svc, code)).toEqual(before);
    const rejected = await ops(svc.base, "/ops/resale/reject", {
      body: { code, reason: "酒瓶已退货" },
    });
    expect(rejected.code, rejected.message).toBe(0);
  });

  it("a rejection shows its reason and frees the bottles to be listed again", async () => {
    const seller = await sellerWithBottles(svc, 1);
    const listed = await saveResale(svc, seller, {
      quantity: 1,
      priceCents: 10_000,
      minQuantity: 1,
    });
    const rejected = await ops(svc.base, "/ops/resale/reject", {
      operator: "bob",
      body: { code: listed.data.code, reason: "酒标破损" },
    });
    expect(rejected.code, rejected.message).toBe(0);
    const mine = await api<ResaleItemList>(svc, RESALE.items, { token: seller.token });
    expect(mine.data.list[0]).toMatchObject({
      status: "rejected",
      registration: "unregistered",
      rejectReason: "酒标破损",
    });
    const [bottle] = await db().select().from(bottles).where(eq(bottles.ownerId, seller.user.id));
    expect(bottle).toMatchObject({ status: "sold", orderId: seller.order.id });
    const again = await saveResale(svc, seller, {
      quantity: 1,
      priceCents: 10_000,
      minQuantity: 1,
    });
    expect(again.code, again.message).toBe(0);
  });

  it("the shelf sweep takes an item unsold for the shelf days off and texts its seller, in the language they listed it in", async () => {
    const seller = await sellerWithBottles(svc, 1);
    const code = await shelvedItem(svc, seller);
    const english = await sellerWithBottles(svc, 1);
    const englishCode = await shelvedItem(svc, english, {}, "en");
    const sms = selectSmsProvider(db(), { SMS_PROVIDER: "outbox" });
    expect(await sweepExpiredResale(db(), sms)).toBe(0);
    const longAgo = new Date(Date.now() - 91 * 24 * 60 * 60 * 1000);
    for (const expired of [code, englishCode])
      await db()
        .update(resaleItems)
        .set({ shelvedAt: longAgo })
        .where(eq(resaleItems.code, expired));
    expect(await sweepExpiredResale(db(), sms)).toBeGreaterThanOrEqual(1);
    const item = await itemRow(svc, code);
    expect(item).toMatchObject({
      status: "off_shelf",
      offShelfBy: "expired",
      registration: "registered",
    });
    const [notice] = await db()
      .select()
      .from(resaleNotices)
      .where(eq(resaleNotices.itemId, item.id));
    expect(notice.sentAt).not.toBeNull();
    const texts = await db()
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.phone, seller.user.phone), eq(smsOutbox.purpose, "resaleNotice")));
    expect(texts.map((t) => t.body)).toEqual([
      `【醇境酒窖】您的转售商品${code}已90天未售出，已自动下架，可在“我的转售商品”中重新上架。`,
    ]);
    const englishTexts = await db()
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.phone, english.user.phone), eq(smsOutbox.purpose, "resaleNotice")));
    expect(englishTexts.map((t) => t.body)).toEqual([expiredText(englishCode, 90, "en")]);
    expect(englishTexts[0].body).toContain(
      `Your resale item ${englishCode} sold nothing in 90 days`,
    );
    expect(await sweepExpiredResale(db(), sms)).toBe(0);
    const back = await api(svc, RESALE.shelf, {
      token: seller.token,
      body: { code, onShelf: true },
    });
    expect(back.code, back.message).toBe(0);
  });

  it("the desk lists the items a page at a time, newest first, and finds one by its code", async () => {
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) codes.push(await passedItem(svc, await sellerWithBottles(svc, 1)));
    const list = async (query: string) =>
      (await ops(svc.base, `/ops/resale/items?${query}`)).data as ResaleItemList & {
        total: number;
      };
    const first = await list("status=shop_audit_passed&page=1&pageSize=2");
    const second = await list("status=shop_audit_passed&page=2&pageSize=2");
    expect(first.list.map((item) => item.code)).toEqual([codes[2], codes[1]]);
    expect(second.list[0].code).toBe(codes[0]);
    expect(second.total).toBe(first.total);
    const all = await list(`status=shop_audit_passed&pageSize=${first.total}`);
    expect(all.list).toHaveLength(first.total);
    // The oldest item of all is found by its code, whatever page it is on.
    const oldest = (await list(`pageSize=750`)).list.at(-1)!.code;
    expect((await list(`code=${oldest}`)).list.map((item) => item.code)).toEqual([oldest]);
    expect((await list("code=R999999")).total).toBe(0);
    expect((await ops(svc.base, "/ops/resale/items?code=🍷")).code).toBe(422);
  });
});
