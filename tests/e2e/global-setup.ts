/**
 * Before the browser tests (after playwright.config.ts started the shops): the pages saved for the
 * HTML check are this run's only, the fresh shops' template is made again, and the test shop's operator sets its contact details with
 * `npm run ops -- shop ...` (a new shop has none: shop-contact-unset.spec.ts), before any page is
 * rendered, so no page or cache holds the shop without them.
 */
import { rmSync } from "node:fs";
import { SET_CONTACTS } from "./e2e-settings";
import { FRESH_TEMPLATE, opsAt } from "./fresh-shop";
import { htmlDir } from "./html-pages";

export default async function globalSetup() {
  rmSync(htmlDir(), { recursive: true, force: true });
  // The fresh shops' template is made by this run's code (fresh-shop.ts).
  for (const made of [FRESH_TEMPLATE, `${FRESH_TEMPLATE}.lock`, `${FRESH_TEMPLATE}.failed`])
    rmSync(made, { recursive: true, force: true });
  const port = Number(process.env.E2E_PORT ?? 3300);
  for (const args of SET_CONTACTS) await opsAt(port, `tests/.tmp/e2e-data-${port}`, args);
}
