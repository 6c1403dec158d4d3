/**
 * Resale offers as another buyer meets them (decision 037): on the wine page beside the shop's own
 * offer, and marked on the cart, checkout and order lines bought from them.
 */
import { z } from "zod";
import { RESALE_GRADES } from "./resale-statuses";

const int = () => z.number().int();

export const resaleOfferSchema = z.strictObject({
  itemId: int(),
  code: z.string().describe("R and six digits"),
  priceCents: int(),
  left: int().describe("bottles still to be bought: quantity - sold - reserved"),
  minQuantity: int().describe("the least one may buy: the item's minimum, or all left if fewer"),
  grade: z.enum(RESALE_GRADES),
  vintage: int().nullable(),
});

export const wineResaleOffersSchema = z.strictObject({
  offers: z.array(resaleOfferSchema).describe("cheapest first"),
});

/** A cart line's resale item: what it is, and what may be bought of it now. */
export const cartResaleSchema = z.strictObject({
  code: z.string(),
  grade: z.enum(RESALE_GRADES),
  minQuantity: int(),
  left: int(),
});

/** A checkout or order line bought from a resale item. */
export const lineResaleSchema = z.strictObject({
  code: z.string(),
  grade: z.enum(RESALE_GRADES),
});

export type ResaleOffer = z.infer<typeof resaleOfferSchema>;
export type CartResale = z.infer<typeof cartResaleSchema>;
export type LineResale = z.infer<typeof lineResaleSchema>;
