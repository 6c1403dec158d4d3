/**
 * The buyer's points page: the balance, the rules that apply now, and the change log newest first,
 * a page at a time (keyset on the row's id, points_ledger_user_idx). A gift's other account is
 * shown masked; an operator's name is not shown, their note is.
 */
import { and, desc, eq, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { PointsLog, PointsRule } from "../../contract/points";
import type { ServiceLang } from "../http/messages";
import { maskPhone } from "../accounts/profile";
import type { Db } from "../db/client";
import { orders, pointsLedger, users } from "../db/schema";
import { pointsBalance } from "./ledger";
import { activePointRule, type PointRule } from "./rules";
import { plannedRead } from "../db/prepared";

const counterpart = alias(users, "counterpart");

export function presentRule(rule: PointRule, lang: ServiceLang): PointsRule {
  return {
    name: lang === "en" ? rule.nameEn : lang === "tc" ? rule.nameTc : rule.nameCh,
    pointsPerYuan: rule.pointsPerYuan,
    maxOffsetPercent: rule.maxOffsetPercent,
    earnPerYuan: rule.earnPerYuan,
    giftSmsThreshold: rule.giftSmsThreshold,
    giftDailyCap: rule.giftDailyCap,
  };
}

// A buyer's first and later pages.
const logRead = plannedRead();

export async function pointsLog(
  db: Db,
  userId: number,
  lang: ServiceLang,
  afterId: number | null,
  limit: number,
): Promise<PointsLog> {
  const [rows, balance, rule] = await Promise.all([
    logRead(
      db
        .select({
          id: pointsLedger.id,
          createdAt: pointsLedger.createdAt,
          before: pointsLedger.before,
          change: pointsLedger.change,
          after: pointsLedger.after,
          reason: pointsLedger.reason,
          orderId: pointsLedger.orderId,
          orderNo: orders.orderNo,
          counterpartPhone: counterpart.phone,
          note: pointsLedger.note,
        })
        .from(pointsLedger)
        .leftJoin(orders, eq(orders.id, pointsLedger.orderId))
        .leftJoin(counterpart, eq(counterpart.id, pointsLedger.counterpartUserId))
        .where(
          and(
            eq(pointsLedger.userId, userId),
            afterId === null ? undefined : lt(pointsLedger.id, afterId),
          ),
        )
        .orderBy(desc(pointsLedger.id))
        .limit(limit + 1),
      afterId === null ? "first" : "later",
    ),
    // The first page's newest row holds the balance; a later page asks for it.
    afterId === null ? null : pointsBalance(db, userId),
    activePointRule(db),
  ]);
  const page = rows.slice(0, limit);
  return {
    balance: balance ?? page[0]?.after ?? 0,
    rule: presentRule(rule, lang),
    list: page.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      reason: row.reason as PointsLog["list"][number]["reason"],
      counterpartPhone: row.counterpartPhone ? maskPhone(row.counterpartPhone) : null,
    })),
    nextCursor: rows.length > limit ? String(page[page.length - 1].id) : null,
  };
}
