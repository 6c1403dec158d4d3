/**
 * Verifiable provenance through the service (decision 035): the seed's lots are in the log and
 * their histories verify; an order's bottles get serials when it ships and a history of their
 * own; the owner claims them after receipt, a copied code shows when the bottle was claimed; a
 * proof file verifies offline; the log only grows (consistency), and a tampered entry, a
 * rewritten log and a rotated key are each caught.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BottleProvenance, OrderBottles, WineLot } from "../../contract/provenance-answers";
import { extendsRemembered, verifyChain } from "../../contract/provenance/chain";
import { leafHash, verifyInclusion } from "../../contract/provenance/merkle";
import { currentCheckpoint } from "../../shopping/provenance/checkpoints";
import { readLogKeys } from "../../shopping/provenance/keys";
import {
  appendEntries,
  consistencyProofOf,
  inclusionProofs,
  rootOf,
} from "../../shopping/provenance/log";
import { openCheckpoint } from "../../contract/provenance/checkpoint";
import { parseVerifierKey } from "../../contract/provenance/note-keys";
import { verifyProofFile } from "../../contract/provenance/proof-file";
import { confirmReceipt } from "../../shopping/orders/receipt";
import { shipOrder } from "../../shopping/orders/shipping";
import { bottles, provenanceEntries, provenanceLog } from "../../shopping/db/schema";
import { nodeCrypto } from "../../shopping/provenance/crypto-node";
import { receiveAsOperator } from "../../shopping/restock/receipts";
import { api } from "../helpers/accounts";
import { buyer, orderRow, payInSandbox, placeOrder, wine } from "../helpers/buying";
import { ops, OPS_KEY } from "../helpers/ops";
import { returnOrder } from "../helpers/received";
import { backends, startService, testLogKey, type RunningService } from "../helpers/service";

type Buyer = Awaited<ReturnType<typeof buyer>>;

/** npm run verify-provenance's program, run from its source. */
function verifyCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      "node",
      ["--import", "tsx", "shopping/provenance/verify-cli.ts", ...args],
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe.each(backends())("provenance on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend, { env: { OPS_KEY } as unknown as NodeJS.ProcessEnv });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  const text = async (path: string) => {
    const res = await fetch(`${svc.base}${path}`);
    return { status: res.status, body: await res.text(), type: res.headers.get("content-type") };
  };
  const log = async () => {
    const keys = (await text("/provenance/key")).body.trim().split("\n");
    return {
      origin: "localhost/provenance",
      keys: await Promise.all(keys.map((k) => parseVerifierKey(nodeCrypto, k))),
    };
  };
  const checkpointNow = async () => {
    const note = (await text("/provenance/checkpoint")).body;
    return (await openCheckpoint(note, await log(), nodeCrypto)).checkpoint;
  };

  /** An order of `quantity` bottles, paid, shipped by the operator and received by its buyer. */
  async function shippedOrder(b: Buyer, quantity: number, receive = true) {
    const goodsId = await wine(db(), { priceCents: 10_000, stock: 100 });
    const placed = await placeOrder(
      svc,
      b.token,
      { source: "buyNow", goodsId, quantity },
      b.addressId,
    );
    await payInSandbox(svc, b.token, placed.id);
    await shipOrder(
      svc.buying,
      placed.orderNo,
      { company: "SF", trackingNo: "SF1234567890" },
      "tester",
    );
    if (receive) await confirmReceipt(svc.buying, b.user.id, placed.id);
    return { goodsId, order: await orderRow(db(), placed.id) };
  }

  it("serves a signed checkpoint and the verifier key as plain text", async () => {
    const key = await text("/provenance/key");
    expect(key.status).toBe(200);
    expect(key.type).toMatch(/^text\/plain/);
    expect(key.body.trim()).toBe((await testLogKey()).verifierKey);
    const checkpoint = await checkpointNow();
    expect(checkpoint.origin).toBe("localhost/provenance");
    // The seed's lots, then the key's announcement.
    const [head] = await db().select().from(provenanceLog);
    expect(checkpoint.size).toBe(head.size);
    const [announced] = await db()
      .select()
      .from(provenanceEntries)
      .where(eq(provenanceEntries.subject, "key"));
    expect(JSON.parse(announced.entry)).toMatchObject({
      type: "key",
      change: "added",
      verifierKey: (await testLogKey()).verifierKey,
    });
  });

  it("shows a wine's lot: bottled, shipped, imported, received, each record proven", async () => {
    const answer = await api<WineLot>(svc, "/provenance/wineLot?goodsId=1");
    expect(answer.code).toBe(200);
    const { lot, chain } = answer.data;
    expect(lot?.code).toMatch(/^L\d{5}$/);
    const steps = chain!.records.map((r) => JSON.parse(r.entry) as Record<string, unknown>);
    expect(steps.map((s) => s.bizStep)).toEqual([
      "commissioning",
      "shipping",
      "receiving",
      "receiving",
    ]);
    const times = steps.map((s) => Date.parse(s.time as string));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(await verifyChain(chain!, nodeCrypto)).toMatchObject({ ok: true });
  });

  it("gives an order's bottles serials when it ships, and each a history of its own", async () => {
    const b = await buyer(svc);
    const { order } = await shippedOrder(b, 3, false);
    const mine = await api<OrderBottles>(svc, `/order/bottles?id=${order.id}`, { token: b.token });
    expect(mine.data.bottles).toHaveLength(3);
    expect(mine.data.bottles.every((x) => x.secret === null && x.claimedAt === null)).toBe(true);
    const rows = await db().select().from(bottles).where(eq(bottles.orderId, order.id));
    expect(rows.map((r) => r.status)).toEqual(["sold", "sold", "sold"]);
    expect(rows.every((r) => r.ownerId === b.user.id)).toBe(true);

    const serial = mine.data.bottles[0].serial;
    const page = await api<BottleProvenance>(svc, `/provenance/bottle?serial=${serial}`);
    expect(page.data.sold).toBe(true);
    const steps = page.data.chain!.records.map((r) => JSON.parse(r.entry));
    expect(steps.map((s) => s.bizStep)).toEqual([
      "commissioning",
      "shipping",
      "receiving",
      "receiving",
      "retail_selling",
    ]);
    // The buyer is a commitment: no phone, no name, no id in the public record.
    const sale = page.data.chain!.records[4].entry;
    expect(sale).not.toContain(b.user.phone);
    expect(JSON.parse(sale).buyer).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(await verifyChain(page.data.chain!, nodeCrypto)).toMatchObject({ ok: true });

    // Another buyer sees nothing of the order.
    const other = await buyer(svc);
    const theirs = await api(svc, `/order/bottles?id=${order.id}`, { token: other.token });
    expect(theirs.code).toBe(404);
  });

  it("lets the owner claim after receipt; a copied code shows when it was claimed", async () => {
    const b = await buyer(svc);
    const { order } = await shippedOrder(b, 2, false);
    const serials = (
      await api<OrderBottles>(svc, `/order/bottles?id=${order.id}`, { token: b.token })
    ).data.bottles.map((x) => x.serial);
    const early = await api(svc, "/order/bottles/claim", {
      token: b.token,
      body: { id: order.id, serials },
    });
    expect(early.code).toBe(409);
    expect(await db().select().from(bottles).where(eq(bottles.orderId, order.id))).toSatisfy(
      (rows: { claimedAt: Date | null }[]) => rows.every((r) => r.claimedAt === null),
    );

    await confirmReceipt(svc.buying, b.user.id, order.id);
    const other = await buyer(svc);
    const stolen = await api(svc, "/order/bottles/claim", {
      token: other.token,
      body: { id: order.id, serials },
    });
    expect(stolen.code).toBe(404);

    const claimed = await api<OrderBottles>(svc, "/order/bottles/claim", {
      token: b.token,
      body: { id: order.id, serials: [serials[0]] },
    });
    expect(claimed.code).toBe(0);
    const revealed = claimed.data.bottles.find((x) => x.serial === serials[0])!;
    expect(revealed.secret).toMatch(
      /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
    );
    expect(claimed.data.bottles.find((x) => x.serial === serials[1])!.secret).toBeNull();
    // Again changes nothing: one claim in the log.
    await api(svc, "/order/bottles/claim", {
      token: b.token,
      body: { id: order.id, serials: [serials[0]] },
    });
    const claims = await db()
      .select()
      .from(provenanceEntries)
      .where(
        sql`${provenanceEntries.subject} = ${`bottle:${serials[0]}`} and ${provenanceEntries.entry} like '{"claimGeneration"%'`,
      );
    expect(claims).toHaveLength(1);

    // Someone with a copy of the serial and the code: refused, with the date of the claim.
    const copy = await api(svc, "/provenance/claim", {
      body: { serial: serials[0], code: revealed.secret!.toLowerCase().replace(/-/g, " ") },
      lang: "en",
    });
    expect(copy.code).toBe(409);
    expect(copy.message).toBe(
      `this code was already claimed on ${new Date().toISOString().slice(0, 10)}`,
    );
    const wrong = await api(svc, "/provenance/claim", {
      body: { serial: serials[1], code: "0000-0000-0000" },
      lang: "en",
    });
    expect(wrong.code).toBe(422);
    // A bottle still in the shop: nobody's to claim yet.
    const inShop = await api(svc, "/provenance/claim", {
      body: { serial: "L00003-0400", code: "0000-0000-0000" },
      lang: "en",
    });
    expect(inShop.code).toBe(409);
    expect(inShop.message).toContain("in the shop");
    const junk = await api(svc, "/provenance/claim", {
      body: { serial: serials[1], code: "葡萄酒🍷" },
    });
    expect(junk.code).toBe(422);
    expect(junk.message).toContain("认领码");

    const page = await api<BottleProvenance>(svc, `/provenance/bottle?serial=${serials[0]}`);
    expect(page.data.claimedAt).not.toBeNull();
    expect(JSON.parse(page.data.chain!.records.at(-1)!.entry).type).toBe("claim");
    expect(await verifyChain(page.data.chain!, nodeCrypto)).toMatchObject({ ok: true });
  });

  it("takes returned bottles back: received, inspected with a new code, sold first to the next buyer", async () => {
    const first = await buyer(svc);
    const { goodsId, order } = await shippedOrder(first, 2);
    const mine = await api<OrderBottles>(svc, `/order/bottles?id=${order.id}`, {
      token: first.token,
    });
    const [claimedSerial] = mine.data.bottles.map((x) => x.serial);
    const firstCode = (
      await api<OrderBottles>(svc, "/order/bottles/claim", {
        token: first.token,
        body: { id: order.id, serials: [claimedSerial] },
      })
    ).data.bottles[0].secret;
    await returnOrder(svc, first, order);

    const back = await db().select().from(bottles).where(eq(bottles.serial, claimedSerial));
    expect(back[0]).toMatchObject({
      status: "in_stock",
      orderId: null,
      ownerId: null,
      claimGeneration: 1,
      claimedAt: null,
    });
    const page = await api<BottleProvenance>(svc, `/provenance/bottle?serial=${claimedSerial}`);
    expect(page.data.sold).toBe(false);
    const steps = page.data.chain!.records.map((r) => JSON.parse(r.entry));
    expect(steps.slice(4).map((e) => e.bizStep ?? e.type)).toEqual([
      "retail_selling",
      "claim",
      "receiving",
      "inspecting",
    ]);
    expect(steps.at(-2).disposition).toBe("returned");
    expect(await verifyChain(page.data.chain!, nodeCrypto)).toMatchObject({ ok: true });

    // The next buyer of the wine gets a bottle that came back, with a code of its own.
    const second = await buyer(svc);
    const placed = await placeOrder(
      svc,
      second.token,
      { source: "buyNow", goodsId, quantity: 1 },
      second.addressId,
    );
    await payInSandbox(svc, second.token, placed.id);
    await shipOrder(
      svc.buying,
      placed.orderNo,
      { company: "SF", trackingNo: "SF1234567891" },
      "tester",
    );
    await confirmReceipt(svc.buying, second.user.id, placed.id);
    const theirs = await api<OrderBottles>(svc, "/order/bottles/claim", {
      token: second.token,
      body: {
        id: placed.id,
        serials: [
          (await db().select().from(bottles).where(eq(bottles.orderId, placed.id)))[0].serial,
        ],
      },
    });
    const resold = theirs.data.bottles[0];
    expect([...mine.data.bottles.map((x) => x.serial)]).toContain(resold.serial);
    expect(resold.secret).not.toBeNull();
    expect(resold.secret).not.toBe(firstCode);
    const again = await api<BottleProvenance>(svc, `/provenance/bottle?serial=${resold.serial}`);
    expect(await verifyChain(again.data.chain!, nodeCrypto)).toMatchObject({ ok: true });
  });

  it("serves each entry as a C2SP tlog-proof file that verifies offline", async () => {
    const proof = await text("/provenance/proof?index=2");
    expect(proof.status).toBe(200);
    expect(proof.type).toBe("text/plain; charset=utf-8");
    const verified = await verifyProofFile(proof.body, await log(), nodeCrypto);
    expect(verified.index).toBe(2);
    expect(JSON.parse(new TextDecoder().decode(verified.entry)).bizStep).toBe("receiving");
    expect((await text("/provenance/proof?index=99999999")).status).toBe(404);

    // npm run verify-provenance, offline, with the key pinned; then the file with its entry changed.
    const folder = await mkdtemp(path.join(tmpdir(), "proof-"));
    const good = path.join(folder, "good.tlog-proof");
    await writeFile(good, proof.body);
    const key = (await testLogKey()).verifierKey;
    const verified2 = await verifyCli(good, "--key", key);
    expect(verified2.code).toBe(0);
    expect(verified2.stdout).toContain("verified: entry 2 is in the log localhost/provenance");
    const [, extra] = /^extra (.+)$/m.exec(proof.body)!;
    const changed = Buffer.from(extra, "base64").toString().replace('"time":"', '"time":"1');
    const bad = path.join(folder, "bad.tlog-proof");
    await writeFile(bad, proof.body.replace(extra, Buffer.from(changed).toString("base64")));
    const refused = await verifyCli(bad, "--key", key);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("NOT verified (not-included)");
    await rm(folder, { recursive: true, force: true });
    expect((await text("/provenance/proof?index=%F0%9F%8D%B7")).status).toBe(404);
  });

  it("takes the operator's note as a new record at the end of the lot's history", async () => {
    const before = await api<WineLot>(svc, "/provenance/wineLot?goodsId=7");
    const lot = before.data.lot!.code;
    const noted = await ops(svc.base, "/ops/provenance/note", {
      body: { lot, note: "酒标印错：装瓶日期应为 5 月 26 日 🍷" },
    });
    expect(noted.code).toBe(0);
    const after = await api<WineLot>(svc, "/provenance/wineLot?goodsId=7");
    const records = after.data.chain!.records;
    expect(records).toHaveLength(before.data.chain!.records.length + 1);
    expect(JSON.parse(records.at(-1)!.entry)).toMatchObject({
      type: "correction",
      note: "酒标印错：装瓶日期应为 5 月 26 日 🍷",
    });
    expect(await verifyChain(after.data.chain!, nodeCrypto)).toMatchObject({ ok: true });
    // The earlier records are as they were.
    expect(records.slice(0, -1)).toEqual(
      before.data.chain!.records.map((r) => ({ ...r, proof: expect.any(Array) })),
    );
    for (const body of [
      { lot, note: "" },
      { lot: "L99999", note: "x" },
      { lot: "酒", note: "x" },
    ]) {
      const refused = await ops(svc.base, "/ops/provenance/note", { body });
      expect(refused.code, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
    }
    const unchanged = await api<WineLot>(svc, "/provenance/wineLot?goodsId=7");
    expect(unchanged.data.chain!.records).toHaveLength(records.length);
  });

  it("answers an unknown serial with 404, Chinese and emoji included", async () => {
    for (const serial of ["L99999-0001", "酒🍷", "L00001-9999", "L00001-0000"]) {
      const answer = await api(svc, `/provenance/bottle?serial=${encodeURIComponent(serial)}`);
      expect(answer.code).toBe(404);
    }
  });

  it("grows only: a later checkpoint extends an earlier one", async () => {
    const before = await checkpointNow();
    const b = await buyer(svc);
    await shippedOrder(b, 1);
    await receiveAsOperator(db(), 2, 12, "tester");
    const after = await checkpointNow();
    expect(after.size).toBeGreaterThan(before.size);
    const answer = await api<{ proof: string[] }>(
      svc,
      `/provenance/consistency?from=${before.size}&to=${after.size}`,
    );
    const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
    expect(
      await extendsRemembered(
        nodeCrypto,
        { size: before.size, rootHash: b64(before.rootHash) },
        { size: after.size, rootHash: b64(after.rootHash) },
        answer.data.proof,
      ),
    ).toBe(true);
    // The receipt's bottles are a lot of their own, serialised in the shop.
    const lot = await api<WineLot>(svc, "/provenance/wineLot?goodsId=2");
    expect(lot.data.lot?.bottles).toBe(12);
    expect(JSON.parse(lot.data.chain!.records[0].entry)).toMatchObject({
      bizStep: "commissioning",
      bottles: 12,
    });
  });
});

