/**
 * A new account's nickname is 醇友 and its phone's last four digits (shopping/accounts/profile.ts),
 * stored as written. Wherever the shop shows it, it speaks the visitor's language: "Vintry friend
 * 0001" in English (common.json `brand.defaultNickname`, beside the brand). A nickname the buyer
 * set is shown as it is.
 */
const DEFAULT_NICKNAME = /^醇友(\d{4})$/;

type Translate = (key: "brand.defaultNickname", options: { digits: string }) => string;

export function shownNickname(nickname: string, t: Translate): string {
  const digits = DEFAULT_NICKNAME.exec(nickname)?.[1];
  return digits === undefined ? nickname : t("brand.defaultNickname", { digits });
}
