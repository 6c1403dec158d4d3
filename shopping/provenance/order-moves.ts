/**
 * What the log records as an order moves: its bottles are sold when it ships (the serials leave
 * the shop with the parcel). Returned bottles are logged when the parcel is back
 * (`bottlesBackInShop`, from the after-sale step that puts them on the shelf).
 */
import type { OrderMoveListener } from "../orders/move-listeners";
import { sellOrderBottles } from "./bottles";

export const provenanceOnOrderMoves: OrderMoveListener = {
  actions: ["ship"],
  run: ({ tx, orderId }) => sellOrderBottles(tx, orderId),
};
