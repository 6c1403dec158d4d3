/**
 * The account's screens, in the order the menus list them. One list for the
 * personal center, the user area's home and its desktop side menu. A screen
 * is listed once its route exists (points, favorites, history, invoices and
 * resale come with their issues): a menu never leads to a 404.
 */
export const ACCOUNT_LINKS = [
  ["/user/order", "center.myOrders"],
  ["/user/info", "center.profile"],
  ["/user/address", "center.addresses"],
  ["/user/security", "center.security"],
  ["/user/agreement", "footer.agreement"],
] as const;
