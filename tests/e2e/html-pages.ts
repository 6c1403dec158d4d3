/**
 * Saves the server's HTML of every page the browser tests load, for the HTML check that runs after
 * Playwright (tests/html-check.mjs). Each main-frame document answered with text/html and a status
 * from 200 to 499 (a redirect has no page) is written once per content, as <sha1>.html in
 * htmlDir(); index-<pid>.jsonl beside it tells which URL (and status) gave which file.
 * Identical bytes are written once; a worker remembers what it wrote, and a file another worker
 * wrote first is kept as it is.
 */
import { createHash } from "node:crypto";
import { appendFileSync, mkdirSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Response } from "@playwright/test";

const here = path.dirname(fileURLToPath(import.meta.url));

/** One folder per test server port, so two runs side by side (E2E_PORT) keep their own pages. */
export function htmlDir(port = process.env.E2E_PORT ?? "3300"): string {
  return path.join(here, "..", ".tmp", "html", String(port));
}

export function saveHtmlPages(browser: Browser, dir = htmlDir()) {
  mkdirSync(dir, { recursive: true });
  const index = path.join(dir, `index-${process.pid}.jsonl`);
  const written = new Set<string>();
  const indexed = new Set<string>();
  const pending = new Set<Promise<void>>();

  async function save(response: Response) {
    let body: Buffer;
    try {
      body = await response.body();
    } catch {
      return; // the page or its context went away before the body could be read
    }
    const hash = createHash("sha1").update(body).digest("hex");
    const key = `${hash} ${response.url()}`;
    if (!indexed.has(key)) {
      indexed.add(key);
      appendFileSync(
        index,
        JSON.stringify({ file: `${hash}.html`, url: response.url(), status: response.status() }) +
          "\n",
      );
    }
    if (written.has(hash)) return;
    written.add(hash);
    await writeFile(path.join(dir, `${hash}.html`), body, { flag: "wx" }).catch((error) => {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    });
  }

  function onResponse(response: Response) {
    const status = response.status();
    if (status < 200 || status >= 500 || (status >= 300 && status < 400)) return;
    const request = response.request();
    if (request.resourceType() !== "document" || !request.isNavigationRequest()) return;
    if (request.frame().parentFrame() !== null) return;
    if (!/^text\/html\b/i.test(response.headers()["content-type"] ?? "")) return;
    const job = save(response).finally(() => pending.delete(job));
    pending.add(job);
  }

  function onContext(context: BrowserContext) {
    context.on("response", onResponse);
    // The fixtures close the test's context right after the test: the last page's body is read
    // first.
    const close = context.close.bind(context);
    context.close = async (...args: Parameters<BrowserContext["close"]>) => {
      await Promise.allSettled([...pending]);
      return close(...args);
    };
  }

  browser.on("context", onContext);
  return {
    async stop() {
      browser.off("context", onContext);
      await Promise.allSettled([...pending]);
    },
  };
}
