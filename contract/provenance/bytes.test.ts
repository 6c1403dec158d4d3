import { describe, expect, it } from "vitest";
import {
  concatBytes,
  equalBytes,
  fromBase64,
  fromHex,
  fromUtf8,
  isWellFormed,
  readUint32,
  toBase64,
  toHex,
  uint32Bytes,
  utf8,
} from "./bytes";

describe("bytes without Buffer", () => {
  it("writes and reads RFC 4648's base64 test vectors", () => {
    const vectors: [string, string][] = [
      ["", ""],
      ["f", "Zg=="],
      ["fo", "Zm8="],
      ["foo", "Zm9v"],
      ["foob", "Zm9vYg=="],
      ["fooba", "Zm9vYmE="],
      ["foobar", "Zm9vYmFy"],
    ];
    for (const [text, base64] of vectors) {
      expect(toBase64(utf8(text))).toBe(base64);
      expect(fromUtf8(fromBase64(base64)!)).toBe(text);
    }
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(fromBase64(toBase64(all))).toEqual(all);
  });

  it("reads one spelling of base64 only", () => {
    for (const bad of [
      "Zg",
      "Zg=",
      "Zh==",
      "Zm9=",
      " Zm9v",
      "Zm9v\n",
      "Zm=v",
      "Z===",
      "Zm9v-_8=",
      "Zg==Zg==",
    ])
      expect(fromBase64(bad), bad).toBeNull();
  });

  it("hex, concatenation, comparison and big-endian numbers", () => {
    expect(toHex(new Uint8Array([0, 15, 255]))).toBe("000fff");
    expect(fromHex("000FfF")).toEqual(new Uint8Array([0, 15, 255]));
    expect(fromHex("0")).toBeNull();
    expect(fromHex("zz")).toBeNull();
    expect(concatBytes(utf8("a"), new Uint8Array(0), utf8("bc"))).toEqual(utf8("abc"));
    expect(equalBytes(utf8("abc"), utf8("abc"))).toBe(true);
    expect(equalBytes(utf8("abc"), utf8("abd"))).toBe(false);
    expect(equalBytes(utf8("abc"), utf8("ab"))).toBe(false);
    expect(uint32Bytes(0xc74f20a3)).toEqual(new Uint8Array([0xc7, 0x4f, 0x20, 0xa3]));
    expect(readUint32(new Uint8Array([0xc7, 0x4f, 0x20, 0xa3]))).toBe(0xc74f20a3);
  });

  it("refuses what is not UTF-8, and text UTF-8 cannot hold", () => {
    expect(fromUtf8(new Uint8Array([0xff]))).toBeNull();
    expect(fromUtf8(utf8("酒 🍷"))).toBe("酒 🍷");
    expect(isWellFormed("酒 🍷")).toBe(true);
    expect(isWellFormed("\ud83c")).toBe(false);
    expect(isWellFormed("\udf77x")).toBe(false);
    expect(isWellFormed("x\ud83c")).toBe(false);
  });
});
