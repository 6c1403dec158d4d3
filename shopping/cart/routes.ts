/** The cart's endpoints. This issue needs only the count for the header. */
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { cartItems } from "../db/schema";
import { defineEndpoint } from "../http/endpoint";

export const cartEndpoints = [
  defineEndpoint({
    method: "get",
    path: "/shoppingCart/shoppingCart/findShoppingCartTotalItem",
    summary: "How many bottles are in the caller's cart",
    tag: "cart",
    auth: "required",
    response: z.object({ productTotalItem: z.number().int() }),
    handler: async ({ db, user }) => {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
        .from(cartItems)
        .where(eq(cartItems.userId, user!.id));
      return { productTotalItem: Number(row?.n ?? 0) };
    },
  }),
];
