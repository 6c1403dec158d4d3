/**
 * The shop scaled out, as the README says it runs: two /shopping service
 * processes and two storefront processes (each pointed at one of them with
 * SHOPPING_API_URL), all real child processes of the production start, on one
 * fresh PostgreSQL database. A checkout rush split across both services never
 * oversells; the unpaid-order sweep running in both closes each expired order
 * once; a payment received by one service wakes, by NOTIFY, the long poll held
 * on the other and the payment page's event stream of the storefront in front
 * of it, also after the listening connection was cut.
 * PostgreSQL only: the embedded database serves one process.
 */
import path from "node:path";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CreatedOrder, PaymentStatus, PaymentView } from "../../contract/buying";
import { openDatabase, type Database } from "../../shopping/db/client";
import { orderEvents, orders } from "../../shopping/db/schema";
import { commitSession, getSession } from "~/utils/session.server";
import { api } from "../helpers/accounts";
import {
  addToCart,
  buyer,
  createOrder,
  PATHS,
  placeOrder,
  stockAndSales,
  wine,
} from "../helpers/buying";
import { buildIfStale, freePort, startProgram, type Program } from "../helpers/processes";
import { freshPostgres } from "../helpers/postgres";
import type { Answer, RunningService } from "../helpers/service";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SESSION_SECRET = "several-processes-test-secret";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Buyer = Awaited<ReturnType<typeof buyer>>;

if (!onPostgres) {
  describe("several processes", () => {
    it.skip("is skipped: set TEST_DATABASE_URL to run it on PostgreSQL (the embedded database serves one process)", () => {});
  });
}

