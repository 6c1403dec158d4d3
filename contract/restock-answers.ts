/** The answers of 到货通知 (a buyer waiting for a sold-out wine) as zod schemas. */
import { z } from "zod";

export const restockStateSchema = z.strictObject({
  goodsId: z.number().int(),
  subscribed: z.boolean().describe("whether the caller now waits for an SMS when it is back"),
});

export type RestockState = z.infer<typeof restockStateSchema>;
