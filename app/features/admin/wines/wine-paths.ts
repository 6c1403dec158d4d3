/** Where the catalogue desk's pages live (read in the browser too). */
export const WINES_PATH = "/admin/wines";
export const winePath = (id: number) => `${WINES_PATH}/${id}`;
export const winePreviewPath = (id: number) => `${winePath(id)}/preview`;
export const WINERIES_PATH = "/admin/wineries";
export const wineryPath = (id: number) => `${WINERIES_PATH}/${id}`;
