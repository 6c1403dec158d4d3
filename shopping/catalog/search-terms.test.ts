import { describe, expect, it } from "vitest";
import { normalize, queryPieces, searchIndex } from "./search-terms";

const lafite = searchIndex({
  names: ["拉菲古堡干红葡萄酒 2015", "拉菲古堡乾紅葡萄酒 2015", "Château Lafite Rothschild 2015"],
  others: [
    "拉菲酒庄",
    "Château Lafite",
    "赤霞珠",
    "Cabernet Sauvignon",
    "波雅克",
    "Pauillac",
    "法国",
    "France",
  ],
});

/** Whether the query finds the wine: every piece's terms indexed and the piece in the text. */
function finds(index: ReturnType<typeof searchIndex>, query: string): boolean {
  const { pieces, compact } = queryPieces(query);
  const terms = new Set(index.terms);
  const ok = (p: { terms: string[]; piece: string }) =>
    p.terms.every((t) => terms.has(t)) && index.text.includes(p.piece);
  return (pieces.length > 0 && pieces.every(ok)) || (compact !== null && ok(compact));
}

describe("search terms", () => {
  it("normalises width, case, accents and punctuation", () => {
    expect(normalize("ＬＡＦＩＴＥ　Château—Rothschild")).toBe("lafite chateau rothschild");
    expect(normalize("  拉菲，古堡 ")).toBe("拉菲 古堡");
  });

  it.each([
    "拉菲",
    "古堡",
    "拉菲古堡",
    "乾紅",
    "lafite",
    "LAF",
    "Lafite Rothschild",
    "rothschild 2015",
    "lafei",
    "la fei",
    "lf",
    "lfgb",
    "feigu",
    "赤霞珠",
    "cabernet",
    "chixiazhu",
    "波雅克",
    "pauillac",
    "法国",
    "france",
    "ｌａｆｉｔｅ",
    "château",
  ])("finds 拉菲 by %s", (query) => {
    expect(finds(lafite, query)).toBe(true);
  });

  it.each(["奔富", "penfolds", "lafeiz", "菲拉", "xyz", "a%", "_", "' or 1=1 --", "<script>"])(
    "does not find 拉菲 by %s",
    (query) => {
      expect(finds(lafite, query)).toBe(false);
    },
  );

  it("cuts hostile queries short and keeps nothing but letters and digits", () => {
    const long = queryPieces("拉".repeat(10_000) + "a".repeat(10_000));
    expect(long.pieces.every((p) => [...p.piece].length <= 64)).toBe(true);
    expect(queryPieces("%_\\'\"<>;").pieces).toEqual([]);
    expect(queryPieces("\uD800lafite").pieces.map((p) => p.piece)).toEqual(["lafite"]);
  });
});
