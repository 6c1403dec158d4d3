/**
 * The route table of spec §2: each screen's title (a key: titles are made
 * on the server), whether its header is hidden, whether it is kept alive,
 * and its place for the back button.
 * Route modules do not repeat these; the shell reads them by path.
 */
import type { TFunction } from "i18next";

export interface Screen {
  pattern: string;
  /** its title's key in app/locales/<lang>/server.json `screens` (titles are made on the server) */
  title: string;
  /** hidden: no header, and no top padding on mobile */
  hidden?: boolean;
  keepAlive?: boolean;
  /** where back goes when there is no usable previous page */
  parent?: string;
}

export const SCREENS: Screen[] = [
  { pattern: "/", title: "home", hidden: true, keepAlive: true },
  { pattern: "/home", title: "home", hidden: true, keepAlive: true },
  { pattern: "/personalCenter", title: "personalCenter", hidden: true, parent: "/" },
  { pattern: "/agreement", title: "agreement", parent: "/" },
  { pattern: "/login", title: "login", parent: "/" },
  { pattern: "/register", title: "register", parent: "/login" },
  { pattern: "/RegisetrAgreement", title: "registrationAgreement", parent: "/register" },
  { pattern: "/RegisetrAgreementEn", title: "registrationAgreementEn", parent: "/register" },
  { pattern: "/goods", title: "goods", keepAlive: true, parent: "/" },
  { pattern: "/goods/:id", title: "goodsDetail", parent: "/goods" },
  { pattern: "/checkOrder", title: "checkout", parent: "/user/myCart" },
  { pattern: "/payment", title: "payment", keepAlive: true, parent: "/personalCenter" },
  { pattern: "/chateauList", title: "chateaux", parent: "/" },
  { pattern: "/chateauList/:id", title: "chateau", parent: "/chateauList" },
  { pattern: "/user", title: "user", parent: "/personalCenter" },
  { pattern: "/user/info", title: "userInfo", parent: "/user" },
  { pattern: "/user/myCart", title: "cart", hidden: true, parent: "/" },
  { pattern: "/user/order", title: "orders", parent: "/personalCenter" },
  { pattern: "/user/order/:id", title: "order", parent: "/user/order" },
  { pattern: "/user/order/:id/evaluate", title: "orderEvaluate", parent: "/user/order" },
  { pattern: "/user/order/:id/logistics", title: "orderLogistics", parent: "/user/order" },
  { pattern: "/user/order/:id/refund", title: "orderRefund", parent: "/user/order" },
  { pattern: "/user/order/:id/afterSale", title: "orderAfterSale", parent: "/user/order" },
  { pattern: "/user/myCollect", title: "favorites", parent: "/user" },
  { pattern: "/user/myFootprint", title: "history", parent: "/user" },
  { pattern: "/user/myRecyclingGoods", title: "resaleGoods", parent: "/user" },
  { pattern: "/user/myRecyclingOrder", title: "resaleOrders", parent: "/user" },
  { pattern: "/user/myRecyclingOrder/:id", title: "resaleOrder", parent: "/user/myRecyclingOrder" },
  { pattern: "/user/myInvoiceHeader", title: "invoiceTitles", parent: "/user" },
  { pattern: "/user/myIntegral", title: "points", parent: "/user" },
  { pattern: "/user/agreement", title: "userAgreement", parent: "/user" },
  // Screens the spec lists without a path ("not shown"): security settings and the address book.
  { pattern: "/user/security", title: "security", parent: "/personalCenter" },
  { pattern: "/user/address", title: "addresses", parent: "/personalCenter" },
];

const compiled = SCREENS.map((screen) => ({
  screen,
  regex: new RegExp(`^${screen.pattern.replace(/:[a-zA-Z]+/g, "[^/]+")}/?$`),
}));

export function screenFor(pathname: string): Screen | null {
  for (const { screen, regex } of compiled) if (regex.test(pathname)) return screen;
  return null;
}

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
