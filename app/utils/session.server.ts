/**
 * The cookie session: what the spec keeps in session storage (the token, the
 * user info, the language, the previous path) lives here, signed and httpOnly,
 * so nothing secret is readable by scripts.
 */
import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { DEFAULT_LANG, toLang, type Lang } from "./lang";
import type { Wish } from "~/features/accounts/wish";
import { sessionSecrets } from "./secret.server";

export interface UserInfo {
  id: number;
  nickname: string;
  phone: string;
}

/** What the giver confirms: the typed phone, and what the service's check answered. */
export interface PendingGift {
  phone: string;
  receiverPhone: string;
  /** masked, beside the phone: whom the number belongs to */
  receiverNickname?: string;
  points: number;
  needsSms: boolean;
  /** made by the service's preview: the gift is made once under it, however often it is confirmed */
  giftKey: string;
}

interface SessionData {
  langId: Lang;
  Authorization: string;
  userInfo: UserInfo;
  /** the first step of a phone change passed: the service's ticket for the second */
  phoneTicket: string;
  /** something pressed before logging in: done once, right after the login */
  wish: Wish;
  /** a gift of points checked and waiting for the giver's confirmation (the points page) */
  pointsGift: PendingGift;
  /** WeChat's browser: the silent OAuth under way, for this order (features/payments/payer.server.ts) */
  payerOauth: { state: string; orderId: number };
}

let storage: ReturnType<typeof create> | null = null;

function create() {
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: process.env.NODE_ENV === "production" && process.env.LOCAL_HTTP !== "1",
      secrets: sessionSecrets(),
      maxAge: 60 * 60 * 24 * 30,
    },
  });
}

export function sessionStorage() {
  return (storage ??= create());
}

export type AppSession = Session<SessionData>;

export function getSession(request: Request): Promise<AppSession> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export function commitSession(session: AppSession): Promise<string> {
  return sessionStorage().commitSession(session);
}

export function langOf(session: AppSession): Lang {
  return toLang(session.get("langId") ?? DEFAULT_LANG);
}

/** The token is rejected (spec §4): forget the user, keep the language. */
export function clearLogin(session: AppSession): void {
  session.unset("Authorization");
  session.unset("userInfo");
}
