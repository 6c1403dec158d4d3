/**
 * The route table of spec §2: everything the shell needs to know of a screen, declared once, here
 * (decision 018). A screen is its route module (app/routes/), its row below and its texts in the
 * locales; app/screens.test.ts fails when a page route has no row, or a row no route.
 *
 * - title: its key in app/locales/<lang>/server.json `screens` (titles are made on the server);
 * - hidden: no header, and no top padding on mobile;
 * - keepAlive: going back restores what was loaded and where it was scrolled (by the URL);
 * - parent: where back goes when there is no usable previous page; fixedBack: always there (§2);
 * - cache: anonymous visitors may get it from the short page cache (server/page-cache.ts);
 * - menu: its entry in the account menus (a key of the center namespace), in the table's order;
 * - bottom: what the phone shell draws at the bottom: the tab bar ("tabs", the default unless the
 *   header is hidden), the screen's own bar ("own": no tab bar, no floating back-to-top), or none;
 * - tab: the tab bar's tab it belongs to;
 * - heading: "own" when the screen's module draws its level-one heading at every width (the phone
 *   header's title is then no heading); otherwise the phone header's title is the h1, and on
 *   desktop the module places <ScreenTitle /> (or an h1 of its own shown from pc: up).
 */
import type { TFunction } from "i18next";

export type TabId = "home" | "goods" | "cart" | "account";

export interface Screen {
  pattern: string;
  title: string;
  hidden?: boolean;
  keepAlive?: boolean;
  parent?: string;
  fixedBack?: boolean;
  cache?: boolean;
  menu?: string;
  bottom?: "tabs" | "own" | "none";
  tab?: TabId;
  heading?: "own";
}

const account = { tab: "account" } as const;

