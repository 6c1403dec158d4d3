/**
 * A wine's pictures as staff upload them (decision 045): at most eight, the first is the cover that
 * lists show. Each is kept as two JPEGs the service makes from the upload: the large one for the
 * wine's page and a small one for lists, both under a random name that is never reused.
 */
import { z } from "zod";

export const WINE_PICTURES_MAX = 8;
/** The longest side, in pixels, of each kept size (a smaller upload is not enlarged). */
export const WINE_PICTURE_SIZES = { large: 1200, small: 480 } as const;
export type WinePictureSize = keyof typeof WINE_PICTURE_SIZES;
/** A kept picture's name: the large JPEG's; the small one's adds "-s". */
export const WINE_PICTURE_FILE = /^[0-9a-f]{32}\.jpg$/;

const int = () => z.number().int();

export const opsWinePictureSchema = z.strictObject({
  id: int(),
  fileName: z.string().regex(WINE_PICTURE_FILE),
  position: int().describe("0 is the cover"),
  width: int(),
  height: int(),
  size: int().describe("the large JPEG's bytes"),
});

export const opsWinePicturesSchema = z.strictObject({
  pictures: z.array(opsWinePictureSchema),
  max: int(),
});

export const winePictureMoveSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  pictureId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const winePictureFormSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .describe("the wine, sent before the file"),
});

export type OpsWinePicture = z.infer<typeof opsWinePictureSchema>;
export type OpsWinePictures = z.infer<typeof opsWinePicturesSchema>;
