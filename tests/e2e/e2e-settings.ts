/** Settings the browser tests' shop runs with (playwright.config.ts) that the tests also need. */
export const E2E_SESSION_SECRET = "e2e-secret-not-for-production";

/**
 * How the test shops run (playwright.config.ts, fresh-shop.ts). TRUST_PROXY=1: the tests play the
 * proxy in front of the shop, so that each test browses from an address of its own (fixtures.ts).
 * How `npm start` itself finds addresses is tested in visitors.spec.ts.
 */
export const E2E_SERVER_ENV = {
  NODE_ENV: "production" as const,
  LOCAL_HTTP: "1",
  SESSION_SECRET: E2E_SESSION_SECRET,
  PAGE_CACHE: "on",
  SHOPPING_TEST_HOOKS: "1",
  SMS_PROVIDER: "outbox",
  PAYMENT_SANDBOX: "1",
  TRUST_PROXY: "1",
  SHOPPING_CHECK_ANSWERS: "1",
};

/**
 * The contact details the test shop's operator sets before any test (global-setup.ts, with
 * `npm run ops -- shop ...`): a new shop has none (shop-contact-unset.spec.ts).
 */
export const E2E_CONTACTS = {
  returnAddress: {
    name: "测试售后部",
    phone: "021-6000-0000",
    address: "上海市测试区测试路1号 测试仓库",
  },
  service: {
    hotline: "400-000-0000",
    tel: "tel:4000000000",
    hours: "09:00-21:00",
    wechat: "TestService",
  },
};

/** The `npm run ops` arguments that set E2E_CONTACTS. */
export const SET_CONTACTS: string[][] = [
  [
    "shop",
    "return-address",
    "--name",
    E2E_CONTACTS.returnAddress.name,
    "--phone",
    E2E_CONTACTS.returnAddress.phone,
    "--address",
    E2E_CONTACTS.returnAddress.address,
  ],
  [
    "shop",
    "service",
    "--hotline",
    E2E_CONTACTS.service.hotline,
    "--hours",
    E2E_CONTACTS.service.hours,
    "--wechat",
    E2E_CONTACTS.service.wechat,
  ],
];
