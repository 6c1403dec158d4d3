/** The caller's own profile, as UserProfile. */
import { eq } from "drizzle-orm";
import { PHONE_PATTERN, type AccountStatus, type UserProfile } from "../../contract/accounts";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { AuthError } from "../http/envelope";
import { pointsBalanceColumn } from "../points/ledger";
import { plannedRead } from "../db/prepared";

type UserRow = typeof users.$inferSelect;

/** 13912341234 -> 139****1234 */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : "****";
}

/** 醇友1234 -> 醇***4; a nickname that is a phone number -> 139****1234; one character -> 醇*** */
export function maskNickname(nickname: string): string {
  const name = nickname.trim();
  if (PHONE_PATTERN.test(name)) return maskPhone(name);
  const chars = Array.from(name);
  if (chars.length === 0) return "***";
  if (chars.length === 1) return `${chars[0]}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

/** The default nickname of a new account: 醇友 and the phone's last 4 digits. */
export function defaultNickname(phone: string): string {
  return `醇友${phone.slice(-4)}`;
}

/** `points`: the balance, the points ledger's last `after` (pointsBalanceColumn). */
export function presentProfile(row: UserRow, points: number): UserProfile {
  return {
    id: row.id,
    phoneMasked: maskPhone(row.phone),
    nickname: row.nickname,
    gender: (row.gender === 1 || row.gender === 2 ? row.gender : 0) as UserProfile["gender"],
    avatar: row.avatar,
    status: row.status as AccountStatus,
    createdAt: row.createdAt.toISOString(),
    hasPassword: row.passwordHash !== null,
    points,
  };
}

const profileRead = plannedRead();

export async function loadProfile(db: Db, userId: number): Promise<UserProfile> {
  const [found] = await profileRead(
    db
      .select({ user: users, points: pointsBalanceColumn })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1),
  );
  // The token's user is gone (deleted meanwhile): as good as no token.
  if (!found) throw new AuthError(401);
  return presentProfile(found.user, found.points);
}
