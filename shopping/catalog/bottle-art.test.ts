import { describe, expect, it } from "vitest";
import { renderBottleSvg, renderPlaceholderSvg, type BottleArtInput } from "./bottle-art";

const base: BottleArtInput = { style: "red", name: "Château Margaux Grand Vin", winery: "Château Margaux", vintage: 2015, capacityMl: 750, seed: 7 };
const styles = ["red", "white", "rose", "sparkling", "sweet", "fortified"] as const;

describe("bottle art", () => {
  it("is a standalone portrait SVG with the name as its title", () => {
    const svg = renderBottleSvg(base);
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg.trim().endsWith("</svg>")).toBe(true);
    expect(svg).toContain('viewBox="0 0 600 800"');
    expect(svg.match(/<title>/g)).toHaveLength(1);
    expect(svg).toMatch(/<title>Château Margaux Grand Vin[^<]*<\/title>/);
    expect(svg).not.toMatch(/<script|href="http|xlink:href="http|<image/);
  });

  it("escapes names so they cannot inject markup", () => {
    const svg = renderBottleSvg({ ...base, name: "<script>alert(1)</script> & Co", winery: 'A "B" <C>' });
    expect(svg).not.toContain("<script");
    expect(svg).toContain("&amp;");
    expect(svg).toContain("&lt;");
  });

  it("is deterministic and different per style", () => {
    expect(renderBottleSvg(base)).toBe(renderBottleSvg(base));
    const all = new Set(styles.map((style) => renderBottleSvg({ ...base, style })));
    expect(all.size).toBe(styles.length);
  });

  it("shows NV for non-vintage wines and the capacity", () => {
    const svg = renderBottleSvg({ ...base, style: "sparkling", vintage: null, capacityMl: 1500 });
    expect(svg).toContain(">NV<");
    expect(svg).toContain("1500ml");
  });

  it("wraps long names in at most three lines, in both scripts", () => {
    for (const name of ["宁夏贺兰山东麓产区珍藏级赤霞珠干红葡萄酒（橡木桶陈酿十八个月）", "Domaine de la Romanée-Conti Montrachet Grand Cru Côte de Beaune Réserve Spéciale"]) {
      for (const view of ["front", "label"] as const) {
        const svg = renderBottleSvg({ ...base, name, view });
        const nameLines = svg.match(/<text class="n"[^>]*>[^<]*<\/text>/g) ?? [];
        expect(svg.length).toBeLessThan(8 * 1024);
        expect(nameLines.length).toBeGreaterThan(1);
        expect(nameLines.length).toBeLessThanOrEqual(3);
        // What does not fit ends in an ellipsis instead of running off the label.
        expect(nameLines.at(-1)).toMatch(/…<\/text>$/);
      }
    }
  });

  it("stays small, with unique gradient ids per wine", () => {
    for (const style of styles) expect(renderBottleSvg({ ...base, style }).length).toBeLessThan(8 * 1024);
    const a = renderBottleSvg({ ...base, seed: 1 }).match(/id="([^"]+)"/)?.[1];
    const b = renderBottleSvg({ ...base, seed: 2 }).match(/id="([^"]+)"/)?.[1];
    expect(a).not.toBe(b);
  });

  it("has a neutral placeholder without text", () => {
    const svg = renderPlaceholderSvg();
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).not.toContain("<text");
  });
});
