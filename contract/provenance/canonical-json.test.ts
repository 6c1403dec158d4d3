/**
 * RFC 8785's own examples (§3.2.2, §3.2.3, §3.2.4 and Appendix B), and the test data of its
 * author's reference implementation (github.com/cyberphone/json-canonicalization, testdata/,
 * commit 19d51d7fe467d4706a3ff08adf8a748f29fc21e0, Apache-2.0).
 */
import { describe, expect, it } from "vitest";
import { toHex } from "./bytes";
import {
  CanonicalJsonError,
  canonicalJson,
  canonicalJsonBytes,
  parseCanonicalJson,
} from "./canonical-json";

const canonical = (json: string) => canonicalJson(JSON.parse(json));

describe("canonical JSON (RFC 8785)", () => {
  it("§3.2.2: literals, numbers and strings, byte for byte (§3.2.4)", () => {
    const input = String.raw`{
      "numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
      "string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/",
      "literals": [null, true, false]
    }`;
    const output = String.raw`{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\u000f\nA'B\"\\\\\"/"}`;
    expect(canonical(input)).toBe(output);
    expect(toHex(canonicalJsonBytes(JSON.parse(input)))).toBe(
      [
        "7b226c69746572616c73223a5b6e756c6c2c747275652c66616c73655d2c226e",
        "756d62657273223a5b3333333333333333332e333333333333332c31652b3330",
        "2c342e352c302e3030322c31652d32375d2c22737472696e67223a22e282ac24",
        "5c75303030665c6e4127425c225c5c5c5c5c222f227d",
      ].join(""),
    );
  });

  it("§3.2.3: keys sorted by UTF-16 code units, not code points or the locale", () => {
    const input = String.raw`{
      "\u20ac": "Euro Sign",
      "\r": "Carriage Return",
      "\u000a": "Newline",
      "1": "One",
      "\u0080": "Control\u007f",
      "\ud83d\ude02": "Smiley",
      "\u00f6": "Latin Small Letter O With Diaeresis",
      "\ufb33": "Hebrew Letter Dalet With Dagesh",
      "</script>": "Browser Challenge"
    }`;
    // "1" after "\r" (JavaScript's own objects put integer keys first), and the smiley
    // (U+1F602, code units D83D DE02) before U+FB33, where code points would put it last.
    expect(canonical(input)).toMatch(/^\{"\\n":.*,"\\r":.*,"1":.*,"<\/script>":.*😂.*\ufb33/u);
    expect(toHex(canonicalJsonBytes(JSON.parse(input)))).toBe(
      [
        "7b225c6e223a224e65776c696e65222c225c72223a2243617272696167652052",
        "657475726e222c2231223a224f6e65222c223c2f7363726970743e223a224272",
        "6f77736572204368616c6c656e6765222c22c280223a22436f6e74726f6c7f22",
        "2c22c3b6223a224c6174696e20536d616c6c204c6574746572204f2057697468",
        "20446961657265736973222c22e282ac223a224575726f205369676e222c22f0",
        "9f9882223a22536d696c6579222c22efacb3223a22486562726577204c657474",
        "65722044616c6574205769746820446167657368227d",
      ].join(""),
    );
  });

  it("the reference implementation's other test files", () => {
    expect(canonical(`[56, {"d": true, "10": null, "1": [ ]}]`)).toBe(
      `[56,{"1":[],"10":null,"d":true}]`,
    );
    expect(
      canonical(`{"peach": "This sorting order", "péché": "is wrong according to French",
        "pêche": "but canonicalization MUST", "sin": "ignore locale"}`),
    ).toBe(
      `{"peach":"This sorting order","péché":"is wrong according to French","pêche":"but canonicalization MUST","sin":"ignore locale"}`,
    );
    expect(
      canonical(`{"1": {"f": {"f": "hi","F": 5} ,"\\n": 56.0}, "10": { }, "": "empty",
        "a": { }, "111": [ {"e": "yes","E": "no" } ], "A": { }}`),
    ).toBe(
      `{"":"empty","1":{"\\n":56,"f":{"F":5,"f":"hi"}},"10":{},"111":[{"E":"no","e":"yes"}],"A":{},"a":{}}`,
    );
    // Unicode is kept as it is, not normalised.
    expect(canonical(`{"Unnormalized Unicode":"A\\u030a"}`)).toBe(
      '{"Unnormalized Unicode":"A\u030a"}',
    );
  });

  it("Appendix B: numbers as ECMAScript prints them", () => {
    const numbers: [string, string][] = [
      ["0000000000000000", "0"],
      ["8000000000000000", "0"],
      ["0000000000000001", "5e-324"],
      ["8000000000000001", "-5e-324"],
      ["7fefffffffffffff", "1.7976931348623157e+308"],
      ["ffefffffffffffff", "-1.7976931348623157e+308"],
      ["4340000000000000", "9007199254740992"],
      ["c340000000000000", "-9007199254740992"],
      ["4430000000000000", "295147905179352830000"],
      ["44b52d02c7e14af5", "9.999999999999997e+22"],
      ["44b52d02c7e14af6", "1e+23"],
      ["44b52d02c7e14af7", "1.0000000000000001e+23"],
      ["444b1ae4d6e2ef4e", "999999999999999700000"],
      ["444b1ae4d6e2ef4f", "999999999999999900000"],
      ["444b1ae4d6e2ef50", "1e+21"],
      ["3eb0c6f7a0b5ed8c", "9.999999999999997e-7"],
      ["3eb0c6f7a0b5ed8d", "0.000001"],
      ["41b3de4355555553", "333333333.3333332"],
      ["41b3de4355555554", "333333333.33333325"],
      ["41b3de4355555555", "333333333.3333333"],
      ["41b3de4355555556", "333333333.3333334"],
      ["41b3de4355555557", "333333333.33333343"],
      ["becbf647612f3696", "-0.0000033333333333333333"],
      ["43143ff3c1cb0959", "1424953923781206.2"],
    ];
    const view = new DataView(new ArrayBuffer(8));
    for (const [bits, text] of numbers) {
      view.setBigUint64(0, BigInt(`0x${bits}`));
      expect(canonicalJson(view.getFloat64(0)), bits).toBe(text);
    }
    // NaN and Infinity (7fffffffffffffff, 7ff0000000000000) have no JSON form.
    for (const bits of ["7fffffffffffffff", "7ff0000000000000"]) {
      view.setBigUint64(0, BigInt(`0x${bits}`));
      expect(() => canonicalJson(view.getFloat64(0))).toThrow(CanonicalJsonError);
    }
  });

  it("refuses what JSON cannot say exactly, instead of dropping it", () => {
    const refused: unknown[] = [
      undefined,
      { a: undefined },
      [1, undefined],
      // eslint-disable-next-line no-sparse-arrays
      [1, , 3],
      () => 1,
      { f: () => 1 },
      Symbol("s"),
      { [Symbol("s")]: 1 },
      10n,
      NaN,
      -Infinity,
      { n: Infinity },
      new Date(0),
      new Map(),
      "\ud800",
      { "\udc00": 1 },
    ];
    for (const value of refused) expect(() => canonicalJson(value)).toThrow(CanonicalJsonError);
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(() => canonicalJson(loop)).toThrow(/cycle/);
    expect(() => canonicalJson({ bottle: { serial: "A1", at: undefined } })).toThrow(
      "$.bottle.at: JSON cannot hold undefined",
    );
  });

  it("writes the same value twice in the same bytes, shared or not, with or without a prototype", () => {
    const shared = { a: 1 };
    expect(canonicalJson({ x: shared, y: shared })).toBe(`{"x":{"a":1},"y":{"a":1}}`);
    const bare = Object.assign(Object.create(null) as object, { b: 2, a: -0 });
    expect(canonicalJson(bare)).toBe(`{"a":0,"b":2}`);
  });

  it("reads canonical text back, and refuses any other spelling of the same value", () => {
    expect(parseCanonicalJson(`{"a":[1,"b"],"c":null}`)).toEqual({ a: [1, "b"], c: null });
    for (const other of [
      `{"c":null,"a":[1,"b"]}`,
      `{"a": [1,"b"],"c":null}`,
      `{"a":[1.0,"b"],"c":null}`,
    ])
      expect(() => parseCanonicalJson(other)).toThrow("JSON, but not canonical");
    expect(() => parseCanonicalJson(`{"a":12345678901234567890}`)).toThrow("not canonical");
    expect(() => parseCanonicalJson(`{a:1}`)).toThrow("not JSON");
  });
});
