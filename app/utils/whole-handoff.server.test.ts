import { encode } from "turbo-stream";
import { describe, expect, it } from "vitest";
import type { EntryContext } from "@remix-run/node";
import { readWholeHandoff } from "./whole-handoff.server";

interface Cached {
  result?: { done: boolean; value: string };
}
type Context = {
  serverHandoffStream: ReadableStream<Uint8Array>;
  renderMeta: { streamCache?: Record<number, Cached> };
};
const contextOf = (stream: ReadableStream<Uint8Array>) =>
  ({ serverHandoffStream: stream, renderMeta: {} }) as unknown as EntryContext & Context;

async function textOf(stream: ReadableStream<Uint8Array>) {
  let text = "";
  const decoder = new TextDecoder();
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read())
    text += decoder.decode(read.value, { stream: true });
  return text;
}

describe("reading a page's handoff whole", () => {
  it("reads data without promises at once, and leaves the stream readable for RemixServer", async () => {
    const data = { root: { lang: "ch", nickname: "王小明🍷", cartNum: 3 } };
    const expected = await textOf(encode(data));
    const context = contextOf(encode(data));
    expect(await readWholeHandoff(context)).toBe(true);
    const cache = context.renderMeta.streamCache!;
    const chunks = Object.keys(cache).map(Number);
    expect(chunks).toEqual(chunks.map((_, i) => i));
    expect(chunks.map((i) => cache[i].result!.value).join("")).toBe(expected);
    expect(cache[chunks.at(-1)!].result!.done).toBe(true);
    expect(cache[0].result!.value).toContain("王小明🍷");
    // StreamTransfer's own reader: the stream is not locked, and has nothing left.
    const rest = await context.serverHandoffStream.getReader().read();
    expect(rest.done).toBe(true);
  });

  it("hands back a stream whose data is still coming, losing nothing of it", async () => {
    let settle!: (value: string) => void;
    const later = new Promise<string>((resolve) => (settle = resolve));
    const data = { page: { now: "已到", later } };
    const context = contextOf(encode(data));
    const original = context.serverHandoffStream;
    expect(await readWholeHandoff(context)).toBe(false);
    const cache = context.renderMeta.streamCache!;
    expect(cache[0].result!.value).toContain("已到");
    // The next chunk is waited for where StreamTransfer waits for it: in its cache entry.
    expect(cache[1]).toBeDefined();
    expect(cache[1].result).toBeUndefined();
    expect(context.serverHandoffStream).not.toBe(original);
    settle("稍后到达 ✓");
    await cache[1];
    expect(cache[1].result!.value).toContain("稍后到达 ✓");
    // What follows comes from the stream handed back, to its end.
    const rest = await textOf(context.serverHandoffStream);
    const all = cache[0].result!.value + cache[1].result!.value + rest;
    const whole = await textOf(
      encode({ page: { now: "已到", later: Promise.resolve("稍后到达 ✓") } }),
    );
    expect(all).toBe(whole);
  });

  it("renders at once when there is no handoff stream (single fetch off)", async () => {
    expect(await readWholeHandoff({} as EntryContext)).toBe(true);
  });
});
