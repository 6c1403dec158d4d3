import { describe, expect, it } from "vitest";
import {
  editDistance,
  notSoldIn,
  pinyinAlternative,
  rewriteQuery,
  soundAlikeCorrection,
  spellingCorrection,
} from "./search-query";

const SYNONYMS = new Map([
  ["大拉菲", "拉菲古堡正牌"],
  ["小拉菲", "拉菲珍宝"],
  ["grand vin", "拉菲古堡正牌"],
]);

describe("rewriteQuery", () => {
  it.each([
    ["波尔多红酒", "波尔多 红酒"],
    ["法国干红", "法国 干红"],
    ["拉菲干红2017", "拉菲 干红 2017"],
    ["红葡萄酒", "红葡萄酒"],
    ["Red Wine from Napa", "redwine from napa"],
    ["大拉菲 2017", "拉菲古堡正牌 2017"],
    ["小拉菲", "拉菲珍宝"],
    ["Grand Vin", "拉菲古堡正牌"],
    // A Latin synonym is a whole word only.
    ["grand vinho", "grand vinho"],
    ["ＬＡＦＩＴＥ　２０１５", "lafite 2015"],
    ["", ""],
  ])("%s is searched as %s", (query, searched) => {
    expect(rewriteQuery(query, SYNONYMS)).toBe(searched);
  });

  it("replaces each synonym once: a meaning is not read as another synonym", () => {
    expect(rewriteQuery("大拉菲", new Map([...SYNONYMS, ["拉菲古堡", "x"]]))).toBe("拉菲古堡正牌");
  });
});

describe("pinyinAlternative and soundAlikeCorrection", () => {
  it("says the Chinese in pinyin, leaving the rest", () => {
    expect(pinyinAlternative("拉非 2017")).toBe("lafei 2017");
    expect(pinyinAlternative("lafite")).toBeNull();
  });

  it("finds the part of a name said the same way", () => {
    expect(soundAlikeCorrection("拉非", "拉菲古堡正牌干红葡萄酒")).toBe("拉菲");
    expect(soundAlikeCorrection("奔付 389", "奔富Bin 389赤霞珠设拉子红葡萄酒")).toBe("奔富 389");
    expect(soundAlikeCorrection("拉菲", "拉菲古堡正牌干红葡萄酒")).toBeNull();
    expect(soundAlikeCorrection("天空", "拉菲古堡正牌干红葡萄酒")).toBeNull();
  });
});

describe("spellingCorrection", () => {
  const near = ["Château Lafite Rothschild", "Carruades de Lafite", "拉菲古堡"];

  it("replaces a misspelt word by the nearest word of the wines found near", () => {
    expect(spellingCorrection("lafitte", near)).toBe("lafite");
    expect(spellingCorrection("Lafite Rotschild", near)).toBe("lafite rothschild");
    expect(spellingCorrection("chateau lafite", near)).toBeNull();
  });

  it("leaves short words, numbers and words too far from any", () => {
    expect(spellingCorrection("laf", near)).toBeNull();
    expect(spellingCorrection("lafite 2019", near)).toBeNull();
    expect(spellingCorrection("margaux", near)).toBeNull();
  });

  it("counts a swap of two neighbours as one edit", () => {
    expect(editDistance("lafiet", "lafite")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });
});

describe("notSoldIn", () => {
  it.each([
    ["白酒", "baijiu"],
    ["茅台白酒", "baijiu"],
    ["beer", "beer"],
    ["Whisky", "whisky"],
  ])("%s is %s", (query, drink) => {
    expect(notSoldIn(query)).toBe(drink);
  });

  it.each(["白葡萄酒", "干白", "beerenauslese", "拉菲"])("%s is wine", (query) => {
    expect(notSoldIn(query)).toBeNull();
  });
});
