/**
 * Every field error's sentence, in both languages, keyed like "gift.points.tooMany": each area's
 * live in contract/<area>-validation.ts. The zod schemas of contract/ name these keys; the service
 * answers them translated, and the storefront puts them into its account namespace at start-up
 * (app/i18n.server.ts). A key defined by two areas fails contract/validation.test.ts.
 */
import { ACCOUNT_VALIDATION } from "./accounts-validation";
import { ADDRESS_VALIDATION } from "./addresses-validation";
import { BUYING_VALIDATION } from "./buying-validation";
import { REVIEW_VALIDATION } from "./reviews-validation";
import { PHOTO_VALIDATION } from "./photos-validation";
import { AFTER_SALE_VALIDATION } from "./aftersale-validation";
import { POINTS_VALIDATION } from "./points-validation";
import { SAVED_VALIDATION } from "./favorites-validation";
import { INVOICE_VALIDATION } from "./invoices-validation";
import { PAYOUT_VALIDATION } from "./payouts-validation";
import { RESALE_VALIDATION } from "./resale-validation";
import { STAFF_VALIDATION } from "./staff-validation";
import { SHOP_VALIDATION } from "./shop-validation";
import { WINE_VALIDATION } from "./wine-validation";

export const VALIDATION_MESSAGES = {
  ...ACCOUNT_VALIDATION,
  ...ADDRESS_VALIDATION,
  ...BUYING_VALIDATION,
  ...REVIEW_VALIDATION,
  ...PHOTO_VALIDATION,
  ...AFTER_SALE_VALIDATION,
  ...POINTS_VALIDATION,
  ...SAVED_VALIDATION,
  ...INVOICE_VALIDATION,
  ...PAYOUT_VALIDATION,
  ...RESALE_VALIDATION,
  ...STAFF_VALIDATION,
  ...SHOP_VALIDATION,
  ...WINE_VALIDATION,
} as const;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

/** Each area's sentences, for the test that no key is defined twice. */
export const VALIDATION_BY_AREA = {
  accounts: ACCOUNT_VALIDATION,
  addresses: ADDRESS_VALIDATION,
  buying: BUYING_VALIDATION,
  reviews: REVIEW_VALIDATION,
  photos: PHOTO_VALIDATION,
  aftersale: AFTER_SALE_VALIDATION,
  points: POINTS_VALIDATION,
  favorites: SAVED_VALIDATION,
  invoices: INVOICE_VALIDATION,
  payouts: PAYOUT_VALIDATION,
  resale: RESALE_VALIDATION,
  staff: STAFF_VALIDATION,
  shop: SHOP_VALIDATION,
  wine: WINE_VALIDATION,
};
