/**
 * What the service keeps of an uploaded wine picture (decision 045): the picture turned upright by
 * its EXIF orientation, its metadata dropped (a phone's photo carries where it was taken), and two
 * JPEGs made with sharp, which every phone's browser and the mini-program's web-view show.
 */
import sharp from "sharp";
import { WINE_PICTURE_SIZES, type WinePictureSize } from "../../../contract/wine-pictures";
import { BusinessError } from "../../http/envelope";

/** More pixels than any camera makes: a small file that decodes to a vast picture is refused. */
const MAX_INPUT_PIXELS = 60_000_000;

export interface ResizedPicture {
  files: Record<WinePictureSize, Buffer>;
  width: number;
  height: number;
}

export async function resizeWinePicture(sourcePath: string): Promise<ResizedPicture> {
  try {
    const upright = await sharp(sourcePath, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .toBuffer();
    const sized = async (size: WinePictureSize) =>
      sharp(upright)
        .flatten({ background: "#ffffff" })
        .resize({
          width: WINE_PICTURE_SIZES[size],
          height: WINE_PICTURE_SIZES[size],
          fit: "inside",
          withoutEnlargement: true,
        })
        .jpeg({ quality: size === "large" ? 82 : 78, progressive: true, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
    const [large, small] = await Promise.all([sized("large"), sized("small")]);
    return {
      files: { large: large.data, small: small.data },
      width: large.info.width,
      height: large.info.height,
    };
  } catch {
    // sharp says why in English for developers; staff read that the picture could not be opened.
    throw new BusinessError(415, "ops_wine_picture_unreadable");
  }
}
