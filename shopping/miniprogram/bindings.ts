/** Which account an openid of a mini-program is, and the other way. */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { miniProgramUsers } from "../db/schema";
import { BusinessError } from "../http/envelope";
import type { MiniProgramIdentity } from "./jscode2session";
import { miniProgramAppid } from "./settings";

export async function boundUserId(
  db: Db,
  identity: MiniProgramIdentity,
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: miniProgramUsers.userId })
    .from(miniProgramUsers)
    .where(
      and(eq(miniProgramUsers.appid, identity.appid), eq(miniProgramUsers.openid, identity.openid)),
    )
    .limit(1);
  return row?.userId;
}

/** Binds once: an account already bound to another WeChat user of this mini-program is refused. */
export async function bindUser(
  db: Db,
  identity: MiniProgramIdentity,
  userId: number,
): Promise<void> {
  try {
    await db.insert(miniProgramUsers).values({ ...identity, userId });
  } catch (error) {
    if (isUniqueViolation(error, "miniprogram_users_openid_uq")) {
      // The same WeChat user bound twice at once: the first one's account stands.
      if ((await boundUserId(db, identity)) === userId) return;
      throw new BusinessError(409, "miniprogram_already_bound");
    }
    if (isUniqueViolation(error, "miniprogram_users_user_uq"))
      throw new BusinessError(409, "miniprogram_phone_bound_elsewhere");
    throw error;
  }
}

/**
 * The buyer's openid in this service's mini-program (WECHAT_MINIPROGRAM_APPID, or the sandbox's),
 * for the mini-program's payments; null when the buyer never signed in there.
 */
export async function miniProgramOpenid(
  db: Db,
  userId: number,
  env: Record<string, string | undefined> = process.env,
): Promise<string | null> {
  const appid = miniProgramAppid(env);
  if (!appid) return null;
  const [row] = await db
    .select({ openid: miniProgramUsers.openid })
    .from(miniProgramUsers)
    .where(and(eq(miniProgramUsers.appid, appid), eq(miniProgramUsers.userId, userId)))
    .limit(1);
  return row?.openid ?? null;
}
