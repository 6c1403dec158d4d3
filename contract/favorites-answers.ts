/** The favorites' and history's answers as zod schemas; see favorites.ts. */
import { z } from "zod";
import { goodsSummarySchema } from "./catalog-answers";

const int = () => z.number().int();

const savedGoods = {
  goods: goodsSummarySchema.describe("the wine as it is now: its price and stock today"),
  onShelf: z.boolean().describe("false once the shop stopped selling it"),
};

export const favoriteRowSchema = z.strictObject({
  id: int(),
  createdAt: z.string().datetime(),
  ...savedGoods,
});

export const footprintRowSchema = z.strictObject({
  id: int(),
  visitedAt: z.string().datetime().describe("the latest visit"),
  ...savedGoods,
});

const page = <T extends z.ZodTypeAny>(row: T) =>
  z.strictObject({
    list: z.array(row),
    total: int().describe("rows in the whole list"),
    nextCursor: z.string().nullable().describe("the cursor of the next page, null on the last"),
  });

export const favoriteListSchema = page(favoriteRowSchema);
export const footprintListSchema = page(footprintRowSchema);

export const collectStateSchema = z.strictObject({
  goodsId: int(),
  collected: z.boolean(),
});

export const savedDeletedSchema = z.strictObject({
  deleted: int().describe("rows taken off the list"),
});
