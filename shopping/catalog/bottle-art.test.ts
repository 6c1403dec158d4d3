import { describe, expect, it } from "vitest";
import {
  renderBottleSvg,
  renderPlaceholderSvg,
  type BottleArtInput,
  type WineStyle,
} from "./bottle-art";

const STYLES: WineStyle[] = ["red", "white", "rose", "sparkling", "sweet", "fortified"];

const base: BottleArtInput = {
  style: "red",
  name: "Château Margaux Grand Vin",
  winery: "Château Margaux",
  vintage: 2015,
  capacityMl: 750,
  seed: 42,
};

const LONG_ZH = "宁夏贺兰山东麓产区珍藏级赤霞珠干红葡萄酒（橡木桶陈酿十八个月）限量典藏版本珍品";
const LONG_EN =
  "Domaine de la Romanée-Conti Montrachet Grand Cru Côte de Beaune Exceptional Late Harvest Selection";

function unescape(s: string): string {
  return s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** Tag-balance check: every opened element is closed in order; no stray < or & in text. */
function assertWellFormed(svg: string): void {
  expect(svg.startsWith("<svg ")).toBe(true);
  expect(svg.endsWith("</svg>")).toBe(true);
  const stack: string[] = [];
  const re = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(svg))) {
    const between = svg.slice(last, m.index);
    expect(between).not.toMatch(/[<>]/);
    expect(between).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    last = re.lastIndex;
    const [, close, tag, , self] = m;
    if (close) expect(stack.pop()).toBe(tag);
    else if (!self) stack.push(tag!);
  }
  expect(svg.slice(last)).toBe("");
  expect(stack).toEqual([]);
}

interface TextEl {
  cls: string;
  x: number;
  y: number;
  size: number;
  ls: number;
  text: string;
}

function texts(svg: string, cls?: string): TextEl[] {
  const out: TextEl[] = [];
  for (const m of svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)) {
    const t: TextEl = {
      cls: attr(m[1]!, "class") ?? "",
      x: Number(attr(m[1]!, "x")),
      y: Number(attr(m[1]!, "y")),
      size: Number(attr(m[1]!, "font-size")),
      ls: Number(attr(m[1]!, "letter-spacing") ?? 0),
      text: unescape(m[2]!),
    };
    if (!cls || t.cls === cls) out.push(t);
  }
  return out;
}

function labelBox(svg: string) {
  const tag = /<rect class="lb"[^>]*>/.exec(svg)?.[0];
  expect(tag).toBeDefined();
  return {
    x: Number(attr(tag!, "x")),
    y: Number(attr(tag!, "y")),
    w: Number(attr(tag!, "width")),
    h: Number(attr(tag!, "height")),
  };
}

/** Independent, deliberately pessimistic width estimate (wide chars 1em, Latin ~0.6em). */
function roughWidth(t: TextEl): number {
  let em = 0;
  for (const ch of Array.from(t.text)) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0x2e80) em += 1;
    else if (/[A-Z]/.test(ch)) em += 0.68;
    else if (ch === " ") em += 0.3;
    else em += 0.55;
  }
  return em * t.size + t.ls * (Array.from(t.text).length - 1);
}

