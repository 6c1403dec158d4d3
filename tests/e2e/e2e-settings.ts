/** Settings the browser tests' shop runs with (playwright.config.ts) that the tests also need. */
export const E2E_SESSION_SECRET = "e2e-secret-not-for-production";
