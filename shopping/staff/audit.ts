/**
 * The audit log's writer (decision 041). An operator endpoint that changes something runs its
 * handler in an audit scope; the first transaction the handler commits carries the scope's row, so
 * the change and its record commit or roll back together. A handler that changes the database
 * without a transaction of its own still gets its row, in one of its own, after the change: the
 * tests fail on any such row (tests/vitest.setup.ts): none should be.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Db, Tx } from "../db/client";
import { staffAudit } from "../db/schema";
import { maskPhone } from "../accounts/profile";
import { recordAudit } from "./audit-record";

export interface AuditActor {
  /** null: the set-up key, before the shop had staff */
  staffId: number | null;
  /** the member's name, or setup-key:NAME */
  actor: string;
  address: string;
}

export interface AuditEntry extends AuditActor {
  action: string;
  permission: string;
  target: string;
  request: unknown;
  before?: unknown;
  after?: unknown;
}

/** What an endpoint says about its change: what it changes, and how to read that thing's state. */
export interface AuditSpec<B = unknown> {
  target?: (body: B) => string;
  /** the target's state, read in the change's transaction before and after the change */
  state?: (tx: Tx | Db, body: B) => Promise<unknown>;
  /**
   * the handler only writes the database (no gateway, no file): the endpoint runs it in one
   * transaction (its context's db), which carries the audit row
   */
  transaction?: boolean;
}

interface Scope {
  entry: Omit<AuditEntry, "before" | "after">;
  state?: (tx: Tx | Db) => Promise<unknown>;
  claimed: boolean;
  written: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();
const hooked = new WeakSet<object>();

/** Fields never copied into the log. */
const SECRET_FIELDS = /^(password|confirm|oldPassword|newPassword|token|totp|totpSecret|code)$/i;

/** Fields that hold a buyer's or a member's mobile number: the log keeps them masked. */
const PHONE_FIELDS = /phone$/i;

/** What the log keeps of a request: secrets left out, mobile numbers masked. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        SECRET_FIELDS.test(key)
          ? "[redacted]"
          : PHONE_FIELDS.test(key) && typeof inner === "string"
            ? maskPhone(inner)
            : redact(inner),
      ]),
    );
  return value;
}

export async function writeAudit(tx: Tx | Db, entry: AuditEntry): Promise<void> {
  await tx.insert(staffAudit).values({
    staffId: entry.staffId,
    actor: entry.actor,
    address: entry.address,
    action: entry.action,
    permission: entry.permission,
    target: entry.target,
    request: redact(entry.request ?? {}) as object,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * Lets the scope ride on the database's transactions: called once per database by the app. Only
 * top-level transactions are hooked; a savepoint inside one is part of it already.
 */
export function auditTransactionsOf(db: Db): void {
  // A stand-in database (the API document's test) has nothing to hook.
  if (hooked.has(db) || typeof db.transaction !== "function") return;
  hooked.add(db);
  const original = db.transaction.bind(db);
  const hookedTransaction: Db["transaction"] = (fn, config) => {
    const scope = scopes.getStore();
    if (!scope || scope.claimed) return original(fn, config);
    scope.claimed = true;
    return original(async (tx) => {
      const before = scope.state ? await scope.state(tx) : null;
      const result = await fn(tx);
      const after = scope.state ? await scope.state(tx) : null;
      await writeAudit(tx, { ...scope.entry, before, after });
      return result;
    }, config).then(
      (result) => {
        scope.written = true;
        recordAudit(scope.entry.action, "inTransaction");
        return result;
      },
      (error: unknown) => {
        scope.claimed = false;
        throw error;
      },
    );
  };
  db.transaction = hookedTransaction;
}

/**
 * Runs a change under an audit scope; when it succeeded without committing a transaction, writes
 * its row now. A refused change (an error) writes nothing: nothing changed.
 */
export async function audited<T>(
  db: Db,
  entry: Scope["entry"],
  state: Scope["state"],
  change: () => Promise<T>,
): Promise<T> {
  const scope: Scope = { entry, state, claimed: false, written: false };
  const result = await scopes.run(scope, change);
  if (!scope.written) {
    recordAudit(entry.action, "after");
    await db.transaction(async (tx) =>
      writeAudit(tx, { ...entry, before: null, after: state ? await state(tx) : null }),
    );
  }
  return result;
}

/**
 * A multipart endpoint's handler names its target once it has read the form's fields (the audit
 * scope began before they were read); outside a scope it does nothing.
 */
export function auditTarget(target: string, request: unknown): void {
  const scope = scopes.getStore();
  if (scope) scope.entry = { ...scope.entry, target, request };
}

/**
 * Work that is not the change (a sign-in attempt counted before the password is checked): its
 * transaction commits whatever the change's fate, so it must not carry the change's audit row.
 */
export const outsideAudit = <T>(work: () => Promise<T>): Promise<T> => scopes.exit(work);
