/**
 * Image verification codes: 4 characters without look-alikes, valid 2 minutes,
 * case-insensitive, single use. Any check consumes the captcha, right or
 * wrong, so each guess costs the guesser a new picture.
 */
import { randomBytes, randomInt } from "node:crypto";
import { createRequire } from "node:module";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { CaptchaImage } from "../../contract/accounts";
import type { Db } from "../db/client";
import { captchas } from "../db/schema";
import { fieldError } from "../http/endpoint";

export const CAPTCHA_TTL_SECONDS = 120;
/** Without look-alikes: no 0/O/o, 1/I/i/l/L, 2/Z/z, 5/S/s, 9/g/q, b, u/v. */
const CHARACTERS = "34678ACDEFGHJKMNPRTUWXYacdefhjkmnprtwxy";
const LENGTH = 4;

// svg-captcha draws the text we give it; its own random text comes from Math.random, which is
// guessable.
const render = createRequire(import.meta.url)("svg-captcha") as (
  text: string,
  options: Record<string, unknown>,
) => string;

export function captchaText(): string {
  return Array.from({ length: LENGTH }, () => CHARACTERS[randomInt(CHARACTERS.length)]).join("");
}

export async function createCaptcha(db: Db): Promise<CaptchaImage> {
  const text = captchaText();
  const captchaId = randomBytes(16).toString("hex");
  await db.insert(captchas).values({
    id: captchaId,
    answer: text.toLowerCase(),
    expiresAt: sql`now() + make_interval(secs => ${CAPTCHA_TTL_SECONDS})`,
  });
  // Old rows are useless; sweep now and then rather than run a scheduled job.
  if (randomInt(50) === 0)
    await db.delete(captchas).where(lt(captchas.expiresAt, sql`now() - interval '1 hour'`));
  // Dark strokes on a transparent ground: legible on the page's own background.
  const svg = render(text, { noise: 2, color: false, width: 140, height: 48, fontSize: 50 });
  return { captchaId, svg, expiresInSeconds: CAPTCHA_TTL_SECONDS };
}

/** Consumes the captcha; a wrong, expired, used or unknown one is a field error on captchaCode. */
export async function checkCaptcha(db: Db, captchaId: string, captchaCode: string): Promise<void> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: sql`now()` })
    .where(and(eq(captchas.id, captchaId), isNull(captchas.usedAt)))
    .returning({ answer: captchas.answer, fresh: sql<boolean>`${captchas.expiresAt} > now()` });
  if (!row || !row.fresh || row.answer !== captchaCode.trim().toLowerCase())
    throw fieldError("captchaCode", "captcha.invalid");
}