describe.runIf(onPostgres)("two service and two storefront processes on one PostgreSQL", () => {
  let pgDb: Awaited<ReturnType<typeof freshPostgres>>;
  let database: Database;
  const programs: Program[] = [];
  /** the two services, as the test helpers take a service */
  let a: RunningService;
  let b: RunningService;
  let front1: Program;
  let front2: Program;
  let buyers: Buyer[];
  const db = () => database.db;

  beforeAll(async () => {
    vi.stubEnv("SESSION_SECRET", SESSION_SECRET);
    pgDb = await freshPostgres();
    const buildDir = path.join("tests", ".tmp", "build-several");
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      LOCAL_HTTP: "1",
      REMIX_BUILD_DIR: buildDir,
      DATABASE_URL: pgDb.url,
      SESSION_SECRET,
      PAYMENT_SANDBOX: "1",
      // One secret for both: a trade started at one service may be paid at the other's wallet.
      PAYMENT_SANDBOX_SECRET: "several-processes-sandbox-secret-0123456789",
      SMS_PROVIDER: "outbox",
      RATE_LIMITS: "off",
      ORDER_SWEEP_SECONDS: "1",
    };
    delete env.SHOPPING_API_URL;
    delete env.SHOPPING_TEST_HOOKS;
    await buildIfStale(env);

    const [portA, portB, port1, port2] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    const service = (name: string, port: number) =>
      startProgram(name, "shopping", `http://127.0.0.1:${port}`, "/shopping/health", {
        ...env,
        SHOPPING_PORT: String(port),
        DATA_DIR: path.resolve("tests", ".tmp", `several-${name}`),
      });
    // Both at once: one migrates and seeds under the advisory lock, the other waits for it.
    const [svcA, svcB] = await Promise.all([
      service("service A", portA),
      service("service B", portB),
    ]);
    programs.push(svcA, svcB);
    const storefront = (name: string, port: number, api: Program) =>
      startProgram(name, "storefront", `http://127.0.0.1:${port}`, "/goods", {
        ...env,
        PORT: String(port),
        SHOPPING_API_URL: `${api.base}/shopping`,
        DATA_DIR: path.resolve("tests", ".tmp", `several-${name}`),
      });
    [front1, front2] = await Promise.all([
      storefront("storefront 1", port1, svcA),
      storefront("storefront 2", port2, svcB),
    ]);
    programs.push(front1, front2);

    database = await openDatabase({ url: pgDb.url });
    const asService = (p: Program): RunningService => ({
      base: `${p.base}/shopping`,
      database,
      buying: undefined as never,
      stop: async () => {},
    });
    a = asService(svcA);
    b = asService(svcB);
    buyers = [];
    for (let i = 0; i < 40; i += 10)
      buyers.push(
        ...(await Promise.all(Array.from({ length: 10 }, (_, j) => buyer((i + j) % 2 ? b : a)))),
      );
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await Promise.all(programs.map((p) => p.stop()));
    await database?.close();
    // pool.end() answers before its sockets are closed: a forced drop at once would cut them (and
    // log it).
    await sleep(200);
    await pgDb?.drop();
  });

  /** the service processes' order-change listeners, as PostgreSQL sees them */
  async function listeners(): Promise<number[]> {
    const rows = await db().execute(
      sql`select pid from pg_stat_activity where datname = current_database() and application_name = 'vintry-order-changes'`,
    );
    return (rows as unknown as { rows: { pid: number }[] }).rows.map((r) => Number(r.pid)).sort();
  }
  const health = async (svc: RunningService) =>
    (await (await fetch(`${svc.base}/health`)).json()) as { ok: boolean; orderChanges: string };

  it("each service process listens for order changes on a connection of its own", async () => {
    expect(await health(a)).toEqual({ ok: true, orderChanges: "listening" });
    expect(await health(b)).toEqual({ ok: true, orderChanges: "listening" });
    expect(await listeners()).toHaveLength(2);
  });

  it("a checkout rush of 40 buyers split across both services sells the 10 bottles once: 10 orders, 30 refusals, stock 0", async () => {
    const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
    const salesBefore = (await stockAndSales(db(), [goodsId]))[goodsId].sales;
    const started = performance.now();
    const answers = await Promise.all(
      buyers.map((u, i) =>
        createOrder(
          i % 2 ? b : a,
          u.token,
          { source: "buyNow", goodsId, quantity: 1 },
          { addressId: u.addressId, expectedTotalCents: 11_200 },
        ),
      ),
    );
    const placedBy = {
      a: answers.filter((x, i) => x.code === 200 && i % 2 === 0).length,
      b: answers.filter((x, i) => x.code === 200 && i % 2 === 1).length,
    };
    console.log(
      `[several] 40 buyNow submits across 2 services in ${(performance.now() - started).toFixed(0)} ms; placed by A ${placedBy.a}, by B ${placedBy.b}`,
    );

    expect(answers.filter((x) => x.http !== 200)).toEqual([]);
    expect(answers.filter((x) => x.code === 200)).toHaveLength(10);
    expect(answers.filter((x) => x.code !== 200).map((x) => `${x.code} ${x.message}`)).toEqual(
      Array(30).fill("409 库存不足"),
    );
    expect((await stockAndSales(db(), [goodsId]))[goodsId]).toEqual({
      stock: 0,
      sales: salesBefore + 10,
    });
    const placed = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        inArray(
          orders.id,
          answers.filter((x) => x.code === 200).map((x) => (x.data as CreatedOrder).id),
        ),
      );
    expect(placed[0].n).toBe(10);
  });

  it("the sweep runs in both services and closes each of 60 expired orders exactly once, giving the stock back once", async () => {
    const goodsId = await wine(db(), { priceCents: 10_000, stock: 100 });
    const before = (await stockAndSales(db(), [goodsId]))[goodsId];
    const placed: CreatedOrder[] = [];
    for (let i = 0; i < 60; i += 20) {
      placed.push(
        ...(await Promise.all(
          buyers
            .slice(0, 20)
            .map((u, j) =>
              placeOrder(
                (i + j) % 2 ? b : a,
                u.token,
                { source: "buyNow", goodsId, quantity: 1 },
                u.addressId,
              ),
            ),
        )),
      );
    }
    const ids = placed.map((o) => o.id);
    expect((await stockAndSales(db(), [goodsId]))[goodsId].stock).toBe(before.stock - 60);
    const closedLines = (p: Program) =>
      p.lines
        .map((l) => /\[orders\] closed (\d+) unpaid/.exec(l))
        .filter(Boolean)
        .map((m) => Number(m![1]));
    const [svcA, svcB] = programs;
    const loggedBefore = { a: closedLines(svcA).length, b: closedLines(svcB).length };

    // Their deadlines pass all at once; both services' sweeps (every second) find them.
    await db()
      .update(orders)
      .set({ payBefore: new Date(Date.now() - 1000) })
      .where(inArray(orders.id, ids));
    const deadline = Date.now() + 15_000;
    let open = ids.length;
    while (open > 0 && Date.now() < deadline) {
      await sleep(250);
      const [row] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(sql`${inArray(orders.id, ids)} and ${orders.status} <> 'closed'`);
      open = row.n;
    }
    expect(open).toBe(0);
    await sleep(300);

    const closes = await db()
      .select({ orderId: orderEvents.orderId, n: sql<number>`count(*)::int` })
      .from(orderEvents)
      .where(sql`${inArray(orderEvents.orderId, ids)} and ${orderEvents.action} = 'close'`)
      .groupBy(orderEvents.orderId);
    expect(closes).toHaveLength(60);
    expect(closes.filter((c) => c.n !== 1)).toEqual([]);
    expect((await stockAndSales(db(), [goodsId]))[goodsId]).toEqual(before);
    // What each process says it closed adds up to the 60: none closed an order the other had
    // closed.
    const byA = closedLines(svcA).slice(loggedBefore.a);
    const byB = closedLines(svcB).slice(loggedBefore.b);
    console.log(
      `[several] sweeps closed: service A ${JSON.stringify(byA)}, service B ${JSON.stringify(byB)}`,
    );
    expect([...byA, ...byB].reduce((s, n) => s + n, 0)).toBe(60);
  });

  /** a buyer with an unpaid order placed at A, its QR payment started at A */
  async function orderToPay(u: Buyer) {
    const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
    const order = await placeOrder(
      a,
      u.token,
      { source: "buyNow", goodsId, quantity: 1 },
      u.addressId,
    );
    const payment = await api<PaymentView>(a, PATHS.pay, {
      token: u.token,
      body: { orderId: order.id, method: "alipay" },
    });
    expect(payment.code).toBe(200);
    return { order, payment: payment.data, goodsId };
  }
  /** Pays at service B's sandbox wallet; answers when B has applied the notification. */
  async function payAtB(codeUrl: string): Promise<number> {
    const res = await fetch(new URL(new URL(codeUrl).pathname, new URL(b.base).origin), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=pay",
    });
    const html = await res.text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain("支付成功");
    return performance.now();
  }
  /**
   * A long poll held on A while B receives the payment: answers how long after the payment A
   * answered.
   */
  async function waitAtAPaidAtB(u: Buyer) {
    const { order, payment } = await orderToPay(u);
    const started = performance.now();
    const waiting = api<PaymentStatus>(
      a,
      `${PATHS.wait}?orderId=${order.id}&known=pending_payment`,
      { token: u.token },
    ).then((answer) => ({ answer, at: performance.now() }));
    // Long enough for A to be asleep in the long poll, well before its 8 s end.
    await sleep(1_200);
    const paidAt = await payAtB(payment.codeUrl!);
    const woke = await waiting;
    return {
      answer: woke.answer as Answer<PaymentStatus>,
      afterPayMs: woke.at - paidAt,
      heldMs: woke.at - started,
    };
  }

  it("a payment received by service B wakes the long poll held on service A at once (NOTIFY, not a re-check)", async () => {
    // While listening, A looks at the database only at the end of a long poll (8 s).
    expect((await health(a)).orderChanges).toBe("listening");
    const { answer, afterPayMs, heldMs } = await waitAtAPaidAtB(buyers[0]);
    console.log(
      `[several] long poll at A answered ${afterPayMs.toFixed(0)} ms after B applied the payment (held ${heldMs.toFixed(0)} ms)`,
    );
    expect(answer.data.orderStatus).toBe("pending_delivery");
    expect(heldMs).toBeLessThan(4_000);
    expect(afterPayMs).toBeLessThan(300);
  });

  it("the payment page's event stream on storefront 1 (service A) shows a payment received by service B at once", async () => {
    const u = buyers[1];
    const { order, payment } = await orderToPay(u);
    const session = await getSession(new Request("http://shop.test/"));
    session.set("Authorization", u.token);
    session.set("userInfo", { id: u.user.id, nickname: u.user.nickname, phone: u.user.phone });
    const cookie = (await commitSession(session)).split(";")[0];

    const aborted = new AbortController();
    const res = await fetch(`${front1.base}/payment/events?orderId=${order.id}`, {
      headers: { cookie, accept: "text/event-stream" },
      signal: aborted.signal,
    });
    expect(res.status).toBe(200);
    const statuses: { status: PaymentStatus; at: number }[] = [];
    const reading = (async () => {
      const decoder = new TextDecoder();
      let buffer = "";
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (/^event: status$/m.test(block))
            statuses.push({
              status: JSON.parse(/^data: (.*)$/m.exec(block)![1]),
              at: performance.now(),
            });
        }
      }
    })().catch(() => {});
    try {
      while (statuses.length === 0) await sleep(20);
      expect(statuses[0].status.orderStatus).toBe("pending_payment");
      await sleep(1_200);
      const paidAt = await payAtB(payment.codeUrl!);
      const deadline = Date.now() + 5_000;
      while (statuses.length < 2 && Date.now() < deadline) await sleep(10);
      expect(statuses[1]?.status.orderStatus).toBe("pending_delivery");
      console.log(
        `[several] storefront 1's event stream showed the payment ${(statuses[1].at - paidAt).toFixed(0)} ms after B applied it`,
      );
      expect(statuses[1].at - paidAt).toBeLessThan(300);
    } finally {
      aborted.abort();
      await reading;
    }

    // The session is a signed cookie: storefront 2 (service B) knows the same visitor and cart.
    await addToCart(b, u.token, await wine(db(), { priceCents: 9_000, stock: 5 }), 1);
    for (const front of [front1, front2]) {
      const page = await fetch(`${front.base}/user/myCart`, {
        headers: { cookie, accept: "text/html" },
        redirect: "manual",
      });
      const html = await page.text();
      expect(page.status, front.name).toBe(200);
      expect(html.match(/data-testid="cart-line"/g), front.name).toHaveLength(1);
    }
  });

  it("a service whose listening connection is cut listens again and is woken by NOTIFY as before", async () => {
    const before = await listeners();
    await db().execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'vintry-order-changes'`,
    );
    const deadline = Date.now() + 10_000;
    let after: number[] = [];
    while (Date.now() < deadline) {
      after = await listeners();
      if (
        after.length === 2 &&
        after.every((pid) => !before.includes(pid)) &&
        (await health(a)).orderChanges === "listening" &&
        (await health(b)).orderChanges === "listening"
      )
        break;
      await sleep(100);
    }
    expect(after).toHaveLength(2);
    expect(after.filter((pid) => before.includes(pid))).toEqual([]);
    expect(programs[0].lines.some((l) => l.includes("lost the order_changes listener"))).toBe(true);

    const { answer, afterPayMs } = await waitAtAPaidAtB(buyers[2]);
    console.log(
      `[several] after the reconnection: A answered ${afterPayMs.toFixed(0)} ms after B applied the payment`,
    );
    expect(answer.data.orderStatus).toBe("pending_delivery");
    expect(afterPayMs).toBeLessThan(300);
  });
});
