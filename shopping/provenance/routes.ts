/**
 * Verifiable provenance's endpoints: histories with their proofs (public), the claim, an order's
 * bottles; and outside the envelope the log's own texts: the checkpoint, the verifier keys and an
 * entry's C2SP tlog-proof file.
 */
import { eq } from "drizzle-orm";
import type { Request, Response, Router } from "express";
import { z } from "zod";
import {
  bottleProvenanceSchema,
  claimResultSchema,
  consistencySchema,
  lotNoteSchema,
  orderBottlesSchema,
  wineLotSchema,
} from "../../contract/provenance-answers";
import { toBase64 } from "../../contract/provenance/bytes";
import { formatProofFile } from "../../contract/provenance/proof-file";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { BusinessError } from "../http/envelope";
import { defineEndpoint, WithMessage, type AnyEndpoint } from "../http/endpoint";
import type { RawRoute } from "../http/openapi";
import { bottleEntries, chainOf, latestLotEntries, lotBySerial } from "./chains";
import { currentCheckpoint } from "./checkpoints";
import { claimByCode, orderBottles, revealAndClaim } from "./claiming";
import { LOT_NOTE_MAX, noteOnLot } from "./corrections";
import type { LogKeys } from "./keys";
import { consistencyProofOf, entriesByIndex, inclusionProofs } from "./log";

const TAG = "provenance";
const id = z.coerce.number().int().positive().max(2_147_483_647);
const serialSchema = z.string().min(1).max(40);

const lotOf = (lot: {
  code: string;
  vintage: number | null;
  bottledOn: string | null;
  bottles: number;
}) => ({
  code: lot.code,
  vintage: lot.vintage,
  bottledOn: lot.bottledOn,
  bottles: lot.bottles,
});

export function provenanceEndpoints(keys: () => Promise<LogKeys>): AnyEndpoint[] {
  return [
    defineEndpoint({
      method: "get",
      path: "/provenance/wineLot",
      summary:
        "A wine's latest lot and its history (bottled, shipped, imported, received, and any correction), each record with its inclusion proof in the latest signed checkpoint",
      tag: TAG,
      query: z.object({ goodsId: id }),
      response: wineLotSchema,
      handler: async ({ db, query }) => {
        const latest = await latestLotEntries(db, query.goodsId);
        if (!latest) return { lot: null, chain: null };
        return { lot: latest.lot, chain: await chainOf(db, await keys(), latest.entries) };
      },
    }),
    defineEndpoint({
      method: "get",
      path: "/provenance/bottle",
      summary:
        "One bottle by its serial (the public page of its QR code): its lot's history and its own, with proofs, and when it was claimed",
      tag: TAG,
      query: z.object({ serial: serialSchema }),
      response: bottleProvenanceSchema,
      handler: async ({ db, query }) => {
        const found = await lotBySerial(db, query.serial);
        if (!found) throw new BusinessError(404, "provenance_no_bottle");
        const { lot, bottle } = found;
        const entries = await bottleEntries(db, lot.code, query.serial);
        const { spuName, spuNameEn } = await wineNames(db, lot.productId);
        return {
          serial: query.serial,
          goodsId: lot.productId,
          name: { ch: spuName, en: spuNameEn },
          lot: lotOf(lot),
          sold: bottle?.status === "sold",
          claimedAt: bottle?.claimedAt?.toISOString() ?? null,
          chain: await chainOf(db, await keys(), entries),
        };
      },
    }),
    defineEndpoint({
      method: "get",
      path: "/provenance/consistency",
      summary:
        "The consistency proof (RFC 6962) from an earlier tree size to a later one: that the later log extends the earlier, nothing rewritten",
      tag: TAG,
      query: z.object({ from: id, to: id }),
      response: consistencySchema,
      handler: async ({ db, query }) => {
        const checkpoint = await currentCheckpoint(db, await keys());
        if (!checkpoint || query.from > query.to || query.to > checkpoint.size)
          throw new BusinessError(404, "provenance_no_tree");
        const proof = await consistencyProofOf(db, query.from, query.to);
        return { from: query.from, to: query.to, proof: proof.map(toBase64) };
      },
    }),
    defineEndpoint({
      method: "post",
      path: "/provenance/claim",
      summary:
        "Claims a bottle with the code under its panel; refused (409) with the date when it was already claimed, and (422) for a wrong code",
      tag: TAG,
      body: z.object({ serial: serialSchema, code: z.string().max(40) }),
      response: claimResultSchema,
      handler: async ({ db, body }) =>
        new WithMessage("provenance_claimed", await claimByCode(db, body.serial, body.code)),
    }),
    defineEndpoint({
      method: "post",
      path: "/ops/provenance/note",
      summary:
        "Adds the operator's note (a correction) at the end of a lot's history: entries are never changed. Operator key: Authorization: Ops <key> (OPS_KEY)",
      tag: "operator",
      auth: "operator",
      permission: "provenance.note",
      body: z.object({
        lot: z.string().regex(/^L\d{5,9}$/),
        note: z.string().trim().min(1).max(LOT_NOTE_MAX),
      }),
      response: lotNoteSchema,
      handler: async ({ db, body }) =>
        new WithMessage("ops_provenance_noted", await noteOnLot(db, body.lot, body.note)),
    }),
    defineEndpoint({
      method: "get",
      path: "/order/bottles",
      summary:
        "The bottles one of the caller's orders brought them (serials from shipping on), with each claim code once revealed",
      tag: TAG,
      auth: "required",
      query: z.object({ id }),
      response: orderBottlesSchema,
      handler: async ({ db, user, query }) => ({
        bottles: await orderBottles(db, user!.id, query.id),
      }),
    }),
    defineEndpoint({
      method: "post",
      path: "/order/bottles/claim",
      summary:
        "Reveals the claim code of some of an order's bottles, which claims them in the log; after receipt only (409 before); again changes nothing",
      tag: TAG,
      auth: "required",
      body: z.object({
        id: z.number().int().positive().max(2_147_483_647),
        serials: z.array(serialSchema).min(1).max(200),
      }),
      response: orderBottlesSchema,
      handler: async ({ db, user, body }) =>
        new WithMessage("provenance_claimed", {
          bottles: await revealAndClaim(db, user!.id, body.id, [...new Set(body.serials)]),
        }),
    }),
  ];
}

