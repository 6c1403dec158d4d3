import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { BATCH_CALLS_MAX, type batchAnswerSchema } from "#contract/batch-answers";
import { readsTogether } from "./client.server";
import type { Outcome } from "./outcome";

type Batch = z.infer<typeof batchAnswerSchema>;
// A read whose answer the contract checks (in tests every answer is checked, as in development).
const COUNT = "/shoppingCart/shoppingCart/findShoppingCartTotalItem";

/** A client whose calls are recorded; each read's answer is its place in its batch. */
function recorded(batchOutcome?: Outcome<Batch>) {
  const alone: string[] = [];
  const batches: string[][] = [];
  const read = readsTogether(
    async (path, query) => {
      alone.push(`${path} ${JSON.stringify(query ?? {})}`);
      return { ok: true, data: { productTotalItem: -1 }, message: null };
    },
    async (calls) => {
      batches.push(calls);
      return (
        batchOutcome ?? {
          ok: true,
          message: null,
          data: {
            answers: calls.map((_, i) => ({
              status: 200,
              envelope: { code: 200, message: "成功", status: 200, data: { productTotalItem: i } },
            })),
          },
        }
      );
    },
  );
  return { read, alone, batches };
}

const countOf = (outcome: Outcome<unknown>) =>
  outcome.ok ? (outcome.data as { productTotalItem: number }).productTotalItem : null;

describe("reads asked together", () => {
  it("go in one batch, in the order asked, each with its own answer and query", async () => {
    const { read, alone, batches } = recorded();
    const answers = await Promise.all([
      read(COUNT),
      read(COUNT, { q: "拉菲🍷 & co", page: 2, empty: "", none: null }),
      read(COUNT, { n: 3 }),
    ]);
    expect(alone).toEqual([]);
    const q = new URLSearchParams({ q: "拉菲🍷 & co", page: "2" }).toString();
    expect(batches).toEqual([[COUNT, `${COUNT}?${q}`, `${COUNT}?n=3`]]);
    expect(answers.map(countOf)).toEqual([0, 1, 2]);
  });

  it("send a read alone as it is, and reads of a later turn in a call of their own", async () => {
    const { read, alone, batches } = recorded();
    expect(countOf(await read(COUNT, { n: 1 }))).toBe(-1);
    await Promise.all([read(COUNT, { n: 2 }), read(COUNT, { n: 3 })]);
    expect(alone).toEqual([`${COUNT} {"n":1}`]);
    expect(batches).toEqual([[`${COUNT}?n=2`, `${COUNT}?n=3`]]);
  });

  it(`hold at most ${BATCH_CALLS_MAX} reads a batch`, async () => {
    const { read, alone, batches } = recorded();
    const n = BATCH_CALLS_MAX * 2 + 1;
    const answers = await Promise.all(Array.from({ length: n }, (_, i) => read(COUNT, { i })));
    expect(batches.map((b) => b.length)).toEqual([BATCH_CALLS_MAX, BATCH_CALLS_MAX]);
    expect(alone).toEqual([`${COUNT} {"i":${n - 1}}`]);
    expect(answers.map(countOf)).toEqual([
      ...Array.from({ length: BATCH_CALLS_MAX }, (_, i) => i),
      ...Array.from({ length: BATCH_CALLS_MAX }, (_, i) => i),
      -1,
    ]);
  });

  it("give each read its own failure, and the batch's failure to every read", async () => {
    const mixed = recorded({
      ok: true,
      message: null,
      data: {
        answers: [
          { status: 401, envelope: { code: 401, message: "请先登录", status: 401, data: null } },
          { status: 200, envelope: { code: 422, message: "参数错误", status: 422, data: null } },
        ],
      },
    });
    const [unauthorized, refused] = await Promise.all([mixed.read(COUNT), mixed.read(COUNT)]);
    expect(unauthorized).toEqual({ ok: false, kind: "unauthorized" });
    expect(refused).toMatchObject({ ok: false, message: "参数错误" });

    const down = recorded({ ok: false, kind: "poor-network", status: 502 });
    const both = await Promise.all([down.read(COUNT), down.read(COUNT)]);
    expect(both).toEqual([
      { ok: false, kind: "poor-network", status: 502 },
      { ok: false, kind: "poor-network", status: 502 },
    ]);
  });
});
