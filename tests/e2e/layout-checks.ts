/**
 * Two rules every screen keeps, measured in the browser (the sweep runs them on every screen):
 * exactly one visible level-one heading, and on phones every control at least 44 × 44 CSS px.
 */
import type { Page } from "@playwright/test";

/**
 * The phone header's title when a visible level-one heading of the page repeats it (one visible
 * title per screen: the header's is the page's h1 then), else null.
 */
export const repeatedTitleOf = (page: Page) =>
  page.evaluate(() => {
    const shown = (el: Element) =>
      el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
    const header = document.querySelector("[data-testid=header-title]");
    const title = header && shown(header) ? (header.textContent?.trim() ?? "") : "";
    if (title === "") return null;
    const repeated = [...document.querySelectorAll("main h1")].some(
      (h) => shown(h) && h.textContent?.trim() === title,
    );
    return repeated ? title : null;
  });

/** Visible h1 elements of the page, by their text. */
export const visibleHeadingsOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("h1")]
      .filter((h) => h.getClientRects().length > 0 && getComputedStyle(h).visibility !== "hidden")
      .map((h) => h.textContent?.trim() ?? ""),
  );

/**
 * Controls smaller than 44 × 44. A control's target is the largest of its own box and its labels'
 * (a checkbox inside its label is tapped through the label; a field's label above it is not the
 * field's target, the field is). Two exceptions WCAG 2.5.8 allows: links inside running text, and a
 * small link whose destination a large enough link on the same page also offers (a wine's name
 * beside its picture).
 */
export const smallTargetsOf = (page: Page) =>
  page.evaluate(() => {
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 2 && box.height > 2 && getComputedStyle(el).visibility !== "hidden";
    };
    const all = [
      ...document.querySelectorAll<HTMLElement>(
        "a[href], button, select, textarea, summary, input:not([type=hidden]), [role=button]",
      ),
    ].filter((el) => !el.closest("[hidden]"));
    // A picture link hidden from screen readers (its name beside it says the same) is still tapped.
    const controls = all.filter((el) => !el.closest("[aria-hidden=true]"));
    const targetOf = (el: HTMLElement) => {
      const labels = "labels" in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
      const boxes = [el, ...labels].filter(shown).map((e) => e.getBoundingClientRect());
      if (boxes.length === 0) return null;
      return {
        width: Math.max(...boxes.map((b) => b.width)),
        height: Math.max(...boxes.map((b) => b.height)),
      };
    };
    // A box of 44 CSS px can measure 43.99 once a flex row places it at a fractional offset (the
    // wine page's quantity box did, now and then, in English): a tenth of a pixel is rounding.
    const bigEnough = (t: { width: number; height: number }) => t.width >= 43.9 && t.height >= 43.9;
    const largeLinks = new Set(
      all
        .filter((el) => el.tagName === "A")
        .filter((el) => {
          const t = targetOf(el);
          return t !== null && bigEnough(t);
        })
        .map((el) => (el as HTMLAnchorElement).href),
    );
    const small: string[] = [];
    for (const el of controls) {
      const target = targetOf(el);
      if (target === null || bigEnough(target)) continue;
      if (el.tagName === "A") {
        const inText =
          getComputedStyle(el).display === "inline" &&
          (el.parentElement?.textContent?.trim().length ?? 0) >
            (el.textContent?.trim().length ?? 0);
        if (inText || largeLinks.has((el as HTMLAnchorElement).href)) continue;
      }
      small.push(
        `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute("aria-label") || el.getAttribute("name") || "").trim().slice(0, 24)}" ${Math.round(target.width)}×${Math.round(target.height)}`,
      );
    }
    return small;
  });
