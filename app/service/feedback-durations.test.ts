/**
 * A timed toast fades by the stylesheet alone without JavaScript (components/shell/toast.tsx): every
 * duration the catalogue gives a toast needs its rule in app/tailwind.css, at the same time.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DURATION } from "./feedback";

const css = readFileSync(new URL("../tailwind.css", import.meta.url), "utf8");

describe("toast durations", () => {
  it.each(Object.entries(DURATION))("%s (%i ms) fades by CSS after the same time", (_, ms) => {
    const rule = new RegExp(
      `\\.toast\\[data-duration="${ms}"\\]\\s*\\{[^}]*toast-out [^;]*\\s${ms / 1000}s forwards`,
    );
    expect(css).toMatch(rule);
  });
});
