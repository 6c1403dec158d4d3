/**
 * Gifts of points to a phone: both rows in one transaction with the counterpart masked in each
 * log, every refused input changing nothing, the SMS code above the threshold, the daily cap, and
 * the races: 50 gifts at once from an account that holds enough for 10, and two accounts giving to
 * each other at the same moment; a confirmation sent again (at once, later, or for another gift)
 * under its preview's key moves nothing.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PointsLog } from "../../contract/points";
import { activePointRule, changePointRule } from "../../shopping/points/rules";
import { api, latestCode, newCaptcha, randomIp, sendCode } from "../helpers/accounts";
import { buyer, grantPoints, ledgerOf, TEST_ENV } from "../helpers/buying";
import { backends, startService, type Answer, type RunningService } from "../helpers/service";

const PREVIEW = "/bonuspoint/bonus-point-gift/previewGift";
const GIFT = "/bonuspoint/bonus-point-gift/giftPoints";
const LOG = "/bonuspoint/bonus-point-log/findPointsLog";

type Buyer = Awaited<ReturnType<typeof buyer>>;
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;
const fieldErrorsOf = (a: Answer) =>
  (a.data as { fieldErrors: Record<string, string[]> }).fieldErrors;

describe.each(backends())("points gifts on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend, { env: TEST_ENV });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  /** A confirmation; under a new key unless the body names one (as a new preview would make). */
  const gift = (from: Buyer, body: object, lang?: string) =>
    api(svc, GIFT, { token: from.token, body: { giftKey: randomUUID(), ...body }, lang });
  const preview = async (from: Buyer, body: object) => {
    const answer = await api(svc, PREVIEW, { token: from.token, body });
    expect(answer.code, answer.message).toBe(200);
    return answer.data as { giftKey: string; needsSms: boolean };
  };
  const balanceOf = async (b: Buyer) =>
    (await api<PointsLog>(svc, LOG, { token: b.token })).data.balance;

  it("moves the points in two rows, each naming the other account masked", async () => {
    const giver = await buyer(svc);
    const receiver = await buyer(svc);
    await grantPoints(db(), giver.user.id, 500);

    const preview = await api(svc, PREVIEW, {
      token: giver.token,
      body: { phone: receiver.user.phone, points: 200 },
    });
    expect(preview.data).toEqual({
      receiverPhone: masked(receiver.user.phone),
      // whom the number belongs to: the receiver's nickname, masked as reviews mask it
      receiverNickname: "测***户",
      points: 200,
      balance: 500,
      needsSms: false,
      giftKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await ledgerOf(db(), receiver.user.id)).toEqual([]);

    const sent = await gift(giver, {
      phone: receiver.user.phone,
      points: 200,
      giftKey: preview.data.giftKey,
    });
    expect(sent.code, sent.message).toBe(0);
    expect(sent.message).toBe("赠送成功");
    expect(sent.data).toEqual({
      receiverPhone: masked(receiver.user.phone),
      points: 200,
      balance: 300,
      repeated: false,
    });

    const [, out] = await ledgerOf(db(), giver.user.id);
    const [into] = await ledgerOf(db(), receiver.user.id);
    expect(out).toMatchObject({
      reason: "gift_out",
      change: -200,
      after: 300,
      counterpartUserId: receiver.user.id,
    });
    expect(into).toMatchObject({
      reason: "gift_in",
      change: 200,
      after: 200,
      counterpartUserId: giver.user.id,
    });
    const theirs = await api<PointsLog>(svc, LOG, { token: receiver.token });
    expect(theirs.data.list[0]).toMatchObject({
      reason: "gift_in",
      change: 200,
      counterpartPhone: masked(giver.user.phone),
    });
    const mine = await api<PointsLog>(svc, LOG, { token: giver.token });
    expect(mine.data.list[0]).toMatchObject({
      reason: "gift_out",
      change: -200,
      counterpartPhone: masked(receiver.user.phone),
    });
  });

  it("refuses every wrong gift with its message, and changes nothing", async () => {
    const giver = await buyer(svc);
    const receiver = await buyer(svc);
    await grantPoints(db(), giver.user.id, 300);
    const before = [await ledgerOf(db(), giver.user.id), await ledgerOf(db(), receiver.user.id)];
    // The service answers the keys of contract VALIDATION_MESSAGES; each side says them in its language.
    const cases: [unknown, string, string][] = [
      [{ phone: giver.user.phone, points: 10 }, "phone", "gift.phone.self"],
      [{ phone: "13900000001", points: 10 }, "phone", "gift.phone.unknown"],
      [{ phone: "1390000", points: 10 }, "phone", "phone.invalid"],
      [{ phone: receiver.user.phone, points: 301 }, "points", "gift.points.tooMany"],
      [{ phone: receiver.user.phone, points: 0 }, "points", "gift.points.invalid"],
      [{ phone: receiver.user.phone, points: -5 }, "points", "gift.points.invalid"],
      [{ phone: receiver.user.phone, points: 1e9 }, "points", "gift.points.invalid"],
      [{ phone: receiver.user.phone, points: 2.5 }, "points", "gift.points.invalid"],
      [{ phone: receiver.user.phone, points: "12" }, "points", "gift.points.invalid"],
      [{ phone: receiver.user.phone, points: "abc" }, "points", "gift.points.invalid"],
      [{ phone: receiver.user.phone }, "points", "gift.points.required"],
    ];
    for (const [body, field, key] of cases) {
      for (const path of [PREVIEW, GIFT]) {
        const withKey = path === GIFT ? { giftKey: randomUUID(), ...(body as object) } : body;
        const answer = await api(svc, path, { token: giver.token, body: withKey });
        expect(answer.code, `${path} ${JSON.stringify(body)}`).toBe(422);
        expect(fieldErrorsOf(answer)[field], JSON.stringify(body)).toEqual([key]);
      }
    }
    expect((await api(svc, GIFT, { body: { phone: receiver.user.phone, points: 1 } })).code).toBe(
      401,
    );
    expect([await ledgerOf(db(), giver.user.id), await ledgerOf(db(), receiver.user.id)]).toEqual(
      before,
    );
  });

  it("asks for the giver's own SMS code above the threshold", async () => {
    const giver = await buyer(svc);
    const receiver = await buyer(svc);
    const rule = await activePointRule(db());
    const points = rule.giftSmsThreshold + 1;
    await grantPoints(db(), giver.user.id, points);
    const body = { phone: receiver.user.phone, points };

    expect((await api(svc, PREVIEW, { token: giver.token, body })).data.needsSms).toBe(true);
    const none = await gift(giver, body);
    expect(fieldErrorsOf(none).smsCode).toEqual(["sms.required"]);
    const wrong = await gift(giver, { ...body, smsCode: "000000" });
    expect(fieldErrorsOf(wrong).smsCode).toEqual(["sms.wrong"]);
    // The code goes to the giver's own phone only, and only with a login.
    const ip = randomIp();
    const other = await sendCode(svc, receiver.user.phone, "giftPoints", {
      token: giver.token,
      ip,
    });
    expect(fieldErrorsOf(other).phone).toBeDefined();
    expect((await sendCode(svc, giver.user.phone, "giftPoints", { ip })).code).toBe(401);
    expect(await ledgerOf(db(), receiver.user.id)).toEqual([]);

    // The gift's own endpoint sends it to the caller's phone: no phone to type.
    const captcha = await newCaptcha(svc, ip);
    const sentCode = await api(svc, "/bonuspoint/bonus-point-gift/sendGiftCode", {
      token: giver.token,
      ip,
      body: captcha,
    });
    expect(sentCode.data).toEqual({ resendAfterSeconds: 60 });
    const smsCode = await latestCode(db(), giver.user.phone, "giftPoints");
    const sent = await gift(giver, { ...body, smsCode });
    expect(sent.code, sent.message).toBe(0);
    expect(await balanceOf(receiver)).toBe(points);
    // A code serves once.
    await grantPoints(db(), giver.user.id, points);
    expect(fieldErrorsOf(await gift(giver, { ...body, smsCode })).smsCode).toEqual(["sms.wrong"]);
  });

  it("keeps the day's cap", async () => {
    const start = await activePointRule(db());
    await changePointRule(db(), { giftDailyCap: 300 }, "tester");
    try {
      const giver = await buyer(svc);
      const receiver = await buyer(svc);
      await grantPoints(db(), giver.user.id, 1_000);
      expect((await gift(giver, { phone: receiver.user.phone, points: 200 })).code).toBe(0);
      const over = await gift(giver, { phone: receiver.user.phone, points: 101 });
      expect(fieldErrorsOf(over).points).toEqual(["gift.points.dailyCap"]);
      expect((await gift(giver, { phone: receiver.user.phone, points: 100 })).code).toBe(0);
      expect(await balanceOf(giver)).toBe(700);
    } finally {
      await changePointRule(db(), { giftDailyCap: start.giftDailyCap }, "tester");
    }
  });

  it("gives exactly 10 of 50 gifts at once from a balance that holds 10", async () => {
    const giver = await buyer(svc);
    const receivers = await Promise.all(Array.from({ length: 5 }, () => buyer(svc)));
    await grantPoints(db(), giver.user.id, 1_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        gift(giver, { phone: receivers[i % 5].user.phone, points: 100 }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(10);
    const refused = answers.filter((a) => a.code !== 0);
    expect(
      refused.every(
        (a) => a.code === 422 && fieldErrorsOf(a).points?.[0] === "gift.points.tooMany",
      ),
    ).toBe(true);
    expect(await balanceOf(giver)).toBe(0);
    let received = 0;
    for (const r of receivers) received += await balanceOf(r);
    expect(received).toBe(1_000);
  });

  it("never deadlocks two accounts giving to each other at the same moment", async () => {
    const a = await buyer(svc);
    const b = await buyer(svc);
    await grantPoints(db(), a.user.id, 500);
    await grantPoints(db(), b.user.id, 500);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? gift(a, { phone: b.user.phone, points: 10 })
          : gift(b, { phone: a.user.phone, points: 10 }),
      ),
    );
    expect(answers.map((x) => x.code)).toEqual(Array(20).fill(0));
    expect([await balanceOf(a), await balanceOf(b)]).toEqual([500, 500]);
  });

  describe("a confirmation sent again", () => {
    it("10 confirmations of one preview at once move the points once, and each is answered with that gift", async () => {
      const giver = await buyer(svc);
      const receiver = await buyer(svc);
      await grantPoints(db(), giver.user.id, 500);
      const body = { phone: receiver.user.phone, points: 100 };
      const { giftKey } = await preview(giver, body);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => gift(giver, { ...body, giftKey })),
      );
      expect(answers.map((a) => a.code)).toEqual(Array(10).fill(0));
      expect(answers.map((a) => a.data.balance)).toEqual(Array(10).fill(400));
      expect(answers.filter((a) => !a.data.repeated)).toHaveLength(1);
      expect([await balanceOf(giver), await balanceOf(receiver)]).toEqual([400, 100]);
      expect(await ledgerOf(db(), receiver.user.id)).toHaveLength(1);
    });

    it("above the SMS threshold too: the code is checked once, and no repeat is told it is wrong", async () => {
      const giver = await buyer(svc);
      const receiver = await buyer(svc);
      const points = (await activePointRule(db())).giftSmsThreshold + 1;
      await grantPoints(db(), giver.user.id, points * 2);
      const body = { phone: receiver.user.phone, points };
      const { giftKey, needsSms } = await preview(giver, body);
      expect(needsSms).toBe(true);
      const ip = randomIp();
      const sent = await api(svc, "/bonuspoint/bonus-point-gift/sendGiftCode", {
        token: giver.token,
        ip,
        body: await newCaptcha(svc, ip),
      });
      expect(sent.code, sent.message).toBe(200);
      const smsCode = await latestCode(db(), giver.user.phone, "giftPoints");
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => gift(giver, { ...body, giftKey, smsCode })),
      );
      expect(answers.map((a) => a.code)).toEqual(Array(10).fill(0));
      expect([await balanceOf(giver), await balanceOf(receiver)]).toEqual([points, points]);
    });

    it("a repeat after the gift moves nothing; the key serves that gift only; a new gift needs a new preview", async () => {
      const giver = await buyer(svc);
      const receiver = await buyer(svc);
      const other = await buyer(svc);
      await grantPoints(db(), giver.user.id, 500);
      const body = { phone: receiver.user.phone, points: 100 };
      const { giftKey } = await preview(giver, body);
      expect((await gift(giver, { ...body, giftKey })).data.repeated).toBe(false);
      const ledgers = async () => [
        await ledgerOf(db(), giver.user.id),
        await ledgerOf(db(), receiver.user.id),
        await ledgerOf(db(), other.user.id),
      ];
      const after = await ledgers();

      // The same confirmation later (a retry, a replayed cookie): the first gift's answer.
      const again = await gift(giver, { ...body, giftKey });
      expect(again.code).toBe(0);
      expect(again.data).toEqual({
        receiverPhone: masked(receiver.user.phone),
        points: 100,
        balance: 400,
        repeated: true,
      });
      // Another amount or phone under the used key is a new gift: refused until it is previewed.
      for (const changed of [
        { ...body, points: 50 },
        { ...body, phone: other.user.phone },
      ]) {
        const refused = await gift(giver, { ...changed, giftKey }, "en");
        expect(refused.code).toBe(422);
        expect(fieldErrorsOf(refused).giftKey).toEqual(["gift.key.invalid"]);
      }
      // A key is the giver's own: another giver's gift under it is a gift of theirs.
      await grantPoints(db(), other.user.id, 10);
      const theirs = await gift(other, { phone: receiver.user.phone, points: 10, giftKey });
      expect(theirs.data.repeated).toBe(false);
      expect((await ledgers())[0]).toEqual(after[0]);

      // No key, or not one a preview makes: refused, nothing moves.
      for (const giftKey of [undefined, "", "not-a-key", 7]) {
        const refused = await api(svc, GIFT, { token: giver.token, body: { ...body, giftKey } });
        expect(refused.code).toBe(422);
        expect(fieldErrorsOf(refused).giftKey).toEqual(["gift.key.invalid"]);
      }
      expect((await ledgers())[0]).toEqual(after[0]);

      const next = await preview(giver, body);
      expect(next.giftKey).not.toBe(giftKey);
      expect((await gift(giver, { ...body, giftKey: next.giftKey })).data.repeated).toBe(false);
      expect(await balanceOf(giver)).toBe(300);
    });
  });
});
