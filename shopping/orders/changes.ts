/**
 * Order changes: wakes the requests that wait on an order (the payment page's
 * long poll) when its status moves.
 *
 * Every move NOTIFYs `order_changes` inside its own transaction (moveOrder),
 * so PostgreSQL delivers it at commit, never for a move that rolled back. On
 * PostgreSQL each service process LISTENs on a connection of its own (not one
 * of the pool) and wakes its waiters, whichever process made the move. The
 * embedded database serves one process: there the process that made the move
 * wakes its waiters itself (`changed`), and nobody listens.
 *
 * While the listening connection is down, waiters look at the database every
 * second; once it is up, only at the end of their long poll.
 */
import type { Tx } from "../db/client";
import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";

export const ORDER_CHANGES_CHANNEL = "order_changes";

/** How long a waiter sleeps between looks at the database when no notification may come. */
export const RECHECK_MS = 1_000;
/** ... and while the listening connection is up: other processes' moves arrive by NOTIFY. */
export const LISTENING_RECHECK_MS = 10_000;

/**
 * local: one process (PGlite); listening / reconnecting: PostgreSQL, its LISTEN connection up or
 * down.
 */
export type OrderChangesMode = "local" | "listening" | "reconnecting";

export interface OrderChanges {
  readonly mode: OrderChangesMode;
  /** The longest sleep between two looks at the database. */
  readonly recheckMs: number;
  /** After the commit of a move: wakes this process's waiters on the order at once. */
  changed(orderId: number): void;
  /** Resolves when the order may have changed, after `ms` at most, or when `signal` aborts. */
  next(orderId: number, ms: number, signal?: AbortSignal): Promise<void>;
  close(): Promise<void>;
}

/** In the transaction of a move: every listening process hears of it when it commits. */
export async function announceOrderChange(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${ORDER_CHANGES_CHANNEL}, ${String(orderId)})`);
}

class Bus {
  readonly events = new EventEmitter();

  constructor() {
    this.events.setMaxListeners(0);
  }

  changed(orderId: number): void {
    this.events.emit("order", orderId);
  }

  /** Wakes every waiter: they look at the database again (a notification may have been lost). */
  wakeAll(): void {
    this.events.emit("all");
  }

  next(orderId: number, ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.events.off("order", onChange);
        this.events.off("all", done);
        signal?.removeEventListener("abort", done);
        resolve();
      };
      const onChange = (id: number) => {
        if (id === orderId) done();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      this.events.on("order", onChange);
      this.events.on("all", done);
      if (signal?.aborted) done();
      else signal?.addEventListener("abort", done);
    });
  }
}

/** One process: the moves it makes are all there is. */
export function localOrderChanges(): OrderChanges {
  const bus = new Bus();
  return {
    mode: "local",
    recheckMs: RECHECK_MS,
    changed: (id) => bus.changed(id),
    next: (id, ms, signal) => bus.next(id, ms, signal),
    close: async () => {},
  };
}

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 10_000;

/**
 * Several processes on PostgreSQL: LISTENs on a dedicated connection and
 * reconnects (500 ms, doubling up to 10 s) whenever it drops. Answers once
 * the first attempt is over, listening or not.
 */
export async function listenForOrderChanges(url: string): Promise<OrderChanges> {
  const { default: pg } = await import("pg");
  const bus = new Bus();
  let mode: OrderChangesMode = "reconnecting";
  let client: InstanceType<typeof pg.Client> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = RECONNECT_FIRST_MS;
  let closed = false;

  const scheduleRetry = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  };

  const lost = (which: InstanceType<typeof pg.Client>, error?: Error) => {
    if (which !== client) return;
    client = null;
    which.removeAllListeners("notification");
    void which.end().catch(() => {});
    if (closed) return;
    if (mode === "listening")
      console.error(
        `[orders] lost the order_changes listener${error ? `: ${error.message}` : ""}; waiting pages look every ${RECHECK_MS / 1000} s until it is back`,
      );
    mode = "reconnecting";
    // Asleep for the long interval, they would miss what happens meanwhile.
    bus.wakeAll();
    scheduleRetry();
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      application_name: "vintry-order-changes",
      keepAlive: true,
    });
    next.on("notification", (message) => {
      const id = Number(message.payload);
      if (Number.isSafeInteger(id)) bus.changed(id);
    });
    next.on("error", (error) => lost(next, error));
    next.on("end", () => lost(next));
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${ORDER_CHANGES_CHANNEL}`);
    } catch (error) {
      if (mode !== "reconnecting" || retryMs === RECONNECT_FIRST_MS)
        console.error(
          `[orders] cannot listen for order changes: ${(error as Error).message}; retrying`,
        );
      lost(next, error as Error);
      return;
    }
    if (closed || client !== next) return void next.end().catch(() => {});
    const wasDown = mode === "reconnecting";
    mode = "listening";
    retryMs = RECONNECT_FIRST_MS;
    // What moved while nobody listened is found by one more look.
    if (wasDown) bus.wakeAll();
  };

  await connect();
  return {
    get mode() {
      return mode;
    },
    get recheckMs() {
      return mode === "listening" ? LISTENING_RECHECK_MS : RECHECK_MS;
    },
    changed: (id) => bus.changed(id),
    next: (id, ms, signal) => bus.next(id, ms, signal),
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
      bus.wakeAll();
    },
  };
}
