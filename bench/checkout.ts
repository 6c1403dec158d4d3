/**
 * Concurrent checkout through the service API: orders per second, and no oversell when many buy the
 * last bottles.
 */
import { randomUUID } from "node:crypto";
import os from "node:os";
import {
  benchIp,
  benchPhone,
  call,
  mapLimit,
  ok,
  registerUser,
  setStock,
  stockOf,
  winesInStock,
  type Answer,
  type BenchUser,
} from "./api";
import type { Shop } from "./shop";

const USERS = Number(process.env.BENCH_USERS ?? 100);
const SCARCE_STOCK = 10;
const ROUND_ORDERS_PER_USER = 5;
const ROUND_CONCURRENCY = 50;
const ROUND_STOCK = 100_000;

interface Tally {
  created: number;
  refused: Map<string, number>;
  other: Map<string, number>;
  serverErrors: number;
  answers: number;
  /** orders sent twice (same idempotency key) after a network failure */
  retried: number;
}

interface Attempt {
  answer: Answer<{ repeated?: boolean }> | Error;
  retried: boolean;
}

function tally(attempts: Attempt[]): Tally {
  const t: Tally = {
    created: 0,
    refused: new Map(),
    other: new Map(),
    serverErrors: 0,
    answers: 0,
    retried: 0,
  };
  const bump = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);
  for (const { answer: a, retried } of attempts) {
    if (retried) t.retried++;
    if (a instanceof Error) {
      bump(t.other, `no answer: ${a.message}`);
      continue;
    }
    t.answers++;
    if (a.httpStatus >= 500) t.serverErrors++;
    // Keys are unique per order, so "repeated" only comes from a retry that found the first try's
    // order.
    if (a.code === 200) t.created++;
    else if (a.code === 409) bump(t.refused, a.message);
    else bump(t.other, `HTTP ${a.httpStatus} code ${a.code} ${a.message}`);
  }
  return t;
}

const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
const detail = (m: Map<string, number>) =>
  m.size ? ` (${[...m].map(([k, n]) => `${k}: ${n}`).join("; ")})` : "";

/** A network failure with its cause (undici says only "fetch failed"). */
function describe(error: unknown): string {
  const e = error instanceof Error ? error : new Error(String(error));
  const cause = (e as { cause?: { code?: string; message?: string } }).cause;
  return cause ? `${e.message} (${cause.code ?? cause.message})` : e.message;
}

/**
 * One order of one bottle; a network failure is retried once with the same idempotency key, which
 * cannot order twice.
 */
async function order(
  base: string,
  user: BenchUser,
  goodsId: number,
  expectedTotalCents: number,
): Promise<Attempt> {
  const body = {
    source: "buyNow",
    goodsId,
    quantity: 1,
    addressId: user.addressId,
    buyerMessage: "",
    usePoints: false,
    idempotencyKey: randomUUID(),
    expectedTotalCents,
  };
  try {
    return {
      answer: await call<{ repeated?: boolean }>(base, "/order/order/createOrder", {
        token: user.token,
        body,
      }),
      retried: false,
    };
  } catch {
    try {
      return {
        answer: await call<{ repeated?: boolean }>(base, "/order/order/createOrder", {
          token: user.token,
          body,
        }),
        retried: true,
      };
    } catch (error) {
      return { answer: new Error(describe(error)), retried: true };
    }
  }
}

function line(t: Tally, ms: number): string {
  return `created ${t.created}, refused ${sum(t.refused)}${detail(t.refused)}, other ${sum(t.other)}${detail(t.other)}, 5xx ${t.serverErrors}, ${t.retried ? `retried after a network failure ${t.retried}, ` : ""}${ms.toFixed(0)} ms, ${((t.created / ms) * 1000).toFixed(1)} orders/s (${((t.answers / ms) * 1000).toFixed(0)} answers/s)`;
}

/**
 * Prints both figures for one shop; every step that fails is printed and the rest goes on where it
 * can.
 */
export async function checkoutFigures(shop: Shop, kind: string): Promise<void> {
  console.log(
    `\ncheckout on ${kind} (${shop.base}, through the service API; load average ${os.loadavg()[0].toFixed(1)})`,
  );
  const started = Date.now();
  const users = await mapLimit(
    Array.from({ length: USERS }, (_, i) => i),
    8,
    (i) => registerUser(shop.base, benchPhone(i), benchIp(i)),
  );
  console.log(
    `  ${users.length} users, each with an address, registered in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const [wine] = await winesInStock(shop.base, 1);
  const preview = await ok<{ amounts: { totalCents: number } }>(
    shop.base,
    "/order/order/previewOrder",
    {
      token: users[0].token,
      body: { source: "buyNow", goodsId: wine.id, quantity: 1, usePoints: false },
    },
  );
  const total = preview.amounts.totalCents;

  try {
    await setStock(shop.base, wine.id, SCARCE_STOCK);
    const t0 = performance.now();
    const answers = await Promise.all(users.map((u) => order(shop.base, u, wine.id, total)));
    const ms = performance.now() - t0;
    const t = tally(answers);
    const finalStock = await stockOf(shop.base, wine.id);
    const oversold =
      t.created > SCARCE_STOCK || finalStock < 0 || t.created + finalStock !== SCARCE_STOCK;
    console.log(
      `  last bottles: wine ${wine.id}, stock ${SCARCE_STOCK}, ${users.length} orders of 1 at once`,
    );
    console.log(`    ${line(t, ms)}`);
    console.log(
      `    final stock ${finalStock}, oversold: ${oversold ? `YES (${t.created} created from ${SCARCE_STOCK}, ${finalStock} left)` : "no"}`,
    );
  } catch (error) {
    console.log(`  last bottles: error: ${(error as Error).message}`);
  }

  try {
    await setStock(shop.base, wine.id, ROUND_STOCK);
    const jobs = Array.from(
      { length: users.length * ROUND_ORDERS_PER_USER },
      (_, i) => users[i % users.length],
    );
    const t0 = performance.now();
    const answers = await mapLimit(jobs, ROUND_CONCURRENCY, (u) =>
      order(shop.base, u, wine.id, total),
    );
    const ms = performance.now() - t0;
    const t = tally(answers);
    const finalStock = await stockOf(shop.base, wine.id);
    console.log(
      `  throughput: stock ${ROUND_STOCK}, ${jobs.length} orders (${ROUND_ORDERS_PER_USER} per user), ${ROUND_CONCURRENCY} at a time`,
    );
    console.log(`    ${line(t, ms)}`);
    console.log(
      `    final stock ${finalStock} (${ROUND_STOCK - t.created} expected)${finalStock === ROUND_STOCK - t.created ? "" : " MISMATCH"}`,
    );
  } catch (error) {
    console.log(`  throughput: error: ${(error as Error).message}`);
  }
}
