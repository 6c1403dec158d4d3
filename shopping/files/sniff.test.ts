import { describe, expect, it } from "vitest";
import { sniffImage } from "./sniff";

const bytes = (...b: number[]) => Uint8Array.from(b);

describe("sniffImage", () => {
  it("knows JPEG, PNG and WebP by their first bytes", () => {
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))?.mime).toBe("image/jpeg");
    expect(
      sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)),
    ).toEqual({ mime: "image/png", ext: "png" });
    expect(
      sniffImage(
        Buffer.concat([Buffer.from("RIFF"), Buffer.from([1, 2, 3, 4]), Buffer.from("WEBPVP8 ")]),
      ),
    ).toEqual({ mime: "image/webp", ext: "webp" });
  });

  it("refuses everything else, however it is named", () => {
    for (const head of [
      Buffer.from("#!/bin/sh\nrm -rf /"),
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      Buffer.from("GIF89a......"),
      Buffer.from("RIFF\0\0\0\0WAVEfmt "),
      bytes(0x89, 0x50, 0x4e, 0x47),
      bytes(0xff, 0xd8),
      bytes(),
    ]) {
      expect(sniffImage(head)).toBeNull();
    }
  });
});