export const SCREENS: Screen[] = [
  {
    pattern: "/",
    title: "home",
    hidden: true,
    keepAlive: true,
    cache: true,
    bottom: "tabs",
    tab: "home",
  },
  {
    pattern: "/home",
    title: "home",
    hidden: true,
    keepAlive: true,
    cache: true,
    bottom: "tabs",
    tab: "home",
  },
  {
    pattern: "/personalCenter",
    title: "personalCenter",
    hidden: true,
    parent: "/",
    bottom: "tabs",
    ...account,
  },
  { pattern: "/agreement", title: "agreement", parent: "/", cache: true, heading: "own" },
  { pattern: "/login", title: "login", parent: "/", ...account },
  { pattern: "/register", title: "register", parent: "/login", ...account },
  {
    pattern: "/RegisetrAgreement",
    title: "registrationAgreement",
    parent: "/register",
    cache: true,
    heading: "own",
  },
  {
    pattern: "/RegisetrAgreementEn",
    title: "registrationAgreementEn",
    parent: "/register",
    cache: true,
    heading: "own",
  },
  { pattern: "/goods", title: "goods", keepAlive: true, parent: "/", cache: true, tab: "goods" },
  {
    pattern: "/goods/:id",
    title: "goodsDetail",
    parent: "/goods",
    cache: true,
    bottom: "own",
    tab: "goods",
    heading: "own",
  },
  {
    pattern: "/goods/:id/reviews/:reviewId/photos",
    title: "reviewPhotos",
    hidden: true,
    parent: "/goods",
    bottom: "own",
    tab: "goods",
    heading: "own",
  },
  { pattern: "/checkOrder", title: "checkout", parent: "/user/myCart", bottom: "own" },
  {
    pattern: "/payment",
    title: "payment",
    keepAlive: true,
    parent: "/personalCenter",
    fixedBack: true,
    bottom: "own",
  },
  { pattern: "/chateauList", title: "chateaux", parent: "/", cache: true },
  {
    pattern: "/chateauList/:id",
    title: "chateau",
    parent: "/chateauList",
    cache: true,
    heading: "own",
  },
  // A bottle's page: where the QR code on its label leads (decision 035).
  { pattern: "/p/:serial", title: "bottle", parent: "/goods", heading: "own" },
  { pattern: "/user", title: "user", parent: "/personalCenter", ...account },
  {
    pattern: "/user/myCart",
    title: "cart",
    hidden: true,
    parent: "/",
    bottom: "own",
    tab: "cart",
    heading: "own",
  },
  {
    pattern: "/user/order",
    title: "orders",
    parent: "/personalCenter",
    fixedBack: true,
    menu: "center.myOrders",
    ...account,
  },
  {
    pattern: "/user/order/:id",
    title: "order",
    parent: "/user/order",
    fixedBack: true,
    ...account,
  },
  {
    pattern: "/user/order/:id/evaluate",
    title: "orderEvaluate",
    parent: "/user/order",
    ...account,
  },
  {
    pattern: "/user/order/:id/logistics",
    title: "orderLogistics",
    parent: "/user/order",
    ...account,
  },
  {
    pattern: "/user/order/:id/refund",
    title: "orderRefund",
    parent: "/user/order",
    heading: "own",
    ...account,
  },
  {
    pattern: "/user/order/:id/afterSale",
    title: "orderAfterSale",
    parent: "/user/order",
    heading: "own",
    ...account,
  },
  {
    pattern: "/user/order/:id/afterSale/photos",
    title: "afterSalePhotos",
    hidden: true,
    parent: "/user/order",
    bottom: "own",
    heading: "own",
    ...account,
  },
  // Spec §4's order action "resell": bottles of a received or completed order (decision 037).
  {
    pattern: "/user/order/:id/resell",
    title: "orderResell",
    parent: "/user/order",
    ...account,
  },
  {
    pattern: "/user/order/:id/invoice",
    title: "orderInvoice",
    parent: "/user/order",
    ...account,
  },
  {
    pattern: "/user/myIntegral",
    title: "points",
    parent: "/personalCenter",
    fixedBack: true,
    menu: "center.points",
    ...account,
  },
  {
    pattern: "/user/myCollect",
    title: "favorites",
    parent: "/personalCenter",
    menu: "center.favorites",
    ...account,
  },
  {
    pattern: "/user/myFootprint",
    title: "footprints",
    parent: "/personalCenter",
    menu: "center.history",
    ...account,
  },
  {
    pattern: "/user/myRecyclingGoods",
    title: "resaleGoods",
    parent: "/personalCenter",
    menu: "center.resale",
    ...account,
  },
  {
    pattern: "/user/myRecyclingOrder",
    title: "resaleOrders",
    parent: "/personalCenter",
    menu: "center.resaleOrders",
    ...account,
  },
  {
    pattern: "/user/myRecyclingOrder/:id",
    title: "resaleOrder",
    parent: "/user/myRecyclingOrder",
    ...account,
  },
  {
    pattern: "/user/myInvoice",
    title: "myInvoices",
    parent: "/personalCenter",
    menu: "center.myInvoices",
    ...account,
  },
  {
    pattern: "/user/myInvoiceHeader",
    title: "invoiceTitles",
    parent: "/personalCenter",
    menu: "center.invoiceTitles",
    ...account,
  },
  { pattern: "/user/info", title: "userInfo", parent: "/user", menu: "center.profile", ...account },
  // Screens the spec lists without a path ("not shown"): the address book and security settings.
  {
    pattern: "/user/address",
    title: "addresses",
    parent: "/personalCenter",
    menu: "center.addresses",
    ...account,
  },
  // The spec's "payment account" (§8): where a seller's resale money is paid.
  {
    pattern: "/user/payoutAccounts",
    title: "payoutAccounts",
    parent: "/personalCenter",
    menu: "center.payoutAccounts",
    ...account,
  },
  {
    pattern: "/user/security",
    title: "security",
    parent: "/personalCenter",
    menu: "center.security",
    ...account,
  },
  // The sandbox's mini-program host in a browser (decision 040): its switch, and the host's pages.
  { pattern: "/sandbox/mini-program", title: "sandboxMiniProgram", parent: "/", bottom: "none" },
  {
    pattern: "/sandbox/mini-program/login",
    title: "sandboxHostLogin",
    hidden: true,
    bottom: "none",
    heading: "own",
  },
  {
    pattern: "/sandbox/mini-program/pay",
    title: "sandboxHostPay",
    hidden: true,
    bottom: "none",
    heading: "own",
  },
  {
    pattern: "/user/agreement",
    title: "userAgreement",
    parent: "/user",
    menu: "footer.agreement",
    heading: "own",
    ...account,
  },
];

const compiled = SCREENS.map((screen) => ({
  screen,
  // Ids are digits: /goods/abc is no screen (a 404), and no page-cache entry. A bottle's serial is
  // its lot's code and its place (L00012-0034).
  regex: new RegExp(
    `^${screen.pattern
      .replace(":serial", "L\\d{5,9}-\\d{4,6}")
      .replace(/:[a-zA-Z]+/g, "\\d{1,10}")}/?$`,
  ),
}));

export function screenFor(pathname: string): Screen | null {
  for (const { screen, regex } of compiled) if (regex.test(pathname)) return screen;
  return null;
}

/** The account menus' entries (path and label key), in the table's order. */
export const ACCOUNT_MENU = SCREENS.filter((s) => s.menu).map((s) => [s.pattern, s.menu!] as const);

/**
 * The page title in `t`'s language (the server's: namespace `server`), or the brand when the route
 * has none.
 */
export function titleFor(screen: Screen | null | undefined, t: TFunction): string {
  const brand = t("brand.name");
  const title = screen?.title ? t(`screens.${screen.title}`) : "";
  return title ? `${title} - ${brand}` : brand;
}

/** The header title (no brand suffix); the brand when the route has none. */
export function headerTitleFor(screen: Screen | null | undefined, t: TFunction): string {
  return (screen?.title ? t(`screens.${screen.title}`) : "") || t("brand.name");
}
