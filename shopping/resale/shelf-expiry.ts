/**
 * Items unsold on the shelf for the rules' shelf days go off it (decision 037): a sweep claims
 * them (FOR UPDATE SKIP LOCKED), moves each by the table (`expire`, by the system) and writes the
 * seller a notice in the same transaction; once committed, it texts the sellers. Unsold means no
 * sale since the item went on the shelf (or its latest sale) for that long. A sold-out item is not
 * touched: nothing of it is left to sell.
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { resaleItems, resaleNotices, resaleSales, users } from "../db/schema";
import type { ServiceLang } from "../http/messages";
import {
  selectSmsProvider,
  SMS_SIGNATURE,
  SmsUnavailable,
  type SmsProvider,
} from "../providers/sms/provider";
import { startSweepJob, sweepInBatches } from "../sweep-job";
import { moveItem } from "./items";
import { readResaleRules } from "./rules";

const BATCH = 50;

export function expiredText(code: string, shelfDays: number, lang: ServiceLang): string {
  return lang === "en"
    ? `${SMS_SIGNATURE.en}Your resale item ${code} sold nothing in ${shelfDays} days and is off the shelf. Put it back on the shelf from My resale goods.`
    : `${SMS_SIGNATURE.ch}您的转售商品${code}已${shelfDays}天未售出，已自动下架，可在“我的转售商品”中重新上架。`;
}

/** Takes the expired items off the shelf and tells their sellers; answers how many. */
export async function sweepExpiredResale(db: Db, sms: SmsProvider | null, now = new Date()) {
  const { shelfDays } = await readResaleRules(db);
  const since = new Date(now.getTime() - shelfDays * 24 * 60 * 60 * 1000);
  const lastSale = sql`(select max(${resaleSales.createdAt}) from ${resaleSales}
    where ${resaleSales.itemId} = ${resaleItems.id})`;
  const notices: number[] = [];
  const moved = await sweepInBatches(
    db,
    BATCH,
    (tx) =>
      tx
        .select()
        .from(resaleItems)
        .where(
          and(
            eq(resaleItems.status, "on_shelf"),
            sql`${resaleItems.soldQuantity} + ${resaleItems.reservedQuantity} < ${resaleItems.quantity}`,
            sql`greatest(${resaleItems.shelvedAt}, ${lastSale}) < ${since.toISOString()}`,
          ),
        )
        .orderBy(asc(resaleItems.id))
        .limit(BATCH)
        .for("update", { of: resaleItems, skipLocked: true }),
    async (tx, item) => {
      await moveItem(tx, item, "expire", "system", { offShelfAt: now, offShelfBy: "expired" });
      const [notice] = await tx
        .insert(resaleNotices)
        .values({ sellerId: item.sellerId, itemId: item.id, kind: "expired", lang: item.lang })
        .returning({ id: resaleNotices.id });
      return notice.id;
    },
    (ids) => {
      notices.push(...ids);
    },
  );
  if (sms && notices.length > 0) await sendNotices(db, sms, notices, shelfDays);
  return moved;
}

/** Texts the notices; one the provider refused stays unsent, shown with the item all the same. */
async function sendNotices(db: Db, sms: SmsProvider, ids: number[], shelfDays: number) {
  const rows = await db
    .select({
      id: resaleNotices.id,
      phone: users.phone,
      lang: resaleNotices.lang,
      code: resaleItems.code,
    })
    .from(resaleNotices)
    .innerJoin(users, eq(users.id, resaleNotices.sellerId))
    .innerJoin(resaleItems, eq(resaleItems.id, resaleNotices.itemId))
    .where(and(inArray(resaleNotices.id, ids), isNull(resaleNotices.sentAt)));
  for (const row of rows) {
    try {
      await sms.send({
        phone: row.phone,
        purpose: "resaleNotice",
        code: "",
        text: expiredText(row.code, shelfDays, row.lang as ServiceLang),
      });
      await db
        .update(resaleNotices)
        .set({ sentAt: sql`now()` })
        .where(eq(resaleNotices.id, row.id));
    } catch (error) {
      console.error(`[resale] the SMS provider ${sms.name} failed:`, error);
    }
  }
}

/** Runs the sweep every `everySeconds`; without an SMS provider the notices are only shown. */
export function startResaleShelfJob(db: Db, everySeconds: number): () => void {
  let sms: SmsProvider | null = null;
  try {
    sms = selectSmsProvider(db);
  } catch (error) {
    if (!(error instanceof SmsUnavailable)) throw error;
    console.error(
      `[resale] sellers are not texted when an item goes off the shelf: ${error.message}`,
    );
  }
  return startSweepJob({
    everySeconds,
    sweep: () => sweepExpiredResale(db, sms),
    done: (n) => `[resale] took ${n} unsold item(s) off the shelf and told their sellers`,
    failed: "[resale] resale shelf sweep failed:",
  });
}