describe.each(backends())("the provenance log attacked, and its key rotated, on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend);
  });
  afterAll(async () => {
    await svc?.stop();
  });

  const keysOf = (...signerKeys: string[]) =>
    readLogKeys({ PROVENANCE_SIGNER_KEYS: signerKeys.join("\n") }, "/nonexistent");
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

  it("refuses to change or delete an entry", async () => {
    await expect(
      db().update(provenanceEntries).set({ entry: "{}" }).where(eq(provenanceEntries.idx, 0)),
    ).rejects.toThrow();
    await expect(
      db().delete(provenanceEntries).where(eq(provenanceEntries.idx, 0)),
    ).rejects.toThrow();
  });

  it("shows where a tampered history breaks", async () => {
    const before = await api<WineLot>(svc, "/provenance/wineLot?goodsId=200");
    expect(await verifyChain(before.data.chain!, nodeCrypto)).toMatchObject({ ok: true });
    const shipping = before.data.chain!.records[1];
    // Someone with the database's keys, not the shop's code, edits a record.
    await db().execute(sql`alter table provenance_entries disable trigger user`);
    await db()
      .update(provenanceEntries)
      .set({ entry: shipping.entry.replace(/"time":"\d{4}/, '"time":"1999') })
      .where(eq(provenanceEntries.idx, shipping.index));
    await db().execute(sql`alter table provenance_entries enable trigger user`);
    const after = await api<WineLot>(svc, "/provenance/wineLot?goodsId=200");
    expect(await verifyChain(after.data.chain!, nodeCrypto)).toEqual({
      ok: false,
      at: 1,
      reason: "not-included",
    });
  });

  it("records a key rotation in the log: the new key is announced under the old one's signature", async () => {
    const keyA = await testLogKey();
    const keyB = await testLogKey(9);
    const both = await keysOf(keyA.signerKey, keyB.signerKey);
    const during = await currentCheckpoint(db(), both);
    const [a, b] = await Promise.all(
      [keyA, keyB].map((k) => parseVerifierKey(nodeCrypto, k.verifierKey)),
    );
    const origin = "localhost/provenance";
    // Signed by both while they overlap: a verifier that knows A trusts it.
    const opened = await openCheckpoint(during!.note, { origin, keys: [a] }, nodeCrypto);
    expect(opened.note.verified.map((s) => s.keyId)).toEqual([a.keyId]);
    expect(opened.note.unverified.map((s) => s.keyId)).toEqual([b.keyId]);
    const keyEntries = await db()
      .select()
      .from(provenanceEntries)
      .where(eq(provenanceEntries.subject, "key"))
      .orderBy(provenanceEntries.idx);
    const added = keyEntries.find((e) => JSON.parse(e.entry).verifierKey === keyB.verifierKey)!;
    expect(JSON.parse(added.entry).change).toBe("added");
    const [proof] = await inclusionProofs(db(), [added.idx], during!.size);
    expect(
      await verifyInclusion(nodeCrypto, {
        index: added.idx,
        size: during!.size,
        leafHash: await leafHash(nodeCrypto, new TextEncoder().encode(added.entry)),
        proof,
        root: opened.checkpoint.rootHash,
      }),
    ).toBe(true);

    // A retired: the log says so, and later checkpoints carry B's signature alone.
    const onlyB = await keysOf(keyB.signerKey);
    const later = await currentCheckpoint(db(), onlyB);
    const retired = await db()
      .select()
      .from(provenanceEntries)
      .where(eq(provenanceEntries.subject, "key"))
      .orderBy(provenanceEntries.idx);
    expect(JSON.parse(retired.at(-1)!.entry)).toMatchObject({
      change: "retired",
      verifierKey: keyA.verifierKey,
    });
    await expect(openCheckpoint(later!.note, { origin, keys: [a] }, nodeCrypto)).rejects.toThrow(
      /no verifiable signatures/,
    );
    const learned = await openCheckpoint(later!.note, { origin, keys: [a, b] }, nodeCrypto);
    const consistency = await consistencyProofOf(db(), during!.size, later!.size);
    expect(
      await extendsRemembered(
        nodeCrypto,
        { size: during!.size, rootHash: b64(opened.checkpoint.rootHash) },
        { size: later!.size, rootHash: b64(learned.checkpoint.rootHash) },
        consistency.map(b64),
      ),
    ).toBe(true);
  });

  it("catches a rewritten log: the remembered checkpoint is not extended", async () => {
    const keys = await keysOf((await testLogKey(9)).signerKey);
    const remembered = await currentCheckpoint(db(), keys);
    const rememberedRoot = b64(await rootOf(db(), remembered!.size));
    // The shop rewrites its last ten entries and signs a longer log.
    const from = remembered!.size - 10;
    await db().execute(sql`alter table provenance_entries disable trigger user`);
    await db().execute(sql`alter table provenance_nodes disable trigger user`);
    await db()
      .delete(provenanceEntries)
      .where(sql`${provenanceEntries.idx} >= ${from}`);
    await db().execute(
      sql`delete from provenance_nodes where (idx + 1) * power(2, level) > ${from}`,
    );
    await db().update(provenanceLog).set({ size: from });
    await db().execute(sql`alter table provenance_entries enable trigger user`);
    await db().execute(sql`alter table provenance_nodes enable trigger user`);
    await db().transaction((tx) =>
      appendEntries(
        tx,
        Array.from({ length: 15 }, (_, n) => ({
          subject: "lot:FORGED",
          value: { type: "event", bizStep: "commissioning", n },
        })),
      ),
    );
    const rewritten = await currentCheckpoint(db(), keys);
    expect(rewritten!.size).toBe(from + 15);
    const consistency = await consistencyProofOf(db(), remembered!.size, rewritten!.size);
    expect(
      await extendsRemembered(
        nodeCrypto,
        { size: remembered!.size, rootHash: rememberedRoot },
        { size: rewritten!.size, rootHash: b64(await rootOf(db(), rewritten!.size)) },
        consistency.map(b64),
      ),
    ).toBe(false);
  });
});
