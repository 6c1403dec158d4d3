/**
 * Single fetch sends a page's loader data to the browser as a stream (turbo-stream) that Remix's
 * `StreamTransfer` renders as scripts, one Suspense boundary per chunk, reading the stream as it
 * renders. A page whose data has no promise left has all of it at once: its stream is written and
 * closed in the same turn. Read then, the chunks go where `StreamTransfer` keeps what it has read
 * (`renderMeta.streamCache`, keyed by the chunk's number), so nothing suspends and the page can be
 * drawn with `renderToString` (decision 015, issue 33).
 *
 * When the data is still coming after the turn (a promise in a loader's data), what was read stays
 * in that cache, the pending read is left there as `StreamTransfer` itself leaves it, and the rest
 * of the stream is handed back: the page streams as before.
 */
import type { EntryContext } from "@remix-run/node";

interface Read {
  done: boolean;
  value: string;
}
type CacheEntry = Promise<void> & { result?: Read; error?: unknown };
type HandoffContext = EntryContext & {
  serverHandoffStream?: ReadableStream<Uint8Array>;
  renderMeta?: { streamCache?: Record<number, CacheEntry> };
};

const LATE = Symbol("late");

/** true when the whole handoff was read (render at once); false when the page must stream. */
export async function readWholeHandoff(entryContext: EntryContext): Promise<boolean> {
  const context = entryContext as HandoffContext;
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta) return true;
  const cache = (context.renderMeta.streamCache ??= {});
  const reader = stream.getReader();
  // One decoder across the chunks, as StreamTransfer's: a character may span two of them.
  const decoder = new TextDecoder();
  const decoded = (result: ReadableStreamReadResult<Uint8Array>): Read => ({
    done: result.done,
    value: decoder.decode(result.value, { stream: true }),
  });
  const turnEnds = new Promise<typeof LATE>((resolve) => setImmediate(resolve, LATE));
  for (let identifier = 0; ; identifier++) {
    const read = reader.read();
    const first = await Promise.race([read, turnEnds]);
    if (first === LATE) {
      const entry: CacheEntry = read.then(
        (result) => void (entry.result = decoded(result)),
        (error: unknown) => void (entry.error = error),
      );
      cache[identifier] = entry;
      context.serverHandoffStream = rest(reader);
      return false;
    }
    const entry: CacheEntry = Object.assign(Promise.resolve(), { result: decoded(first) });
    cache[identifier] = entry;
    if (first.done) {
      // RemixServer takes a reader of its own; StreamTransfer finds every chunk in the cache.
      reader.releaseLock();
      return true;
    }
  }
}

/** What a reader has not read yet, as a stream of its own (RemixServer takes a reader of it). */
function rest(reader: ReadableStreamDefaultReader<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
