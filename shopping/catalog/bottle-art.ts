/**
 * Generated product pictures for the wine catalogue.
 *
 * Pure and dependency-free: every function returns a complete, standalone SVG
 * document (viewBox 0 0 600 800) built only from paths, gradients and text.
 * No scripts, images, external fonts or references. The output is a function
 * of the input only (no randomness, no clock), so it can be cached by URL and
 * compared byte-for-byte in tests.
 */

export type WineStyle = "red" | "white" | "rose" | "sparkling" | "sweet" | "fortified";

export interface BottleArtInput {
  style: WineStyle;
  /** Wine name in the requested language (may be Chinese, up to ~40 chars). */
  name: string;
  /** Winery name in the requested language. */
  winery: string;
  /** null = non-vintage, shown as "NV". */
  vintage: number | null;
  /** 375 / 750 / 1500: the silhouette is scaled a little; the label shows e.g. "750ml". */
  capacityMl: number;
  /** Product id: drives small deterministic variations (accent colour, emblem). */
  seed: number;
  /** "front" (default): the whole bottle; "label": a close-up of the label. */
  view?: "front" | "label";
}

const W = 600;
const H = 800;
const CX = 300;
const BASE = 730;
const FONT =
  "-apple-system, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Serif CJK SC', serif";
const INK = "#2a211c";

// ---------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------

/** Drops characters that are not allowed in XML 1.0 (controls, lone surrogates, U+FFFE/F). */
function clean(s: unknown): string {
  return String(s ?? "")
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g, "")
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function esc(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** East-Asian wide characters: one em each, and each one is a line-break opportunity. */
function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}

