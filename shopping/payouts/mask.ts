/**
 * How a payout account is shown to its buyer: enough to recognise it, not enough to use it. The
 * whole account stays in the database for the operator who pays.
 */
import type { PayoutKind } from "../../contract/payouts";

const PHONE = /^1\d{10}$/;

/** 138****8000 */
const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/** a***@qq.com: the first character of the name, the whole domain */
function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** wx****88 */
const maskWechatId = (id: string) => `${id.slice(0, 2)}****${id.slice(-2)}`;

/** 6222 **** **** 1234: a card is recognised by its first and last four digits */
const maskCard = (card: string) => `${card.slice(0, 4)} **** **** ${card.slice(-4)}`;

export function maskAccount(kind: PayoutKind, account: string): string {
  if (kind === "bank") return maskCard(account);
  if (PHONE.test(account)) return maskPhone(account);
  return kind === "alipay" ? maskEmail(account) : maskWechatId(account);
}

/**
 * 张*明, *明, 欧**明, 买*·***提: a Chinese name keeps its last character, and its first when it has
 * three or more; the dots of a minority name stay. J*** S****: a Latin name keeps each word's first
 * letter.
 */
export function maskName(name: string): string {
  const chars = [...name];
  if (/\p{Script=Latin}/u.test(name))
    return name.replace(
      /(\p{Script=Latin})(\p{Script=Latin}*)/gu,
      (_, first: string, rest: string) => first + "*".repeat([...rest].length),
    );
  const keep = (i: number) =>
    chars[i] === "·" || i === chars.length - 1 || (chars.length >= 3 && i === 0);
  return chars.map((c, i) => (keep(i) ? c : "*")).join("");
}
