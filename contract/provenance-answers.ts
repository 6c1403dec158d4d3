/** The answers of verifiable provenance (decision 035) as zod schemas. */
import { z } from "zod";

const base64Hash = z.string().length(44);

export const provenanceChainSchema = z
  .strictObject({
    origin: z.string().describe("the log's name, and its keys'"),
    keys: z.array(z.string()).describe("the log's verifier keys, name+keyid+base64"),
    checkpoint: z
      .string()
      .describe("the signed checkpoint (a C2SP signed note) the proofs lead to"),
    records: z.array(
      z.strictObject({
        index: z.number().int().nonnegative(),
        entry: z.string().describe("the entry's canonical JSON, as logged"),
        proof: z.array(base64Hash).describe("its inclusion proof, from the leaf's sibling up"),
      }),
    ),
  })
  .describe(
    "a history with what checks it: every record is in the signed tree and names the one before",
  );

const lotSchema = z.strictObject({
  code: z.string(),
  vintage: z.number().int().nullable(),
  bottledOn: z.string().nullable(),
  bottles: z.number().int(),
});

const nameSchema = z.strictObject({ ch: z.string(), en: z.string() });

export const wineLotSchema = z.strictObject({
  lot: lotSchema.nullable().describe("the wine's latest lot; null when none was logged"),
  chain: provenanceChainSchema.nullable().describe("null when the shop holds no log key"),
});

export const bottleProvenanceSchema = z.strictObject({
  serial: z.string(),
  goodsId: z.number().int(),
  name: nameSchema,
  lot: lotSchema,
  sold: z.boolean().describe("whether it left the shop with an order"),
  claimedAt: z.string().nullable(),
  chain: provenanceChainSchema.nullable(),
});

export const orderBottlesSchema = z.strictObject({
  bottles: z.array(
    z.strictObject({
      serial: z.string(),
      goodsId: z.number().int(),
      name: nameSchema,
      claimedAt: z.string().nullable(),
      secret: z.string().nullable().describe("the claim code, once its owner revealed it"),
    }),
  ),
});

export const claimResultSchema = z.strictObject({ serial: z.string(), claimedAt: z.string() });

export const consistencySchema = z.strictObject({
  from: z.number().int(),
  to: z.number().int(),
  proof: z.array(base64Hash),
});

export type ProvenanceChainAnswer = z.infer<typeof provenanceChainSchema>;
export type WineLot = z.infer<typeof wineLotSchema>;
export type BottleProvenance = z.infer<typeof bottleProvenanceSchema>;
export type OrderBottles = z.infer<typeof orderBottlesSchema>;

export const lotNoteSchema = z.strictObject({
  lot: z.string(),
  index: z.number().int().describe("the note's entry in the log"),
});
