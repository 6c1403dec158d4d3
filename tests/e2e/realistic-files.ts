/**
 * Files of the sizes buyers really send, made by Chromium itself rather than kept in the
 * repository: a phone's photo (a 1.5 MB JPEG, and one held upright), a scanned business licence
 * (a 3 MB PDF holding the scan as a JPEG, as scanners and phone apps make them) and a photo too
 * large for the shop (6 MB).
 * Made once per machine into tests/.tmp, each written whole before it is renamed into place.
 */
import { existsSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Browser } from "@playwright/test";

const FOLDER = path.resolve("tests/.tmp/realistic-files");

export interface RealisticFiles {
  /** a phone's photo, about 1.5 MB */
  photo: string;
  /** a phone's photo held upright, about 1.4 MB */
  portrait: string;
  /** a scanned licence, a PDF of about 3 MB */
  scan: string;
  /** a photo of about 6 MB: more than the shop takes */
  tooLarge: string;
}

/** A JPEG of a photo-like picture (shades and grain) of `width` × `height`. */
async function photoJpeg(browser: Browser, width: number, height: number): Promise<Buffer> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const page = await context.newPage();
    const base64 = await page.evaluate(
      async ([w, h]) => {
        const canvas = document.createElement("canvas");
        canvas.width = w;
        canvas.height = h;
        const paint = canvas.getContext("2d")!;
        const image = paint.createImageData(w, h);
        let seed = 20261126;
        const grain = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
        for (let y = 0; y < h; y += 1)
          for (let x = 0; x < w; x += 1) {
            const at = (y * w + x) * 4;
            const shade = 120 + 80 * Math.sin(x / 97) * Math.cos(y / 53);
            image.data[at] = shade + 60 * grain();
            image.data[at + 1] = shade * 0.6 + 60 * grain();
            image.data[at + 2] = shade * 0.4 + 60 * grain();
            image.data[at + 3] = 255;
          }
        paint.putImageData(image, 0, 0);
        const blob = await new Promise<Blob>((resolve) =>
          canvas.toBlob((b) => resolve(b!), "image/jpeg", 0.92),
        );
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let text = "";
        for (let i = 0; i < bytes.length; i += 0x8000)
          text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(text);
      },
      [width, height],
    );
    return Buffer.from(base64, "base64");
  } finally {
    await context.close();
  }
}

/** A PDF of one A4 page showing the scan. */
async function scanPdf(browser: Browser, scan: Buffer): Promise<Buffer> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.setContent(
      `<img style="width:100%" alt="" src="data:image/jpeg;base64,${scan.toString("base64")}">`,
    );
    return await page.pdf({ format: "A4" });
  } finally {
    await context.close();
  }
}

async function made(name: string, make: () => Promise<Buffer>): Promise<string> {
  const file = path.join(FOLDER, name);
  if (existsSync(file)) return file;
  const partial = `${file}.${process.pid}.part`;
  await writeFile(partial, await make());
  await rename(partial, file);
  return file;
}

let files: Promise<RealisticFiles> | null = null;

export function realisticFiles(browser: Browser): Promise<RealisticFiles> {
  files ??= (async () => {
    await mkdir(FOLDER, { recursive: true });
    return {
      photo: await made("photo-1.5mb.jpg", () => photoJpeg(browser, 2200, 1500)),
      portrait: await made("portrait-1.4mb.jpg", () => photoJpeg(browser, 1500, 2100)),
      scan: await made("licence-scan-3mb.pdf", async () =>
        scanPdf(browser, await photoJpeg(browser, 2900, 2200)),
      ),
      tooLarge: await made("photo-6mb.jpg", () => photoJpeg(browser, 4200, 3100)),
    };
  })();
  return files;
}
