/**
 * An after-sale reason as its reader sees it: the service stores and sends the code, the words are
 * in the payment namespace (section order), which the order page and both after-sale screens load.
 */
import type { TFunction } from "i18next";
import { isAfterSaleReason } from "#contract/aftersale";

/** The reason's words in the reader's language; a text that is no code stays as it is. */
export function reasonLabel(t: TFunction, reason: string): string {
  return isAfterSaleReason(reason)
    ? t(`order.afterSaleReasons.${reason}`, { ns: "payment" })
    : reason;
}
