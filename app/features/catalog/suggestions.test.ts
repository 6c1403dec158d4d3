import { describe, expect, it } from "vitest";
import { NO_SUGGESTIONS, optionKey, optionTarget, searchOptions } from "./suggestions";

describe("the search box's options", () => {
  it("an empty box offers recent searches, then hot ones not already among them", () => {
    const options = searchOptions(" ", NO_SUGGESTIONS, ["红酒", "penfolds"], ["拉菲", "红酒"]);
    expect(options).toEqual([
      { kind: "recent", query: "红酒" },
      { kind: "recent", query: "penfolds" },
      { kind: "hot", query: "拉菲" },
    ]);
    expect(new Set(options.map(optionKey)).size).toBe(3);
  });

  it("gives a winery, a region and a wine of the same id keys of their own", () => {
    const place = { id: 5, name: "拉菲古堡" };
    const options = searchOptions(
      "lafite",
      {
        ...NO_SUGGESTIONS,
        wineries: [place],
        regions: [{ id: 5, name: "波尔多" }],
        wines: [{ id: 5, name: "拉菲古堡正牌", winery: "拉菲古堡", vintage: 2017 }],
      },
      [],
      [],
    );
    expect(options.map((option) => option.kind)).toEqual(["all", "winery", "region", "wine"]);
    expect(new Set(options.map(optionKey)).size).toBe(4);
  });

  it("typed words offer their own row first, and no recent or hot searches", () => {
    const options = searchOptions("拉菲", NO_SUGGESTIONS, ["红酒"], ["香槟"]);
    expect(options).toEqual([{ kind: "all", query: "拉菲" }]);
  });

  it("a hot search leads to its list, keeping what it is given to keep", () => {
    expect(optionTarget({ kind: "hot", query: "波尔多 红酒" }, [["style", "red"]])).toBe(
      "/goods?q=%E6%B3%A2%E5%B0%94%E5%A4%9A+%E7%BA%A2%E9%85%92&style=red",
    );
  });
});
