/**
 * Gifts of points to another registered phone (spec §1, §5, §8): checked first (the giver sees
 * what will happen and confirms), then made in one transaction that locks both accounts in id
 * order, so the balance never goes negative however many gifts run at once, and two accounts
 * giving to each other never deadlock. Above the rule's threshold the giver's own SMS code is
 * asked for; the rule's daily cap counts what the giver gave since Beijing midnight.
 *
 * The preview makes the gift's key. A confirmation carries it, and the gift is kept under it
 * (points_gifts_key_uq): confirmations of one preview run one after the other, and every one after
 * the first answers the first gift and moves nothing, whether it comes at the same moment (a double
 * tap), later (a retry on a weak network) or from an old cookie.
 */
import { randomUUID } from "node:crypto";
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { GiftPreview, GiftResult } from "../../contract/points";
import { maskNickname, maskPhone } from "../accounts/profile";
import { consumeSmsCode } from "../accounts/sms-codes";
import type { Db, Tx } from "../db/client";
import { pointsGifts, pointsLedger, users } from "../db/schema";
import type { AuthUser } from "../http/auth";
import { fieldError } from "../http/endpoint";
import { pointsBalance, postPoints } from "./ledger";
import { activePointRule, type PointRule } from "./rules";

export interface GiftForm {
  phone: string;
  points: number;
}

export interface GiftConfirmation extends GiftForm {
  giftKey: string;
  smsCode?: string;
}

/** Beijing midnight of today (UTC+8 all year), as the database computes it. */
const beijingMidnight = sql`date_trunc('day', now() + interval '8 hours') - interval '8 hours'`;

async function givenToday(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ given: sql<number>`coalesce(-sum(${pointsLedger.change}), 0)::int` })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, userId),
        eq(pointsLedger.reason, "gift_out"),
        gte(pointsLedger.createdAt, beijingMidnight),
      ),
    );
  return row?.given ?? 0;
}

/** The limits a gift must keep: the balance and the day's cap (field errors on `points`). */
async function checkLimits(db: Db | Tx, giverId: number, points: number, rule: PointRule) {
  const balance = await pointsBalance(db, giverId);
  if (points > balance) throw fieldError("points", "gift.points.tooMany");
  if ((await givenToday(db, giverId)) + points > rule.giftDailyCap)
    throw fieldError("points", "gift.points.dailyCap");
  return balance;
}

async function receiverOf(db: Db | Tx, giver: AuthUser, phone: string) {
  const [receiver] = await db
    .select({ id: users.id, phone: users.phone, nickname: users.nickname })
    .from(users)
    .where(eq(users.phone, phone));
  if (!receiver) throw fieldError("phone", "gift.phone.unknown");
  if (receiver.id === giver.id) throw fieldError("phone", "gift.phone.self");
  return receiver;
}

/** The gift checked (field errors when refused), with its receiver. */
async function checkGift(db: Db | Tx, giver: AuthUser, form: GiftForm) {
  const receiver = await receiverOf(db, giver, form.phone);
  const rule = await activePointRule(db);
  const balance = await checkLimits(db, giver.id, form.points, rule);
  const preview = {
    receiverPhone: maskPhone(receiver.phone),
    // Beside the phone, so the giver sees whom the number belongs to before the points leave.
    receiverNickname: maskNickname(receiver.nickname),
    points: form.points,
    balance,
    needsSms: form.points > rule.giftSmsThreshold,
  };
  return { receiver, preview };
}

export async function previewGift(db: Db, giver: AuthUser, form: GiftForm): Promise<GiftPreview> {
  return { ...(await checkGift(db, giver, form)).preview, giftKey: randomUUID() };
}

/** The gift made under this key, as its first confirmation was answered. */
async function giftByKey(tx: Tx, giverId: number, giftKey: string, form: GiftForm) {
  const [gift] = await tx
    .select({
      points: pointsGifts.points,
      balance: pointsGifts.giverBalanceAfter,
      receiverPhone: users.phone,
    })
    .from(pointsGifts)
    .innerJoin(users, eq(users.id, pointsGifts.receiverId))
    .where(and(eq(pointsGifts.giverId, giverId), eq(pointsGifts.idempotencyKey, giftKey)));
  if (!gift) return null;
  // The key names one gift: another phone or amount under it is a new gift, which needs a preview.
  if (gift.receiverPhone !== form.phone || gift.points !== form.points)
    throw fieldError("giftKey", "gift.key.invalid");
  return {
    receiverPhone: maskPhone(gift.receiverPhone),
    points: gift.points,
    balance: gift.balance,
  };
}

export async function giftPoints(
  db: Db,
  giver: AuthUser,
  form: GiftConfirmation,
): Promise<GiftResult> {
  const outcome = await db.transaction(async (tx) => {
    // Confirmations of one preview wait here for each other, the SMS code's check included, so a
    // repeat finds the first gift rather than a code the first one used.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${giver.id}::int, hashtext(${form.giftKey}))`,
    );
    const earlier = await giftByKey(tx, giver.id, form.giftKey, form);
    if (earlier) return { ...earlier, repeated: true };
    const { receiver, preview } = await checkGift(tx, giver, form);
    if (preview.needsSms) {
      if (!form.smsCode) throw fieldError("smsCode", "sms.required");
      // A wrong code is answered after this transaction commits, so that the try it cost counts.
      if (!(await consumeSmsCode(tx, giver.phone, "giftPoints", form.smsCode)))
        return { wrongCode: true as const };
    }
    // Both accounts, lowest id first: two gifts between the same two accounts wait in line.
    await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [giver.id, receiver.id]))
      .orderBy(users.id)
      .for("update");
    await checkLimits(tx, giver.id, form.points, await activePointRule(tx));
    const balance = await postPoints(tx, giver.id, -form.points, {
      reason: "gift_out",
      counterpartUserId: receiver.id,
    });
    await postPoints(tx, receiver.id, form.points, {
      reason: "gift_in",
      counterpartUserId: giver.id,
    });
    await tx.insert(pointsGifts).values({
      giverId: giver.id,
      receiverId: receiver.id,
      points: form.points,
      idempotencyKey: form.giftKey,
      giverBalanceAfter: balance,
    });
    return { receiverPhone: preview.receiverPhone, points: form.points, balance, repeated: false };
  });
  if ("wrongCode" in outcome) throw fieldError("smsCode", "sms.wrong");
  return outcome;
}
