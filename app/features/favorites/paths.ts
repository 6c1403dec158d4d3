/** Where the favorites and history screens and their exports live. */
export const FAVORITES_PATH = "/user/myCollect";
export const FAVORITES_EXPORT_PATH = "/user/myCollect/export.csv";
export const FOOTPRINTS_PATH = "/user/myFootprint";
export const FOOTPRINTS_EXPORT_PATH = "/user/myFootprint/export.csv";
