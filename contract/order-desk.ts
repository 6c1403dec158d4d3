/**
 * The order desk's limits (the console's /admin/orders/:orderNo and the service): without zod, so
 * the page's forms may read them; the forms' schemas are in order-desk-forms.ts.
 */

/** A tracking event's text at most (what a courier's page would show, one line), and a note's. */
export const TRACKING_TEXT_MAX = 200;
export const ORDER_NOTE_MAX = 500;

/** An order's number as the console's paths carry it: digits only. */
export const ORDER_NO_PATTERN = /^\d{1,40}$/;
