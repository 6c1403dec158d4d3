/**
 * axe's violations of WCAG 2.1 A/AA and its best practices on a page, each with its first three
 * elements. As @axe-core/playwright's legacy mode (axe in the page itself and in each of its frames,
 * the frames' results gathered by the page's axe, only violations collected), with axe's source sent
 * into each frame once: the builder sends it twice into the page, 550 KB each time.
 */
import axe from "axe-core";
import type { Page } from "@playwright/test";

const AXE_OPTIONS: axe.RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
  resultTypes: ["violations"],
};

export async function axeViolations(page: Page) {
  const setUp = `${axe.source};axe.configure({ allowedOrigins: ["<same_origin>"] });`;
  for (const frame of page.frames()) await frame.evaluate(setUp);
  return page.evaluate(async (options) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(
      document,
      options,
    );
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
    }));
  }, AXE_OPTIONS);
}

/** The serious and critical ones, one line each. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page))
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `axe ${v.id} (${v.impact}) ${v.targets.join(" | ")}`);
}
