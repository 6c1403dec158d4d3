/** Where the points page, its gift form and its export live. */
export const POINTS_PATH = "/user/myIntegral";
export const POINTS_EXPORT_PATH = "/user/myIntegral/export.csv";
export const GIFT_FORM_PATH = "/user/myIntegral#gift";
/** the gift's confirmation step, rendered by the server (a dialog over the page) */
export const GIFT_CONFIRM_PATH = "/user/myIntegral?confirm=gift";