async function wineNames(db: Db, productId: number) {
  const [wine] = await db
    .select({ spuName: products.spuName, spuNameEn: products.spuNameEn })
    .from(products)
    .where(eq(products.id, productId));
  return wine;
}

export const provenanceRawRoutes: RawRoute[] = [
  {
    method: "get",
    path: "/provenance/checkpoint",
    summary: "The log's latest checkpoint, signed (a C2SP signed note)",
    tag: TAG,
    produces: "text/plain; charset=utf-8",
    answer: "the signed note; 503 when the shop holds no log key",
  },
  {
    method: "get",
    path: "/provenance/key",
    summary:
      "The log's verifier keys, one per line (name+keyid+base64): pin one to check checkpoints",
    tag: TAG,
    produces: "text/plain; charset=utf-8",
    answer: "the keys; 503 when the shop holds no log key",
  },
  {
    method: "get",
    path: "/provenance/proof",
    summary:
      "One entry as a C2SP tlog-proof file: the entry (extra), its index and inclusion proof, and the signed checkpoint; npm run verify-provenance checks it offline",
    tag: TAG,
    query: z.object({ index: z.coerce.number().int().nonnegative() }),
    produces: "text/plain; charset=utf-8",
    answer: "the proof file; 404 for an index past the log",
  },
];

export function mountProvenanceRoutes(router: Router, db: Db, keys: () => Promise<LogKeys>) {
  const text = (res: Response, status: number, body: string, filename?: string) => {
    // attachment() sets the type from the name's extension: the type comes after it.
    if (filename) res.attachment(filename);
    res.status(status).type("text/plain; charset=utf-8");
    res.send(body);
  };
  router.get("/provenance/checkpoint", async (_req: Request, res: Response, next) => {
    try {
      const checkpoint = await currentCheckpoint(db, await keys());
      if (!checkpoint) return text(res, 503, "this shop holds no provenance log key\n");
      res.set("Cache-Control", "no-cache");
      text(res, 200, checkpoint.note);
    } catch (error) {
      next(error);
    }
  });
  router.get("/provenance/key", async (_req, res, next) => {
    try {
      const { signers } = await keys();
      if (signers.length === 0) return text(res, 503, "this shop holds no provenance log key\n");
      text(res, 200, signers.map((s) => `${s.verifierKey}\n`).join(""));
    } catch (error) {
      next(error);
    }
  });
  router.get("/provenance/proof", async (req, res, next) => {
    try {
      const index = Number(req.query.index);
      const checkpoint = await currentCheckpoint(db, await keys());
      if (!checkpoint) return text(res, 503, "this shop holds no provenance log key\n");
      if (!Number.isSafeInteger(index) || index < 0 || index >= checkpoint.size)
        return text(res, 404, "no such entry in the log\n");
      const [entry] = await entriesByIndex(db, [index]);
      const [proof] = await inclusionProofs(db, [index], checkpoint.size);
      const file = formatProofFile({
        extra: new TextEncoder().encode(entry.entry),
        index,
        inclusionProof: proof,
        checkpoint: checkpoint.note,
      });
      text(res, 200, file, `provenance-${index}.tlog-proof`);
    } catch (error) {
      next(error);
    }
  });
}
