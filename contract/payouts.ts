/**
 * Payout accounts (spec §8's "payment account"): where a seller's resale money is paid. The three
 * kinds, their rules and the form's schema, the same on both sides: the storefront checks the form
 * with it, the service checks the request with it and stores what it outputs (normalised: a card's
 * digits without spaces, an e-mail in lower case, one kind of middle dot). Field errors are
 * VALIDATION_MESSAGES keys (payouts-validation.ts).
 */
import { z } from "zod";
import { PHONE_PATTERN } from "./accounts";
import { PAYOUT_KINDS, type PayoutKind } from "./payout-kinds";
import type { payoutAccountListSchema, payoutAccountSchema } from "./payouts-answers";

export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
export type PayoutAccountList = z.infer<typeof payoutAccountListSchema>;

export { PAYOUT_KINDS, type PayoutKind };

/** A buyer keeps at most this many payout accounts. */
export const MAX_PAYOUT_ACCOUNTS = 10;

const EMAIL = /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/;
/** WeChat's own rule for a WeChat ID. */
const WECHAT_ID = /^[a-zA-Z][-_a-zA-Z0-9]{5,19}$/;
const CARD = /^\d{12,19}$/;

/** Han characters, a minority name's parts joined by middle dots (买买提·艾力). */
const HAN_NAME = /^\p{Script=Han}+(·\p{Script=Han}+)*$/u;
/** Latin letters, words parted by a space, a hyphen, an apostrophe or a dot (Mary-Jane O'Neil). */
const LATIN_NAME = /^\p{Script=Latin}+([ '.-]\s?\p{Script=Latin}+)*\.?$/u;
/** What a phone's emoji keyboard types: pictographs, flags, and the joiners and selectors. */
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u200D|\uFE0F|\u20E3/u;
/** Dots that are typed for the middle dot of a minority name (•, ・, ‧, ∙, ．, ･). */
const DOT_LOOKALIKES = /\s*[·•・‧∙．･]\s*/g;

export function normaliseName(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, " ")
    .replace(DOT_LOOKALIKES, "·")
    .replace(/(?<=\p{Script=Han}) (?=\p{Script=Han})/gu, "");
}

export function nameIssue(name: string): "payout.emoji" | "payout.name.invalid" | null {
  if (EMOJI.test(name)) return "payout.emoji";
  return HAN_NAME.test(name) || LATIN_NAME.test(name) ? null : "payout.name.invalid";
}

/** The account as it is stored: a card's digits, an Alipay phone without spaces, an e-mail lower-cased. */
export function normaliseAccount(kind: PayoutKind, account: string): string {
  const trimmed = account.trim();
  if (kind === "bank" || /^[\d\s-]+$/.test(trimmed)) return trimmed.replace(/[\s-]/g, "");
  return kind === "alipay" ? trimmed.toLowerCase() : trimmed;
}

export function accountIssue(kind: PayoutKind, account: string): string | null {
  if (EMOJI.test(account)) return "payout.emoji";
  if (kind === "bank") return CARD.test(account) ? null : "payout.card.invalid";
  if (kind === "wechat")
    return WECHAT_ID.test(account) || PHONE_PATTERN.test(account) ? null : "payout.wechat.invalid";
  return PHONE_PATTERN.test(account) || (account.length <= 100 && EMAIL.test(account))
    ? null
    : "payout.alipay.invalid";
}

const REQUIRED_ACCOUNT: Record<PayoutKind, string> = {
  alipay: "payout.alipay.required",
  wechat: "payout.wechat.required",
  bank: "payout.card.required",
};

const text = (max: number) =>
  z
    .string()
    .max(max, "payout.tooLong")
    // null: what a form's empty field becomes after this schema, when the storefront sends it on
    .nullish()
    .transform((v) => v?.trim() || null);

/**
 * The add form. `account` is the Alipay phone or e-mail, the WeChat ID, or the card number (spaces
 * allowed); `realName` the account's real name (WeChat pays only to a real-name match) or the
 * cardholder's; `bankName` only for a card.
 */
export const payoutAccountFormSchema = z
  .object({
    kind: z.enum(PAYOUT_KINDS, { errorMap: () => ({ message: "payout.kind.invalid" }) }),
    account: text(60),
    realName: text(40),
    bankName: text(40),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (!form.account) issue("account", REQUIRED_ACCOUNT[form.kind]);
    else {
      const bad = accountIssue(form.kind, normaliseAccount(form.kind, form.account));
      if (bad) issue("account", bad);
    }
    if (!form.realName)
      issue(
        "realName",
        form.kind === "bank" ? "payout.holder.required" : "payout.realName.required",
      );
    else {
      const bad = nameIssue(normaliseName(form.realName));
      if (bad) issue("realName", bad);
    }
    if (form.kind !== "bank") return;
    if (!form.bankName) issue("bankName", "payout.bankName.required");
    else if (EMOJI.test(form.bankName)) issue("bankName", "payout.emoji");
  })
  .transform((form) => ({
    kind: form.kind,
    account: normaliseAccount(form.kind, form.account ?? ""),
    realName: normaliseName(form.realName ?? ""),
    bankName: form.kind === "bank" ? form.bankName : null,
  }));
export type PayoutAccountForm = z.infer<typeof payoutAccountFormSchema>;
