/** Where the points page and its export live. */
export const POINTS_PATH = "/user/myIntegral";
export const POINTS_EXPORT_PATH = "/user/myIntegral/export.csv";