describe("renderBottleSvg", () => {
  it("produces a standalone, well-formed 600x800 SVG with one escaped title", () => {
    const svg = renderBottleSvg(base);
    assertWellFormed(svg);
    expect(svg).toContain('viewBox="0 0 600 800"');
    expect(svg).toContain('width="600"');
    expect(svg).toContain('height="800"');
    expect(svg.match(/<title>/g)).toHaveLength(1);
    expect(svg).toMatch(/<title>[^<]*Château Margaux Grand Vin[^<]*<\/title>/);
    expect(svg).toContain("font-family=\"-apple-system, 'PingFang SC'");
  });

  it("has no scripts, images, or external references", () => {
    for (const style of STYLES) {
      for (const view of ["front", "label"] as const) {
        const svg = renderBottleSvg({ ...base, style, view });
        expect(svg).not.toMatch(/<script|<image|<foreignObject|<style|@import|javascript:/i);
        // the only URL allowed is the SVG namespace
        expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(/https?:|\/\//);
        for (const m of svg.matchAll(/href="([^"]*)"/g)) expect(m[1]!.startsWith("#")).toBe(true);
        for (const m of svg.matchAll(/url\(([^)]*)\)/g)) expect(m[1]!.startsWith("#")).toBe(true);
      }
    }
  });

  it("escapes XML special characters in every text", () => {
    const svg = renderBottleSvg({
      ...base,
      name: `<script>alert("x")</script> & 'Co'`,
      winery: `Tom & Jerry <b>"Estate"</b>`,
    });
    assertWellFormed(svg);
    expect(svg).not.toContain("<script");
    expect(svg).not.toContain("<b>");
    expect(svg).toContain("&lt;script&gt;");
    expect(svg).toContain("&amp;");
    expect(svg).toMatch(/<title>&lt;script&gt;/);
    const nameText = texts(svg, "n")
      .map((t) => t.text)
      .join(" ");
    expect(nameText).toContain("<script>");
    expect(nameText).toContain("&");
    expect(texts(svg, "w")[0]!.text).toContain("TOM & JERRY");
  });

  it("strips characters that are illegal in XML", () => {
    const svg = renderBottleSvg({ ...base, name: "Bad\u0000\u0007name\uFFFF" });
    expect(svg).not.toMatch(/[\u0000-\u0008\uFFFF]/);
    expect(
      texts(svg, "n")
        .map((t) => t.text)
        .join(""),
    ).toBe("Badname");
  });

  it("is deterministic", () => {
    for (const style of STYLES) {
      const input = { ...base, style, name: LONG_ZH, seed: 7 };
      expect(renderBottleSvg(input)).toBe(renderBottleSvg({ ...input }));
      expect(renderBottleSvg({ ...input, view: "label" })).toBe(
        renderBottleSvg({ ...input, view: "label" }),
      );
    }
  });

  it("renders every style, and each style looks different", () => {
    const outputs = STYLES.map((style) => renderBottleSvg({ ...base, style }));
    outputs.forEach((svg) => assertWellFormed(svg));
    expect(new Set(outputs).size).toBe(STYLES.length);
    // the silhouettes differ, not just colours
    const outlines = outputs.map((svg) => /<path id="[^"]+" d="([^"]+)"/.exec(svg)![1]);
    expect(new Set(outlines).size).toBe(4); // Bordeaux (x3), Champagne, slim, port
  });

  it("varies with the seed and view but keeps the same texts", () => {
    const a = renderBottleSvg({ ...base, seed: 1 });
    const b = renderBottleSvg({ ...base, seed: 2 });
    expect(a).not.toBe(b);
    const front = renderBottleSvg(base);
    const label = renderBottleSvg({ ...base, view: "label" });
    expect(label).not.toBe(front);
    expect(texts(label).map((t) => t.text)).toEqual(texts(front).map((t) => t.text));
  });

  it("shows the vintage, or NV for a non-vintage wine, and the capacity", () => {
    expect(texts(renderBottleSvg(base), "v")[0]!.text).toBe("2015");
    const nv = renderBottleSvg({ ...base, style: "sparkling", vintage: null });
    expect(texts(nv, "v")[0]!.text).toBe("NV");
    expect(texts(nv, "c")[0]!.text).toBe("750ml");
    expect(texts(renderBottleSvg({ ...base, capacityMl: 375 }), "c")[0]!.text).toBe("375ml");
    expect(texts(renderBottleSvg({ ...base, capacityMl: 1500 }), "c")[0]!.text).toBe("1500ml");
  });

  it("uses seed-prefixed ids that are unique and all resolve", () => {
    const ids = (svg: string) => [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
    for (const style of STYLES) {
      const svg = renderBottleSvg({ ...base, style, seed: 123 });
      const list = ids(svg);
      expect(list.length).toBeGreaterThan(3);
      expect(new Set(list).size).toBe(list.length);
      for (const id of list) expect(id).toMatch(/^b123/);
      for (const m of svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)) expect(list).toContain(m[1]);
    }
    // two products, or the front and label view of one product, never share an id
    const a = new Set(ids(renderBottleSvg({ ...base, seed: 1 })));
    for (const other of [
      renderBottleSvg({ ...base, seed: 11 }),
      renderBottleSvg({ ...base, seed: 1, view: "label" }),
      renderBottleSvg({ ...base, seed: -1 }),
    ]) {
      for (const id of ids(other)) expect(a.has(id)).toBe(false);
    }
  });

  it("wraps long Chinese and English names into at most 3 lines inside the label", () => {
    for (const style of STYLES) {
      for (const name of [
        LONG_ZH,
        LONG_EN,
        "Brut",
        "赤霞珠",
        "Supercalifragilisticexpialidocious-Reserve-Extraordinaire",
      ]) {
        for (const capacityMl of [375, 750, 1500]) {
          const svg = renderBottleSvg({
            ...base,
            style,
            name,
            capacityMl,
            winery: "宁夏贺兰山东麓长城天赋酒庄有限公司",
          });
          const box = labelBox(svg);
          const lines = texts(svg, "n");
          expect(lines.length).toBeGreaterThanOrEqual(1);
          expect(lines.length).toBeLessThanOrEqual(3);
          const all = [...lines, ...texts(svg, "w"), ...texts(svg, "v"), ...texts(svg, "c")];
          for (const t of all) {
            const w = roughWidth(t);
            expect(t.x - w / 2, `${style} "${t.text}"`).toBeGreaterThanOrEqual(box.x);
            expect(t.x + w / 2, `${style} "${t.text}"`).toBeLessThanOrEqual(box.x + box.w);
            expect(t.y - t.size).toBeGreaterThanOrEqual(box.y);
            expect(t.y).toBeLessThanOrEqual(box.y + box.h);
            expect(t.size).toBeGreaterThanOrEqual(7);
          }
          // lines do not overlap vertically
          for (let i = 1; i < lines.length; i++) {
            expect(lines[i]!.y - lines[i - 1]!.y).toBeGreaterThanOrEqual(lines[i]!.size);
          }
        }
      }
    }
  });

  it("shrinks long names, wraps Chinese per character and Latin per word, and ellipsizes overflow", () => {
    const short = texts(renderBottleSvg({ ...base, name: "Brut" }), "n");
    const long = texts(renderBottleSvg({ ...base, name: LONG_EN }), "n");
    expect(short).toHaveLength(1);
    expect(long[0]!.size).toBeLessThan(short[0]!.size);

    // Latin: no word is cut in the middle when words fit on a line
    const en = texts(
      renderBottleSvg({ ...base, name: "Les Forts de Latour Pauillac Red Blend" }),
      "n",
    );
    const words = "Les Forts de Latour Pauillac Red Blend".split(" ");
    for (const line of en) for (const w of line.text.split(" ")) expect(words).toContain(w);

    // Chinese: all characters kept in order when it fits, lines break between characters
    const zhName = "张裕解百纳干红葡萄酒特选级珍藏版";
    const zh = texts(renderBottleSvg({ ...base, name: zhName }), "n");
    expect(zh.map((t) => t.text).join("")).toBe(zhName);

    // far too long: ellipsis on the last line
    const huge = texts(renderBottleSvg({ ...base, name: LONG_ZH.repeat(3) }), "n");
    expect(huge).toHaveLength(3);
    expect(huge[2]!.text.endsWith("…")).toBe(true);
    const hugeEn = texts(renderBottleSvg({ ...base, name: `${LONG_EN} ${LONG_EN}` }), "n");
    expect(hugeEn.length).toBeLessThanOrEqual(3);
    expect(hugeEn[hugeEn.length - 1]!.text.endsWith("…")).toBe(true);
  });

  it("stays under 8 KB, even for long names in every style and view", () => {
    for (const style of STYLES) {
      for (const view of ["front", "label"] as const) {
        for (const name of [LONG_ZH, LONG_EN, "&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&"]) {
          const svg = renderBottleSvg({
            ...base,
            style,
            view,
            name,
            winery: LONG_EN,
            seed: 987654321,
          });
          expect(Buffer.byteLength(svg, "utf8")).toBeLessThan(8 * 1024);
        }
      }
    }
  });

  it("copes with odd inputs", () => {
    const svg = renderBottleSvg({
      ...base,
      style: "unknown" as WineStyle,
      name: "",
      winery: "",
      vintage: Number.NaN,
      capacityMl: Number.NaN,
      seed: Number.NaN,
    });
    assertWellFormed(svg);
    expect(texts(svg, "v")[0]!.text).toBe("NV");
    expect(texts(svg, "c")[0]!.text).toBe("750ml");
  });
});

describe("renderPlaceholderSvg", () => {
  it("is a text-free, well-formed bottle outline", () => {
    const svg = renderPlaceholderSvg();
    assertWellFormed(svg);
    expect(svg).toContain('viewBox="0 0 600 800"');
    expect(svg).not.toMatch(/<text|<title|<script|href|url\(/);
    expect(svg).toContain("<path");
    expect(renderPlaceholderSvg()).toBe(svg);
    expect(Buffer.byteLength(svg)).toBeLessThan(8 * 1024);
  });
});
