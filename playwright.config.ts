import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E_SERVER_ENV } from "./tests/e2e/e2e-settings";

const PORT = Number(process.env.E2E_PORT ?? 3300);
const DOWN_PORT = PORT + 1;
// Debian's old headless shell when it is there (tests/setup-machine.sh installs it): the engine of
// /usr/bin/chromium without the desktop browser around it, some 40% faster here (decision 032).
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const launchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
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
  // Layout is in CSS pixels and no test reads the scale; at 2 Chromium paints four times the pixels
  // of every frame (the phone projects ran 5-6% faster at 1, decision 032).
  deviceScaleFactor: 1,
  userAgent: devices["Pixel 7"].userAgent,
};
// How the test shops run: E2E_SERVER_ENV (tests/e2e/e2e-settings.ts).
const serverEnv = E2E_SERVER_ENV;

/**
 * Which project runs what. The flows branch on JavaScript, almost never on width: both phones (with
 * and without JavaScript) run every flow. The desktop runs the specs whose subject is the desktop
 * too, but not its tests tagged `@phones-only` (a check the same at every width), and the tests
 * tagged `@desktop` (a flow with a desktop part) or `@desktop-only`. What is about the server's
 * answers rather than a browser (`@once`, and the server specs) runs once, there.
 */
const specs = (names: string[]) => `(^|\\s)(${names.join("|")})\\.spec\\.ts(\\s|$)`;
const DESKTOP_SPECS = [
  "layout-rules",
  "wine-page",
  "shell",
  "search",
  "browse",
  "journey",
  "sweep",
];
const SERVER_SPECS = ["pictures", "clean-bytes", "visitors", "aborted-uploads"];
const onDesktop = new RegExp(`${specs(DESKTOP_SPECS)}|${specs(SERVER_SPECS)}|@desktop|@once`);
const onPhonesNot = new RegExp(`${specs(SERVER_SPECS)}|@desktop-only|@once`);
const onDesktopNot = /@phones-only/;

export default defineConfig({
  testDir: "tests/e2e",
  // Empties the folder the tests save their pages' HTML into (fixtures.ts, tests/html-check.mjs).
  globalSetup: "./tests/e2e/global-setup.ts",
  // Per port, so two runs side by side do not wipe each other's traces.
  outputDir: PORT === 3300 ? "test-results" : `test-results-${PORT}`,
  fullyParallel: true,
  // Two in CI, one a core: a third filled a short run's idle moments, but over the whole run each
  // test took 45% longer and the run no less time (decision 032).
  workers: process.env.CI ? 2 : 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions,
    // Recording a trace of every test cost some 40% of the run's time (measured on the journey,
    // return-path and cart specs: 169 s against 102 s). CI retries a failed test once, with a trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    locale: "zh-CN",
  },
  projects: [
    { name: "mobile-js", use: { ...mobile }, grepInvert: onPhonesNot },
    { name: "mobile-nojs", use: { ...mobile, javaScriptEnabled: false }, grepInvert: onPhonesNot },
    {
      name: "desktop-js",
      use: { viewport: { width: 1280, height: 800 } },
      grep: onDesktop,
      grepInvert: onDesktopNot,
    },
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
