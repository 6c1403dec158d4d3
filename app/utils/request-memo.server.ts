/**
 * Work shared by the loaders of one request. Remix hands each loader a Request
 * of its own, but one load context (server.ts makes one per request), so the
 * context keys the memo: the cart page's loader and the root loader read the
 * cart once between them.
 */
const memos = new WeakMap<object, Map<string, Promise<unknown>>>();

export function oncePerRequest<T>(
  context: object,
  key: string,
  work: () => Promise<T>,
): Promise<T> {
  let memo = memos.get(context);
  if (!memo) memos.set(context, (memo = new Map()));
  let promise = memo.get(key) as Promise<T> | undefined;
  if (!promise) memo.set(key, (promise = work()));
  return promise;
}
