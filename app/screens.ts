/**
 * The route table of spec §2: each screen's titles, whether its header is
 * hidden, whether it is kept alive, and its place for the back button.
 * Route modules do not repeat these; the shell reads them by path.
 */
import { BRAND } from "./brand";
import type { Lang } from "./utils/lang";

export interface Screen {
  pattern: string;
  titleCh: string;
  titleEn: string;
  /** hidden: no header, and no top padding on mobile */
  hidden?: boolean;
  keepAlive?: boolean;
  /** where back goes when there is no usable previous page */
  parent?: string;
}

export const SCREENS: Screen[] = [
  { pattern: "/", titleCh: "首页", titleEn: "Home", hidden: true, keepAlive: true },
  { pattern: "/home", titleCh: "首页", titleEn: "Home", hidden: true, keepAlive: true },
  { pattern: "/personalCenter", titleCh: "个人中心", titleEn: "Personal center", hidden: true, parent: "/" },
  { pattern: "/agreement", titleCh: "服务协议与隐私政策", titleEn: "Terms and privacy", parent: "/" },
  { pattern: "/login", titleCh: "登录", titleEn: "Log in", parent: "/" },
  { pattern: "/register", titleCh: "注册", titleEn: "Register", parent: "/login" },
  { pattern: "/RegisetrAgreement", titleCh: "用户注册协议", titleEn: "Registration agreement", parent: "/register" },
  { pattern: "/RegisetrAgreementEn", titleCh: "用户注册协议（英文）", titleEn: "Registration agreement", parent: "/register" },
  { pattern: "/goods", titleCh: "商品列表", titleEn: "Wines", keepAlive: true, parent: "/" },
  { pattern: "/goods/:id", titleCh: "商品详情", titleEn: "Wine details", parent: "/goods" },
  { pattern: "/checkOrder", titleCh: "确认订单", titleEn: "Checkout", parent: "/user/myCart" },
  { pattern: "/payment", titleCh: "支付", titleEn: "Payment", keepAlive: true, parent: "/personalCenter" },
  { pattern: "/chateauList", titleCh: "酒庄列表", titleEn: "Wineries", parent: "/" },
  { pattern: "/chateauList/:id", titleCh: "酒庄详情", titleEn: "Winery", parent: "/chateauList" },
  { pattern: "/user", titleCh: "我的", titleEn: "My account", parent: "/personalCenter" },
  { pattern: "/user/info", titleCh: "个人资料", titleEn: "My profile", parent: "/user" },
  { pattern: "/user/myCart", titleCh: "购物车", titleEn: "Shopping cart", hidden: true, parent: "/" },
  { pattern: "/user/order", titleCh: "我的订单", titleEn: "My orders", parent: "/personalCenter" },
  { pattern: "/user/order/:id", titleCh: "订单详情", titleEn: "Order details", parent: "/user/order" },
  { pattern: "/user/myCollect", titleCh: "我的收藏", titleEn: "Favorites", parent: "/user" },
  { pattern: "/user/myFootprint", titleCh: "浏览记录", titleEn: "Browsing history", parent: "/user" },
  { pattern: "/user/myRecyclingGoods", titleCh: "我的转售商品", titleEn: "My resale goods", parent: "/user" },
  { pattern: "/user/myRecyclingOrder", titleCh: "我的转售订单", titleEn: "My resale orders", parent: "/user" },
  { pattern: "/user/myRecyclingOrder/:id", titleCh: "转售订单详情", titleEn: "Resale order details", parent: "/user/myRecyclingOrder" },
  { pattern: "/user/myInvoiceHeader", titleCh: "发票抬头", titleEn: "Invoice titles", parent: "/user" },
  { pattern: "/user/myIntegral", titleCh: "我的积分", titleEn: "My points", parent: "/user" },
  { pattern: "/user/agreement", titleCh: "用户协议", titleEn: "User agreement", parent: "/user" },
  // Screens the spec lists without a path ("not shown"): security settings and the address book.
  { pattern: "/user/security", titleCh: "账号安全", titleEn: "Security", parent: "/personalCenter" },
  { pattern: "/user/address", titleCh: "收货地址", titleEn: "Addresses", parent: "/personalCenter" },
];

const compiled = SCREENS.map((screen) => ({
  screen,
  regex: new RegExp(`^${screen.pattern.replace(/:[a-zA-Z]+/g, "[^/]+")}/?$`),
}));

export function screenFor(pathname: string): Screen | null {
  for (const { screen, regex } of compiled) if (regex.test(pathname)) return screen;
  return null;
}

/** The page title in the chosen language, or the brand when the route has none. */
export function titleFor(screen: Screen | null | undefined, lang: Lang): string {
  const brand = lang === "en" ? BRAND.en : BRAND.ch;
  const title = screen ? (lang === "en" ? screen.titleEn : screen.titleCh) : "";
  return title ? `${title} - ${brand}` : brand;
}

/** The header title (no brand suffix); the brand when the route has none. */
export function headerTitleFor(screen: Screen | null | undefined, lang: Lang): string {
  const title = screen ? (lang === "en" ? screen.titleEn : screen.titleCh) : "";
  return title || (lang === "en" ? BRAND.en : BRAND.ch);
}
