/**
 * One-time tickets of the mini-program login, shown once and stored as a SHA-256 hash. Using one
 * is a single conditional update, so of two concurrent uses only one gets it.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { miniProgramTickets } from "../db/schema";
import { hashToken } from "../http/auth";
import type { MiniProgramIdentity } from "./jscode2session";

export type TicketKind = "login" | "bind";

/** login: the web-view's redirect comes at once; bind: the buyer types a phone and waits for a text. */
export const TICKET_TTL_SECONDS: Record<TicketKind, number> = { login: 120, bind: 600 };

export type TicketRow = typeof miniProgramTickets.$inferSelect;

export async function issueTicket(
  db: Db | Tx,
  kind: TicketKind,
  identity: MiniProgramIdentity,
  userId: number | null,
): Promise<string> {
  const ticket = randomBytes(32).toString("base64url");
  await db.insert(miniProgramTickets).values({
    ticketHash: hashToken(ticket),
    kind,
    appid: identity.appid,
    openid: identity.openid,
    userId,
    expiresAt: sql`now() + make_interval(secs => ${TICKET_TTL_SECONDS[kind]})`,
  });
  return ticket;
}

const live = (kind: TicketKind, ticket: string) =>
  and(
    eq(miniProgramTickets.ticketHash, hashToken(ticket)),
    eq(miniProgramTickets.kind, kind),
    isNull(miniProgramTickets.usedAt),
    gt(miniProgramTickets.expiresAt, sql`now()`),
  );

/** The ticket if it is fresh and unused, leaving it so. */
export async function peekTicket(
  db: Db,
  kind: TicketKind,
  ticket: string,
): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(miniProgramTickets).where(live(kind, ticket)).limit(1);
  return row;
}

/** Uses the ticket if it is fresh and unused; undefined otherwise, or when another use won. */
export async function spendTicket(
  db: Db | Tx,
  kind: TicketKind,
  ticket: string,
): Promise<TicketRow | undefined> {
  const [row] = await db
    .update(miniProgramTickets)
    .set({ usedAt: sql`now()` })
    .where(live(kind, ticket))
    .returning();
  await db
    .delete(miniProgramTickets)
    .where(lt(miniProgramTickets.expiresAt, sql`now() - interval '1 day'`));
  return row;
}
