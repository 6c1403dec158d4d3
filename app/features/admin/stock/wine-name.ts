/** A wine as the stock desk names it: its name and vintage, as two vintages share one name. */
import type { StockWine } from "#contract/stock-desk-answers";

export const wineName = (wine: Pick<StockWine, "name" | "nameEn" | "vintage">, english: boolean) =>
  [english ? wine.nameEn : wine.name, wine.vintage].filter(Boolean).join(" ");
