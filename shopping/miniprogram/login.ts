/**
 * The mini-program host's login: its wx.login code names a WeChat user; a user bound to an account
 * gets a ticket for the web-view and a token for the host, at once; any other binds a phone once,
 * proven by an SMS code: the phone's account, or a new one made as registration makes it.
 */
import type { z } from "zod";
import type { LoginResult } from "../../contract/accounts";
import type {
  MiniProgramLoginResult,
  MiniProgramSignedIn,
  miniProgramBindSchema,
} from "../../contract/miniprogram";
import { createAccount } from "../accounts/register";
import { consumeSmsCode } from "../accounts/sms-codes";
import { findUserByPhone, signIn } from "../accounts/users";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { issueToken } from "../http/auth";
import { fieldError } from "../http/endpoint";
import { BusinessError } from "../http/envelope";
import { eq } from "drizzle-orm";
import { bindUser, boundUserId } from "./bindings";
import type { CodeExchange, MiniProgramIdentity } from "./jscode2session";
import { issueTicket, peekTicket, spendTicket } from "./tickets";

function available(exchange: CodeExchange | null): CodeExchange {
  if (!exchange) throw new BusinessError(503, "miniprogram_unavailable");
  return exchange;
}

async function signedIn(
  db: Db,
  identity: MiniProgramIdentity,
  userId: number,
): Promise<MiniProgramSignedIn> {
  return {
    status: "signedIn",
    ticket: await issueTicket(db, "login", identity, userId),
    token: await issueToken(db, userId),
  };
}

export async function loginWithCode(
  db: Db,
  exchange: CodeExchange | null,
  code: string,
): Promise<MiniProgramLoginResult> {
  const identity = await available(exchange)(code);
  const userId = await boundUserId(db, identity);
  if (userId !== undefined) return signedIn(db, identity, userId);
  return { status: "phoneNeeded", bindToken: await issueTicket(db, "bind", identity, null) };
}

export async function bindPhone(
  db: Db,
  exchange: CodeExchange | null,
  input: z.infer<typeof miniProgramBindSchema>,
): Promise<MiniProgramSignedIn> {
  available(exchange);
  // Looked at first and used only once the SMS code is right: a mistyped code keeps the bindToken.
  if (!(await peekTicket(db, "bind", input.bindToken)))
    throw new BusinessError(422, "miniprogram_bind_expired");
  if (!(await consumeSmsCode(db, input.phone, "bindMiniProgram", input.smsCode)))
    throw fieldError("smsCode", "sms.wrong");
  const ticket = await spendTicket(db, "bind", input.bindToken);
  if (!ticket) throw new BusinessError(422, "miniprogram_bind_expired");
  const identity = { appid: ticket.appid, openid: ticket.openid };
  const user =
    (await findUserByPhone(db, input.phone)) ?? (await createAccount(db, input.phone, null));
  await bindUser(db, identity, user.id);
  return signedIn(db, identity, user.id);
}

/** The web-view's half: a login ticket, used once, becomes the buyer's session token. */
export async function enterWithTicket(db: Db, ticketText: string): Promise<LoginResult> {
  const ticket = await spendTicket(db, "login", ticketText);
  const [user] = ticket?.userId
    ? await db.select().from(users).where(eq(users.id, ticket.userId)).limit(1)
    : [];
  if (!user) throw new BusinessError(422, "miniprogram_ticket_invalid");
  return signIn(db, user);
}
