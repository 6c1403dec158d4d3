/** The wish that survives a login (wish.server.ts does it); its shape, for both sides. */
import type { AppLoadContext } from "@remix-run/node";

export type WishKind = "cart" | "buy" | "collect" | "restock" | "resaleCart";

export interface Wish {
  id: string;
  kind: WishKind;
  goodsId: number;
  quantity: number;
  /** the delivery city chosen on the wine's page (digits of an area code) */
  city: string;
  /** ms since the epoch; a wish older than half an hour is forgotten */
  at: number;
  /** the local path to come back to (a collect pressed on a list), when not the wine's page */
  back?: string;
  /** a resale offer of the wine (kind resaleCart) */
  resaleItemId?: number;
}

/** What the login and registration pages show of a wish. */
export interface WishView {
  id: string;
  kind: WishKind;
  quantity: number;
  name: string | null;
}

/** How an area does a wish of its kind right after the login, in the login's response. */
export interface WishHandler {
  fulfil(context: AppLoadContext, wish: Wish, welcome: string): Promise<Response>;
}
