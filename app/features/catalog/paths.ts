/** Where the winery list's CSV export lives (the wine list's: goodsExportPath in goods-filters.ts). */
export const CHATEAUX_EXPORT_PATH = "/chateauList/export.csv";
