/**
 * Where the shop is: its origin must be the mini-program's business domain (业务域名) for the
 * web-view and a request domain (request合法域名) for the service's calls (README: The mini-program
 * host). The developer tools reach a local shop with "不校验合法域名" ticked.
 */
export const SHOP_ORIGIN = "https://shop.example.com";

/** The service behind the shop, as the shop's own pages reach it. */
export const SERVICE_BASE = `${SHOP_ORIGIN}/shopping`;
