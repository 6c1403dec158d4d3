/**
 * Pictures as staff send them, made in the test: a 2.4 MB phone photo (noise that does not
 * compress away) whose EXIF says to turn it right, and a small PNG with a see-through background.
 */
import sharp from "sharp";

export async function phonePhoto(width = 2400, height = 1600): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + (i >> 9) * 104_729) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: "PhoneCam", Model: "GPS-42" } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export const labelPng = () =>
  sharp({
    create: {
      width: 300,
      height: 400,
      channels: 4,
      background: { r: 120, g: 0, b: 40, alpha: 0.5 },
    },
  })
    .png()
    .toBuffer();
