/**
 * Gifts of points to a phone: both rows in one transaction with the counterpart masked in each
 * log, every refused input changing nothing, the SMS code above the threshold, the daily cap, and
 * the races: 50 gifts at once from an account that holds enough for 10, and two accounts giving to
 * each other at the same moment.
 */
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

  const gift = (from: Buyer, body: unknown, lang?: string) =>
    api(svc, GIFT, { token: from.token, body, lang });
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
      points: 200,
      balance: 500,
      needsSms: false,
    });
    expect(await ledgerOf(db(), receiver.user.id)).toEqual([]);

    const sent = await gift(giver, { phone: receiver.user.phone, points: 200 });
    expect(sent.code, sent.message).toBe(0);
    expect(sent.message).toBe("赠送成功");
    expect(sent.data).toEqual({
      receiverPhone: masked(receiver.user.phone),
      points: 200,
      balance: 300,
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
        const answer = await api(svc, path, { token: giver.token, body });
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
});
