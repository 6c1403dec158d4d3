import type { Request } from "express";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { Db } from "../db/client";
import { batchEndpoint } from "./batch";
import { defineEndpoint } from "./endpoint";

const read = (path: string, handler: () => Promise<unknown>) =>
  defineEndpoint({
    method: "get",
    path,
    summary: path,
    tag: "test",
    auth: "none",
    query: z.object({}).passthrough(),
    response: z.unknown(),
    handler,
  });

describe("a batch's reads", () => {
  it("fail one by one: a read that throws is that read's 500, the others answer", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const batch = batchEndpoint([
      read("/fine", async () => ({ fine: "好的🍷" })),
      read("/broken", async () => {
        throw new Error("a bug in one read");
      }),
    ]);
    const req = { header: (name: string) => (name === "accept-language-id" ? "en" : undefined) };
    const result = (await batch.handler({
      query: { calls: JSON.stringify(["/fine", "/broken", "/fine?x=1"]) },
      body: undefined,
      lang: "en",
      user: null,
      db: {} as Db,
      req: req as unknown as Request,
    })) as { answers: { status: number; envelope: { code: number; data: unknown } }[] };
    expect(result.answers.map((a) => [a.status, a.envelope.code])).toEqual([
      [200, 200],
      [500, 500],
      [200, 200],
    ]);
    expect(result.answers[0].envelope.data).toEqual({ fine: "好的🍷" });
    expect(quiet).toHaveBeenCalledTimes(1);
    quiet.mockRestore();
  });
});
