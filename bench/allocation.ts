/**
 * `npx tsx bench/allocation.ts`: what one logged-in page allocates on the storefront's main thread,
 * and where (issue 33's lever 4). V8's sampling heap profiler, through the inspector, counting the
 * objects the garbage collector has already taken too (`node --heap-prof` keeps only the living
 * ones, which says nothing about a request's garbage). BENCH_PORT (+30 here), BENCH_ONLY as in
 * the bench, BENCH_ALLOC_REQUESTS (default 500). Prints figures; never fails.
 */
import autocannon from "autocannon";
import { request, WebSocket } from "undici";
import { benchBuyers, LOGGED_IN_PAGES, pagePath } from "./logged-in";
import { measured, printTable } from "./pages";
import { startShop } from "./shop";

const PORT = Number(process.env.BENCH_PORT ?? 3400) + 30;
const INSPECT = PORT + 1;
const REQUESTS = Number(process.env.BENCH_ALLOC_REQUESTS ?? 500);

interface Frame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface SampleNode {
  callFrame: Frame;
  selfSize: number;
  children: SampleNode[];
}

/** One inspector session: numbered commands, their answers by number. */
async function inspector(port: number) {
  const list = (await (await request(`http://127.0.0.1:${port}/json/list`)).body.json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(list[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let next = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  return {
    send<T>(method: string, params: object = {}): Promise<T> {
      const id = ++next;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve) => waiting.set(id, resolve as (result: unknown) => void));
    },
    close: () => socket.close(),
  };
}

/** Where a frame's code lives: its package, the build, or Node's own modules. */
function placeOf(url: string): string {
  const inModules = url.lastIndexOf("node_modules/");
  if (inModules !== -1) {
    const parts = url.slice(inModules + "node_modules/".length).split("/");
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (url.startsWith("node:")) return "node's own modules";
  if (url.includes("/build/")) return "the shop's build";
  return url ? url.split("/").slice(-2).join("/") : "(native)";
}

function tally(head: SampleNode) {
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  let total = 0;
  const visit = (node: SampleNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const place = placeOf(url);
    const name = `${functionName || "(anonymous)"} ${place}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + node.selfSize);
    byPlace.set(place, (byPlace.get(place) ?? 0) + node.selfSize);
    total += node.selfSize;
    for (const child of node.children) visit(child);
  };
  visit(head);
  return { total, byFunction, byPlace };
}

const shop = await startShop({ label: "allocation", port: PORT, inspect: INSPECT });
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
try {
  const buyers = await benchBuyers(shop);
  const session = await inspector(INSPECT);
  await session.send("HeapProfiler.enable");
  for (const page of LOGGED_IN_PAGES) {
    if (!measured(page.path)) continue;
    const url = shop.base + pagePath(page.path, buyers);
    const cookie = buyers.cookies[page.buyer];
    const load = (amount: number) =>
      autocannon({ url, connections: 10, amount, headers: { accept: "text/html", cookie } });
    await load(200); // warm: the JIT, the caches
    await session.send("HeapProfiler.startSampling", {
      samplingInterval: 16384,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    await load(REQUESTS);
    const { profile } = await session.send<{ profile: { head: SampleNode } }>(
      "HeapProfiler.stopSampling",
    );
    const { total, byFunction, byPlace } = tally(profile.head);
    const share = (bytes: number) => `${((100 * bytes) / total).toFixed(1)}%`;
    console.log(`\n${page.name}: about ${kb(total / REQUESTS)} KB allocated per request`);
    const top = (map: Map<string, number>, n: number) =>
      [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
    printTable([
      ["where", "KB/request", "share"],
      ...top(byPlace, 12).map(([place, bytes]) => [place, kb(bytes / REQUESTS), share(bytes)]),
    ]);
    printTable([
      ["function", "KB/request", "share"],
      ...top(byFunction, 20).map(([name, bytes]) => [name, kb(bytes / REQUESTS), share(bytes)]),
    ]);
  }
  session.close();
} finally {
  await shop.stop();
}
