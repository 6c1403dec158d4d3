/**
 * Telling the buyers who wait for a wine that it is back. Stock comes back by many paths (an unpaid
 * order cancelled or closed, a refund, a returned parcel, the operator's receipt), so rather than a
 * call in each, a sweep looks at what is true now: waiting buyers of a wine on the shelf with stock.
 * Each sweep claims its rows with FOR UPDATE SKIP LOCKED and marks them notified in the same
 * transaction, then sends once that is committed: any number of sweeps and processes send each
 * notice once. A text the provider refused waits again for the next sweep (decision 034).
 */
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { products, restockSubscriptions, users } from "../db/schema";
import type { ServiceLang } from "../http/messages";
import {
  selectSmsProvider,
  SMS_SIGNATURE,
  SmsUnavailable,
  type SmsProvider,
} from "../providers/sms/provider";
import { startSweepJob, sweepInBatches } from "../sweep-job";

const BATCH = 50;
/** A wine's name in a text, so the notice stays one SMS: a Chinese segment is 70 characters. */
const NAME_MAX = { ch: 24, en: 60 };

interface WineName {
  spuName: string;
  spuNameTc: string;
  spuNameEn: string;
  vintage: number | null;
}

/** The notice, naming the wine (and its vintage) in the buyer's language. */
export function restockText(wine: WineName, lang: ServiceLang): string {
  const en = lang === "en";
  const base = en ? wine.spuNameEn : lang === "tc" ? wine.spuNameTc : wine.spuName;
  const max = en ? NAME_MAX.en : NAME_MAX.ch;
  const clipped = base.length > max ? `${base.slice(0, max - 1)}…` : base;
  const name = wine.vintage === null ? clipped : `${clipped} ${wine.vintage}`;
  return en
    ? `${SMS_SIGNATURE.en}${name} is back in stock. Quantities are limited: order soon.`
    : `${SMS_SIGNATURE.ch}您订阅的「${name}」已到货，库存有限，欢迎选购。`;
}

/** Sends the notices of every waiting buyer whose wine has stock; answers how many were sent. */
export async function sweepRestockNotices(db: Db, sms: SmsProvider): Promise<number> {
  const unsent: number[] = [];
  const claimed = await sweepInBatches(
    db,
    BATCH,
    (tx) =>
      tx
        .select({
          id: restockSubscriptions.id,
          lang: restockSubscriptions.lang,
          phone: users.phone,
          spuName: products.spuName,
          spuNameTc: products.spuNameTc,
          spuNameEn: products.spuNameEn,
          vintage: products.vintage,
        })
        .from(restockSubscriptions)
        .innerJoin(products, eq(products.id, restockSubscriptions.productId))
        .innerJoin(users, eq(users.id, restockSubscriptions.userId))
        .where(
          and(
            isNull(restockSubscriptions.notifiedAt),
            eq(products.onShelf, true),
            gt(products.stock, 0),
          ),
        )
        .orderBy(asc(restockSubscriptions.id))
        .limit(BATCH)
        // Only the waiting rows: the wines' rows stay free for the orders that take their stock.
        .for("update", { of: restockSubscriptions, skipLocked: true }),
    async (tx, row) => {
      await tx
        .update(restockSubscriptions)
        .set({ notifiedAt: sql`now()` })
        .where(eq(restockSubscriptions.id, row.id));
      return row;
    },
    async (notices) => {
      for (const notice of notices) {
        try {
          await sms.send({
            phone: notice.phone,
            purpose: "restockNotice",
            code: "",
            text: restockText(notice, notice.lang as ServiceLang),
          });
        } catch (error) {
          unsent.push(notice.id);
          console.error(`[restock] the SMS provider ${sms.name} failed:`, error);
        }
      }
    },
  );
  if (unsent.length > 0) await waitAgain(db, unsent);
  return claimed - unsent.length;
}

/**
 * Rows whose text was not sent wait again, unless the buyer asked anew meanwhile (that row waits
 * already, and only one may).
 */
async function waitAgain(db: Db, ids: number[]): Promise<void> {
  await db
    .update(restockSubscriptions)
    .set({ notifiedAt: null })
    .where(
      and(
        inArray(restockSubscriptions.id, ids),
        sql`not exists (select 1 from ${restockSubscriptions} as waiting
          where waiting.user_id = ${restockSubscriptions.userId}
            and waiting.product_id = ${restockSubscriptions.productId}
            and waiting.notified_at is null)`,
      ),
    );
}

/**
 * Runs the sweep every `everySeconds`; answers a stop function. A shop with no SMS provider says so
 * once and keeps the buyers waiting.
 */
export function startRestockNoticeJob(db: Db, everySeconds: number): () => void {
  let sms: SmsProvider;
  try {
    sms = selectSmsProvider(db);
  } catch (error) {
    if (!(error instanceof SmsUnavailable)) throw error;
    console.error(`[restock] no restock notices are sent: ${error.message}`);
    return () => {};
  }
  return startSweepJob({
    everySeconds,
    sweep: () => sweepRestockNotices(db, sms),
    done: (n) => `[restock] told ${n} buyer(s) by SMS that a wine they waited for is back`,
    failed: "[restock] restock notice sweep failed:",
  });
}
