/**
 * The operator's side of the points programme (`npm run ops -- points | grant | deduct |
 * points-rule`): a buyer's balance and log, adjustments written into the ledger with the operator's
 * name and note, and the rules shown and changed.
 */
import { desc, eq } from "drizzle-orm";
import type { PointsLog } from "../../contract/points";
import { maskPhone } from "../accounts/profile";
import type { Db } from "../db/client";
import { priceNow } from "../catalog/price-now";
import { bonusPointRules, products, users } from "../db/schema";
import { BusinessError } from "../http/envelope";
import type { ServiceLang } from "../http/messages";
import { lockPoints, postPoints } from "./ledger";
import { pointsLog } from "./log";
import { pointsPriceColumn } from "./purchase";
import type { PointRule } from "./rules";

export const ADJUST_NOTE_MAX = 100;
/** One adjustment's bound: far beyond any goodwill gesture, and a typo's limit. */
export const ADJUST_MAX = 10_000_000;

/** The buyer by their mobile number, or by their id (the customers desk knows them by it). */
async function userOf(db: Db, who: string | number): Promise<{ id: number; phone: string }> {
  const [user] = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(typeof who === "number" ? eq(users.id, who) : eq(users.phone, who));
  if (!user) throw new BusinessError(404, "points_user_not_found");
  return user;
}

export interface OperatorPoints {
  phone: string;
  log: PointsLog;
}

export async function operatorPoints(
  db: Db,
  phone: string,
  lang: ServiceLang,
  limit: number,
): Promise<OperatorPoints> {
  const user = await userOf(db, phone);
  return { phone: maskPhone(user.phone), log: await pointsLog(db, user.id, lang, null, limit) };
}

/** Adds (grant) or takes (deduct) `points`; a deduct never takes the balance below zero. */
export async function adjustPoints(
  db: Db,
  input: {
    phone?: string;
    userId?: number;
    points: number;
    note: string;
    direction: "grant" | "deduct";
  },
  operator: string,
): Promise<OperatorPoints & { change: number }> {
  const note = input.note.trim();
  if (note.length === 0 || note.length > ADJUST_NOTE_MAX)
    throw new BusinessError(422, "points_note_required");
  const user = await userOf(db, input.userId ?? input.phone ?? "");
  const change = input.direction === "grant" ? input.points : -input.points;
  await db.transaction(async (tx) => {
    const balance = await lockPoints(tx, user.id);
    if (balance + change < 0) throw new BusinessError(409, "points_insufficient");
    await postPoints(tx, user.id, change, {
      reason: input.direction === "grant" ? "operator_grant" : "operator_deduct",
      operator: operator.startsWith("operator:") ? operator : `operator:${operator}`,
      note,
    });
  });
  return { change, ...(await operatorPoints(db, user.phone, "en", 5)) };
}

/** Every rule, newest first: the one in force and what it replaced. */
export async function ruleHistory(db: Db, limit = 10): Promise<PointRule[]> {
  return db.select().from(bonusPointRules).orderBy(desc(bonusPointRules.id)).limit(limit);
}

/** A wine for points: its own price in points, the rule's fixed rate, or not for points. */
export type PointsPriceSetting = number | "rate" | "off";

export async function setPointsPrice(db: Db, goodsId: number, setting: PointsPriceSetting) {
  const [changed] = await db
    .update(products)
    .set({
      pointsPrice: typeof setting === "number" ? setting : null,
      pointsByRate: setting === "rate",
    })
    .where(eq(products.id, goodsId))
    .returning({ id: products.id });
  if (!changed) throw new BusinessError(404, "goods_not_found");
  const [wine] = await db
    .select({
      goodsId: products.id,
      name: products.spuName,
      priceCents: priceNow,
      pointsByRate: products.pointsByRate,
      pointsPrice: pointsPriceColumn,
    })
    .from(products)
    .where(eq(products.id, goodsId));
  return wine;
}
