import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3300);
const DOWN_PORT = PORT + 1;
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
  ],
};
const mobile = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  userAgent: devices["Pixel 7"].userAgent,
};
// TRUST_PROXY=1: the tests play the proxy in front of the shop, so that each test browses from an
// address of its own (fixtures.ts). How `npm start` itself finds addresses is tested in
// visitors.spec.ts.
const serverEnv = {
  NODE_ENV: "production",
  LOCAL_HTTP: "1",
  SESSION_SECRET: "e2e-secret-not-for-production",
  PAGE_CACHE: "on",
  SHOPPING_TEST_HOOKS: "1",
  SMS_PROVIDER: "outbox",
  PAYMENT_SANDBOX: "1",
  TRUST_PROXY: "1",
  SHOPPING_CHECK_ANSWERS: "1",
};

export default defineConfig({
  testDir: "tests/e2e",
  // Empties the folder the tests save their pages' HTML into (fixtures.ts, tests/html-check.mjs).
  globalSetup: "./tests/e2e/global-setup.ts",
  // Per port, so two runs side by side do not wipe each other's traces.
  outputDir: PORT === 3300 ? "test-results" : `test-results-${PORT}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions,
    trace: "retain-on-failure",
    locale: "zh-CN",
  },
  projects: [
    { name: "mobile-js", use: { ...mobile } },
    { name: "mobile-nojs", use: { ...mobile, javaScriptEnabled: false } },
    { name: "desktop-js", use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      command: "node scripts/start.mjs",
      port: PORT,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { ...serverEnv, PORT: String(PORT), DATA_DIR: `tests/.tmp/e2e-data-${PORT}` },
    },
    {
      // The same storefront with its /shopping service unreachable: the poor-network case.
      command: "node scripts/start.mjs",
      port: DOWN_PORT,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...serverEnv,
        PORT: String(DOWN_PORT),
        DATA_DIR: `tests/.tmp/e2e-down-${PORT}`,
        SHOPPING_API_URL: "http://127.0.0.1:9/shopping",
        SHOPPING_TIMEOUT_MS: "2000",
      },
    },
  ],
});