/** Rough advance width in em, deliberately on the generous side for the fallback fonts. */
function charEm(ch: string): number {
  const cp = ch.codePointAt(0) ?? 0;
  if (isWide(cp)) return 1;
  if (ch === " ") return 0.3;
  if (ch === "…") return 1;
  if (/[iljtfrI.,;:!|'`()[\]]/.test(ch)) return 0.34;
  if (/[mwMW@]/.test(ch)) return 0.92;
  if (/[A-Z]/.test(ch) || /\p{Lu}/u.test(ch)) return 0.7;
  if (/[0-9]/.test(ch)) return 0.58;
  return 0.58;
}

/** Estimated rendered width of `text` in user units. Exported for tests. */
export function estimateTextWidth(text: string, fontSize: number, letterSpacing = 0): number {
  const chars = Array.from(text);
  let em = 0;
  for (const ch of chars) em += charEm(ch);
  return em * fontSize + letterSpacing * Math.max(0, chars.length - 1);
}

// CJK punctuation that must not start a line / end a line.
const NO_START = new Set(Array.from("，。、；：！？）》」』】〕〉…—·’”,.;:!?)]}%"));
const NO_END = new Set(Array.from("（《「『【〔〈‘“([{"));

interface Token {
  t: string;
  space: boolean; // preceded by a space (dropped at a line start)
}

/**
 * Splits text into unbreakable pieces: single CJK characters, Latin words (split after hyphens).
 */
function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let cur = "";
  let pendingSpace = false;
  let glueNext = false; // previous token ends with an opening bracket
  const push = (t: string) => {
    if (glueNext && out.length) {
      out[out.length - 1]!.t += t;
    } else {
      out.push({ t, space: pendingSpace });
    }
    pendingSpace = false;
    glueNext = NO_END.has(Array.from(t).pop() ?? "");
  };
  const flush = () => {
    if (cur) push(cur);
    cur = "";
  };
  for (const ch of Array.from(text)) {
    if (ch === " ") {
      flush();
      if (out.length) pendingSpace = true;
      glueNext = false;
      continue;
    }
    const wide = isWide(ch.codePointAt(0) ?? 0);
    if (NO_START.has(ch) && !cur && out.length && !pendingSpace) {
      // attach closing punctuation to the previous piece
      out[out.length - 1]!.t += ch;
      continue;
    }
    if (wide) {
      flush();
      push(ch);
    } else {
      cur += ch;
      if (ch === "-" || ch === "/") flush();
    }
  }
  flush();
  return out;
}

/** Greedy line wrap; pieces wider than the line are broken per character. */
function wrap(text: string, maxW: number, size: number): string[] {
  const lines: string[] = [];
  let line = "";
  const fits = (s: string) => estimateTextWidth(s, size) <= maxW;
  for (const tok of tokenize(text)) {
    const candidate = line ? line + (tok.space ? " " : "") + tok.t : tok.t;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    if (fits(tok.t)) {
      line = tok.t;
      continue;
    }
    for (const ch of Array.from(tok.t)) {
      if (line && !fits(line + ch)) {
        lines.push(line);
        line = "";
      }
      line += ch;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function ellipsize(s: string, maxW: number, size: number, ls = 0): string {
  const chars = Array.from(s);
  if (estimateTextWidth(s, size, ls) <= maxW) return s;
  while (chars.length && estimateTextWidth(chars.join("").trimEnd() + "…", size, ls) > maxW)
    chars.pop();
  return chars.join("").trimEnd() + "…";
}

/**
 * Chooses the largest font size at which `text` wraps into <= maxLines; ellipsis at the minimum.
 */
function fitLines(
  text: string,
  maxW: number,
  maxH: number,
  sizes: number[],
  maxLines: number,
): { size: number; lines: string[] } {
  for (const size of sizes) {
    const lines = wrap(text, maxW, size);
    if (lines.length <= maxLines && lines.length * size * 1.22 <= maxH) return { size, lines };
  }
  const size = sizes[sizes.length - 1]!;
  const all = wrap(text, maxW, size);
  const n = Math.max(1, Math.min(maxLines, Math.floor(maxH / (size * 1.22))));
  if (all.length <= n) return { size, lines: all };
  const lines = all.slice(0, n);
  const rest = all.slice(n - 1).join(" ");
  lines[n - 1] = ellipsize(rest, maxW, size);
  return { size, lines };
}

// ---------------------------------------------------------------------------
// Numbers, hashing
// ---------------------------------------------------------------------------

const r1 = (n: number) => String(Math.round(n * 10) / 10);

function hash32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h >>> 0;
}

// ---------------------------------------------------------------------------
// Bottle geometry
// ---------------------------------------------------------------------------

type Pt = [number, number]; // [dx from centre (<= 0, left side), y]
type Seg = { c?: Pt; c2?: Pt; p: Pt };

interface Shape {
  hw: number; // body half width
  shoulderY: number; // where the straight body ends
  neckY: number; // where the shoulder meets the neck
  nw: number; // neck half width
  topY: number;
  capH: number; // capsule / foil height from the top
  label: { y: number; h: number; w: number };
  segs: Seg[]; // left profile from bottom centre to top centre
}

function shapeFor(style: WineStyle): Shape {
  const B = BASE;
  if (style === "sparkling") {
    const hw = 92,
      shoulderY = 440,
      neckY = 250,
      nw = 27,
      topY = 96;
    return {
      hw,
      shoulderY,
      neckY,
      nw,
      topY,
      capH: 0,
      label: { y: 478, h: 196, w: 164 },
      segs: [
        { p: [0, B] },
        { p: [-hw + 10, B] },
        { c: [-hw, B], p: [-hw, B - 12] },
        { p: [-hw, shoulderY] },
        { c: [-hw, shoulderY - 105], c2: [-nw - 2, neckY + 95], p: [-nw, neckY] },
        { p: [-nw + 1, topY + 34] },
        { p: [-nw - 4, topY + 28] },
        { p: [-nw - 4, topY + 18] },
        { p: [-nw + 1, topY + 14] },
        { c: [-nw + 1, topY + 2], c2: [-nw + 8, topY], p: [0, topY] },
      ],
    };
  }
  if (style === "sweet") {
    const hw = 64,
      shoulderY = 420,
      neckY = 205,
      nw = 20,
      topY = 62;
    return {
      hw,
      shoulderY,
      neckY,
      nw,
      topY,
      capH: 104,
      label: { y: 466, h: 206, w: 118 },
      segs: [
        { p: [0, B] },
        { p: [-hw + 8, B] },
        { c: [-hw, B], p: [-hw, B - 10] },
        { p: [-hw, shoulderY] },
        { c: [-hw, shoulderY - 120], c2: [-nw, neckY + 95], p: [-nw, neckY] },
        { p: [-nw + 1, topY + 12] },
        { p: [-nw - 2, topY + 8] },
        { p: [-nw - 2, topY + 2] },
        { c: [-nw - 2, topY], p: [-nw, topY] },
        { p: [0, topY] },
      ],
    };
  }
  if (style === "fortified") {
    const hw = 98,
      shoulderY = 468,
      neckY = 400,
      nw = 29,
      topY = 206;
    return {
      hw,
      shoulderY,
      neckY,
      nw,
      topY,
      capH: 74,
      label: { y: 498, h: 188, w: 176 },
      segs: [
        { p: [0, B] },
        { p: [-hw + 12, B] },
        { c: [-hw, B], p: [-hw, B - 14] },
        { p: [-hw, shoulderY] },
        { c: [-hw, shoulderY - 50], c2: [-nw - 6, neckY + 26], p: [-nw, neckY] },
        { p: [-nw, 372] },
        // the bulb of a port neck
        { c: [-nw - 9, 352], c2: [-nw - 9, 320], p: [-nw, 302] },
        { p: [-nw + 2, topY + 22] },
        { p: [-nw - 8, topY + 22] },
        { c: [-nw - 10, topY + 22], p: [-nw - 10, topY + 18] },
        { p: [-nw - 10, topY + 4] },
        { c: [-nw - 10, topY], p: [-nw - 6, topY] },
        { p: [0, topY] },
      ],
    };
  }
  // Bordeaux: red, white, rosé
  const hw = 86,
    shoulderY = 345,
    neckY = 262,
    nw = 25,
    topY = 86;
  return {
    hw,
    shoulderY,
    neckY,
    nw,
    topY,
    capH: 100,
    label: { y: 408, h: 240, w: 158 },
    segs: [
      { p: [0, B] },
      { p: [-hw + 9, B] },
      { c: [-hw, B], p: [-hw, B - 11] },
      { p: [-hw, shoulderY] },
      { c: [-hw, shoulderY - 52], c2: [-nw - 3, neckY + 34], p: [-nw, neckY] },
      { p: [-nw + 1, topY + 14] },
      { p: [-nw - 2, topY + 9] },
      { p: [-nw - 2, topY + 2] },
      { c: [-nw - 2, topY], p: [-nw, topY] },
      { p: [0, topY] },
    ],
  };
}

/** Closed outline: left profile up, mirrored right profile back down. */
function outlinePath(segs: Seg[]): string {
  const X = (p: Pt, m: boolean) => r1(CX + (m ? -p[0] : p[0])) + " " + r1(p[1]);
  let d = "M" + X(segs[0]!.p, false);
  for (let i = 1; i < segs.length; i++) {
    const s = segs[i]!;
    if (s.c && s.c2) d += "C" + X(s.c, false) + " " + X(s.c2, false) + " " + X(s.p, false);
    else if (s.c) d += "Q" + X(s.c, false) + " " + X(s.p, false);
    else d += "L" + X(s.p, false);
  }
  for (let i = segs.length - 1; i >= 1; i--) {
    const s = segs[i]!;
    const prev = segs[i - 1]!.p;
    if (s.c && s.c2) d += "C" + X(s.c2, true) + " " + X(s.c, true) + " " + X(prev, true);
    else if (s.c) d += "Q" + X(s.c, true) + " " + X(prev, true);
    else d += "L" + X(prev, true);
  }
  return d + "Z";
}

// ---------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------

interface Look {
  glass: [string, string, string]; // edge, body, light
  glassOp: number;
  liquid?: [string, string, string];
  fillY?: number; // liquid level (relative to the shape, front view)
  shadeOp: number;
}

const LOOKS: Record<WineStyle, Look> = {
  red: { glass: ["#050a07", "#132019", "#2c4135"], glassOp: 1, shadeOp: 0.9 },
  white: {
    glass: ["#4d5a1c", "#8d9440", "#c9c98a"],
    glassOp: 0.5,
    liquid: ["#9c8f2e", "#d9cb78", "#f1e7b0"],
    shadeOp: 0.6,
  },
  rose: {
    glass: ["#bdb6ae", "#ece8e2", "#ffffff"],
    glassOp: 0.3,
    liquid: ["#c9666a", "#eea295", "#fbd3c5"],
    shadeOp: 0.45,
  },
  sparkling: { glass: ["#040b07", "#10261a", "#2b4a36"], glassOp: 1, shadeOp: 0.9 },
  sweet: {
    glass: ["#bfb7ab", "#eee9e1", "#ffffff"],
    glassOp: 0.3,
    liquid: ["#8e4a0c", "#d28a26", "#f4c46a"],
    shadeOp: 0.45,
  },
  fortified: { glass: ["#120703", "#2e1609", "#5d3419"], glassOp: 1, shadeOp: 0.9 },
};

const ACCENTS = ["#7b1e3a", "#1f3a5f", "#2f5233", "#8a6a2a", "#2b2b2b", "#9c4a2f"];
// capsule: [edge, body, light]
const CAPSULES: Record<string, [string, string, string]> = {
  "#7b1e3a": ["#3a0b18", "#7b1e3a", "#b44a66"],
  "#1f3a5f": ["#0d1a2c", "#1f3a5f", "#4c6c94"],
  "#2f5233": ["#132416", "#2f5233", "#5e8a61"],
  "#8a6a2a": ["#6b4f1c", "#c9a24e", "#f3dc9a"],
  "#2b2b2b": ["#0b0b0b", "#2b2b2b", "#666"],
  "#9c4a2f": ["#4a1e10", "#9c4a2f", "#d07e5f"],
};
const GOLD: [string, string, string] = ["#7a5a1c", "#caa14c", "#f6e3a4"];

function hGrad(id: string, c: [string, string, string], extra = ""): string {
  const [e, m, l] = c;
  return (
    `<linearGradient id="${id}"${extra}>` +
    `<stop offset="0" stop-color="${e}"/><stop offset=".22" stop-color="${m}"/>` +
    `<stop offset=".34" stop-color="${l}"/><stop offset=".55" stop-color="${m}"/>` +
    `<stop offset="1" stop-color="${e}"/></linearGradient>`
  );
}

// ---------------------------------------------------------------------------
// Label
// ---------------------------------------------------------------------------

function emblem(kind: number, x: number, y: number, accent: string): string {
  // y = vertical centre of the emblem
  const s = `fill="none" stroke="${accent}" stroke-width="1.1"`;
  switch (kind) {
    case 0: {
      // grape cluster with a leaf
      let g = "";
      const rows = [3, 2, 1];
      rows.forEach((n, ri) => {
        for (let i = 0; i < n; i++) {
          const gx = x + (i - (n - 1) / 2) * 6.4;
          const gy = y - 3 + ri * 5.6;
          g += `<circle cx="${r1(gx)}" cy="${r1(gy)}" r="3"/>`;
        }
      });
      return `<g ${s}>${g}<path d="M${r1(x)} ${r1(y - 6)}q2-7 9-8q-1 7-9 8"/></g>`;
    }
    case 1: {
      // chateau silhouette
      const b = y + 9;
      return (
        `<path fill="${accent}" d="M${r1(x - 20)} ${r1(b)}v-9h4v-3h-3l4.5-6 4.5 6h-3v3h7v-5h-2l8-9 8 9h-2v5h7v-3h-3l4.5-6 4.5 6h-3v3h4v9z"/>` +
        `<path stroke="${accent}" stroke-width=".8" d="M${r1(x - 30)} ${r1(b + 2)}h60"/>`
      );
    }
    case 2: {
      // diamond ornament with rules
      return (
        `<g ${s}><path d="M${r1(x)} ${r1(y - 8)}l8 8-8 8-8-8z"/><path d="M${r1(x)} ${r1(y - 3.5)}l3.5 3.5-3.5 3.5-3.5-3.5z" fill="${accent}"/>` +
        `<path d="M${r1(x - 38)} ${r1(y)}h26M${r1(x + 12)} ${r1(y)}h26"/></g>`
      );
    }
    default: {
      // sun / crest: circle with rays
      let rays = "";
      for (let i = 0; i < 12; i++) {
        const a = (i * Math.PI) / 6;
        rays += `M${r1(x + Math.cos(a) * 8)} ${r1(y + Math.sin(a) * 8)}L${r1(x + Math.cos(a) * 12)} ${r1(y + Math.sin(a) * 12)}`;
      }
      return `<g ${s}><circle cx="${r1(x)}" cy="${r1(y)}" r="5.5"/><path d="${rays}"/></g>`;
    }
  }
}

function labelSvg(
  shape: Shape,
  id: string,
  accent: string,
  variant: number,
  band: boolean,
  winery: string,
  name: string,
  vintageText: string,
  capText: string,
): { defs: string; body: string } {
  const { y: ly, h: lh, w: lw } = shape.label;
  const lx = CX - lw / 2;
  const pad = 11;
  const innerW = (lw - pad * 2) * 0.97;
  const defs =
    `<linearGradient id="${id}l"><stop offset="0" stop-color="#d9ceb6"/><stop offset=".2" stop-color="#f3ecdc"/>` +
    `<stop offset=".4" stop-color="#fbf7ee"/><stop offset=".75" stop-color="#efe7d5"/><stop offset="1" stop-color="#cfc3a9"/></linearGradient>`;
  let b = `<rect class="lb" x="${r1(lx)}" y="${ly}" width="${lw}" height="${lh}" fill="url(#${id}l)"/>`;
  b += `<rect x="${r1(lx + 5)}" y="${ly + 5}" width="${lw - 10}" height="${lh - 10}" fill="none" stroke="${accent}" stroke-width=".9"/>`;
  if (band) {
    b += `<rect x="${r1(lx + 5)}" y="${ly + 5}" width="${lw - 10}" height="6" fill="${accent}"/>`;
  } else {
    b += `<rect x="${r1(lx + 8)}" y="${ly + 8}" width="${lw - 16}" height="${lh - 16}" fill="none" stroke="${accent}" stroke-width=".4"/>`;
  }

  let y = ly + (band ? 30 : 28);
  b += emblem(variant, CX, y, accent);
  y += 24;

  // winery, small caps
  const wText = winery.toUpperCase();
  let wSize = 11;
  while (wSize > 7.5 && estimateTextWidth(wText, wSize, wSize * 0.14) > innerW) wSize -= 0.5;
  const wLine = ellipsize(wText, innerW, wSize, wSize * 0.14);
  if (wLine) {
    b += `<text class="w" x="${CX}" y="${r1(y + wSize)}" font-size="${wSize}" letter-spacing="${r1(wSize * 0.14)}" fill="#5a4a3c">${esc(wLine)}</text>`;
  }
  y += wSize + 8;
  b += `<path d="M${CX - 16} ${r1(y)}h32" stroke="${accent}" stroke-width=".8"/>`;
  y += 6;

  // bottom: capacity, above it the vintage
  const capY = ly + lh - 15;
  const vSize = 16;
  const vY = capY - 17;
  const nameTop = y;
  const nameBottom = vY - vSize - 6;
  const fit = fitLines(
    name,
    innerW,
    nameBottom - nameTop,
    [22, 20, 18, 16, 14.5, 13, 12, 11, 10, 9],
    3,
  );
  const lhgt = fit.size * 1.22;
  const blockH = fit.lines.length * lhgt;
  let ny = nameTop + (nameBottom - nameTop - blockH) / 2 + fit.size * 0.95;
  for (const line of fit.lines) {
    b += `<text class="n" x="${CX}" y="${r1(ny)}" font-size="${fit.size}" font-weight="600" fill="${INK}">${esc(line)}</text>`;
    ny += lhgt;
  }
  b += `<text class="v" x="${CX}" y="${vY}" font-size="${vSize}" letter-spacing="1.5" fill="${accent}">${esc(vintageText)}</text>`;
  b += `<text class="c" x="${CX}" y="${capY}" font-size="9" letter-spacing="1" fill="#7a6a5a">${esc(capText)}</text>`;
  return { defs, body: `<g text-anchor="middle">${b}</g>` };
}

// ---------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------

const STYLES: readonly WineStyle[] = ["red", "white", "rose", "sparkling", "sweet", "fortified"];

export function renderBottleSvg(input: BottleArtInput): string {
  const style: WineStyle = STYLES.includes(input.style) ? input.style : "red";
  const name = clean(input.name);
  const winery = clean(input.winery);
  const vintage =
    typeof input.vintage === "number" && Number.isFinite(input.vintage)
      ? String(Math.trunc(input.vintage))
      : "NV";
  const ml =
    typeof input.capacityMl === "number" &&
    Number.isFinite(input.capacityMl) &&
    input.capacityMl > 0
      ? Math.round(input.capacityMl)
      : 750;
  const seedNum = Number.isFinite(input.seed) ? Math.trunc(input.seed) : 0;
  const view = input.view === "label" ? "label" : "front";

  const h = hash32(String(seedNum));
  const accent = ACCENTS[h % ACCENTS.length]!;
  const variant = (h >>> 8) % 4;
  const band = ((h >>> 12) & 1) === 1;
  // ids: seed + view + a short hash of the content, so different pictures never clash on one page
  const id =
    "b" +
    (seedNum < 0 ? "m" : "") +
    Math.abs(seedNum) +
    view[0] +
    hash32([style, name, winery, vintage, ml].join("\u0001")).toString(36).slice(0, 4);

  const shape = shapeFor(style);
  const look = LOOKS[style];
  const { hw, nw, topY, neckY, shoulderY } = shape;

  // ---- defs
  let defs = "";
  defs +=
    `<linearGradient id="${id}g" x2="0" y2="1"><stop offset="0" stop-color="#fcfaf6"/>` +
    `<stop offset=".7" stop-color="#f5efe6"/><stop offset="1" stop-color="#ebe3d6"/></linearGradient>`;
  defs +=
    `<radialGradient id="${id}s"><stop offset="0" stop-color="#3a2a1c" stop-opacity=".32"/>` +
    `<stop offset="1" stop-color="#3a2a1c" stop-opacity="0"/></radialGradient>`;
  defs += hGrad(id + "a", look.glass);
  if (look.liquid) defs += hGrad(id + "q", look.liquid);
  defs +=
    `<linearGradient id="${id}e"><stop offset="0" stop-opacity=".7"/><stop offset=".16" stop-opacity=".12"/>` +
    `<stop offset=".42" stop-opacity="0"/><stop offset=".7" stop-opacity=".2"/><stop offset="1" stop-opacity=".75"/></linearGradient>`;
  defs +=
    `<linearGradient id="${id}h" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset=".15" stop-color="#fff" stop-opacity=".5"/><stop offset=".7" stop-color="#fff" stop-opacity=".22"/>` +
    `<stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`;
  const capColors = style === "sparkling" ? GOLD : CAPSULES[accent]!;
  defs += hGrad(id + "k", capColors);
  defs += `<path id="${id}p" d="${outlinePath(shape.segs)}"/><clipPath id="${id}c"><use href="#${id}p"/></clipPath>`;

  // ---- bottle
  let bottle = "";
  // shadow
  bottle += `<ellipse cx="${CX}" cy="${BASE + 2}" rx="${r1(hw * 1.9)}" ry="16" fill="url(#${id}s)"/>`;
  bottle += `<ellipse cx="${CX}" cy="${BASE}" rx="${r1(hw * 1.02)}" ry="4" fill="#2a1e14" opacity=".35"/>`;

  let inner = "";
  if (look.liquid) {
    const fillY = style === "sweet" ? neckY - 20 : neckY - 28;
    inner += `<use href="#${id}p" fill="url(#${id}a)" opacity="${look.glassOp}"/>`;
    inner += `<rect x="${CX - hw}" y="${fillY}" width="${hw * 2}" height="${BASE - fillY}" fill="url(#${id}q)"/>`;
    inner += `<rect x="${CX - hw}" y="${fillY}" width="${hw * 2}" height="1.5" fill="#fff" opacity=".45"/>`;
    inner += `<use href="#${id}p" fill="url(#${id}a)" opacity="${r1(look.glassOp * 0.9)}"/>`;
  } else {
    inner += `<use href="#${id}p" fill="url(#${id}a)"/>`;
  }
  inner += `<use href="#${id}p" fill="url(#${id}e)" opacity="${look.shadeOp}"/>`;
  // highlights
  inner += `<rect x="${r1(CX - hw * 0.62)}" y="${shoulderY - 20}" width="${r1(hw * 0.14)}" height="${BASE - shoulderY}" rx="${r1(hw * 0.07)}" fill="url(#${id}h)"/>`;
  inner += `<rect x="${r1(CX - hw * 0.8)}" y="${shoulderY}" width="${r1(hw * 0.1)}" height="${BASE - shoulderY - 30}" fill="#fff" opacity=".07"/>`;
  inner += `<rect x="${r1(CX + hw * 0.7)}" y="${shoulderY + 10}" width="${r1(hw * 0.06)}" height="${BASE - shoulderY - 50}" fill="#fff" opacity=".1"/>`;
  inner += `<rect x="${r1(CX - nw * 0.6)}" y="${topY + shape.capH}" width="4" height="${neckY - topY - shape.capH + 20}" rx="2" fill="#fff" opacity=".22"/>`;
  // shoulder gleam following the curve
  const sh = shape.segs.find((s) => s.c2)!;
  inner += `<path d="M${r1(CX - hw * 0.62)} ${shoulderY - 8}C${r1(CX - hw * 0.6)} ${r1(shoulderY - (shoulderY - neckY) * 0.45)} ${r1(CX + sh.c2![0] * 0.6)} ${r1(sh.c2![1])} ${r1(CX - nw * 0.55)} ${neckY - 4}" fill="none" stroke="#fff" stroke-opacity=".28" stroke-width="3" stroke-linecap="round"/>`;

  // capsule / foil
  if (style === "sparkling") {
    const fb = neckY + 38;
    inner +=
      `<path d="M${CX - hw} ${topY - 5}H${CX + hw}V${fb - 6}Q${CX} ${fb + 16} ${CX - hw} ${fb - 6}Z" fill="url(#${id}k)"/>` +
      `<path d="M${CX - hw} ${fb - 20}Q${CX} ${fb + 2} ${CX + hw} ${fb - 20}" stroke="${accent}" stroke-width="7" fill="none"/>` +
      `<path d="M${CX - nw} ${topY + 6}L${CX + nw} ${topY + 22}M${CX + nw} ${topY + 6}L${CX - nw} ${topY + 22}" stroke="#7a5a1c" stroke-width="1" opacity=".6"/>`;
  } else {
    inner += `<rect x="${CX - nw - 4}" y="${topY - 1}" width="${nw * 2 + 8}" height="${shape.capH}" fill="url(#${id}k)"/>`;
    inner += `<path d="M${CX - nw - 4} ${topY + 12}h${nw * 2 + 8}M${CX - nw - 4} ${topY + shape.capH - 6}h${nw * 2 + 8}" stroke="#000" stroke-opacity=".22"/>`;
    if (style === "fortified") {
      inner += `<rect x="${CX - nw - 10}" y="${topY - 2}" width="${nw * 2 + 20}" height="24" rx="4" fill="url(#${id}k)"/>`;
    }
  }
  bottle += `<g clip-path="url(#${id}c)">${inner}</g>`;
  bottle += `<use href="#${id}p" fill="none" stroke="#1a120c" stroke-opacity=".25"/>`;

  const lab = labelSvg(shape, id, accent, variant, band, winery, name, vintage, `${ml}ml`);
  defs += lab.defs;
  bottle += lab.body;

  // ---- framing
  let transform: string;
  if (view === "label") {
    const { y, h: lh, w } = shape.label;
    const k = Math.min(420 / w, 660 / lh);
    transform = `translate(${W / 2} ${H / 2}) scale(${Math.round(k * 1000) / 1000}) translate(${-CX} ${r1(-(y + lh / 2))})`;
  } else {
    const s = ml <= 500 ? 0.84 : ml >= 1200 ? 1.1 : 1;
    transform =
      s === 1
        ? ""
        : `translate(${r1(CX * (1 - s))} ${r1(BASE * (1 - s) + (s > 1 ? 20 : 0))}) scale(${s})`;
  }

  const title = [name, winery, vintage].filter(Boolean).join(" · ");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">` +
    `<title>${esc(title)}</title><defs>${defs}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${id}g)"/>` +
    `<g font-family="${FONT}"${transform ? ` transform="${transform}"` : ""}>${bottle}</g></svg>`
  );
}

/** Neutral "picture unavailable" art: a bottle outline, no text, no ids. */
export function renderPlaceholderSvg(): string {
  const d = outlinePath(shapeFor("red").segs);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" aria-hidden="true">` +
    `<rect width="${W}" height="${H}" fill="#f4f0e9"/>` +
    `<ellipse cx="${CX}" cy="${BASE + 2}" rx="150" ry="12" fill="#e7e0d4"/>` +
    `<path d="${d}" fill="#efe9df" stroke="#cbc1b1" stroke-width="3" stroke-linejoin="round"/>` +
    `<rect x="${CX - 60}" y="430" width="120" height="170" rx="4" fill="none" stroke="#d8cfc1" stroke-width="2.5" stroke-dasharray="8 6"/>` +
    `</svg>`
  );
}
