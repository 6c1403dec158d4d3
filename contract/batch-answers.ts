/**
 * The answer of `/batch` (shopping/http/batch.ts): one entry per read asked for, in order, each
 * its HTTP status and its envelope as the read alone would have had them. Each envelope's data is
 * checked against its own path's schema by the storefront (app/service/client.server.ts).
 */
import { z } from "zod";

/** The most reads one batch may hold: a page's own reads and the cart's count. */
export const BATCH_CALLS_MAX = 6;

export const batchAnswerSchema = z.object({
  answers: z.array(
    z.object({
      status: z.number().int(),
      envelope: z.object({
        code: z.number().int(),
        message: z.string(),
        status: z.number().int(),
        data: z.unknown(),
      }),
    }),
  ),
});
