/** Where the catalogue desk's pages live (read in the browser too). */
export const WINES_PATH = "/admin/wines";
export const winePath = (id: number) => `${WINES_PATH}/${id}`;
export const winePreviewPath = (id: number) => `${winePath(id)}/preview`;
export const WINERIES_PATH = "/admin/wineries";
export const wineryPath = (id: number) => `${WINERIES_PATH}/${id}`;
/** An uploaded picture for staff (any wine's, a draft's too), large or small. */
export const winePhotoPath = (fileName: string, size: "large" | "small" = "large") =>
  `${WINES_PATH}/photos/${fileName}${size === "small" ? "?size=small" : ""}`;

const STAFF_PHOTO = "/ops/catalog/wine/photo?file=";
/** A preview's picture as the console shows it: staff's photo path, or the drawn data: URL. */
export const consolePictureSrc = (src: string) =>
  src.startsWith(STAFF_PHOTO) ? winePhotoPath(src.slice(STAFF_PHOTO.length)) : src;
