/**
 * A TCP relay that plays a phone's network between the browser and the shop:
 * uploads go at a phone's pace, the shop's answers arrive after a delay, and a
 * reset from the shop arrives at once and erases what has not been delivered
 * yet. That is what RFC 9112 §9.6 warns of when a server closes while the
 * client is still sending. (On loopback, Chromium on Linux happens to read
 * the answer anyway; on real networks the visitor gets a network error.)
 */
import { createServer, connect, type AddressInfo, type Socket } from "node:net";

export async function startSlowLink(
  target: URL,
  { delayMs = 100, uploadBytesPerSecond = 4 * 1024 * 1024 } = {},
) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    // Half-open: what the browser sends after the shop's FIN still goes to the shop, as on a
    // network, so that a shop that stopped reading answers it with a reset.
    const shop = connect({ port: Number(target.port), host: target.hostname, allowHalfOpen: true });
    sockets.add(client).add(shop);
    const timers = new Set<NodeJS.Timeout>();
    const after = (ms: number, action: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        action();
      }, ms);
      timers.add(timer);
    };
    let linkFreeAt = 0;
    client.on("data", (chunk) => {
      shop.write(chunk);
      linkFreeAt = Math.max(linkFreeAt, Date.now()) + (chunk.length / uploadBytesPerSecond) * 1000;
      const ahead = linkFreeAt - Date.now();
      if (ahead > 0) {
        client.pause();
        after(ahead, () => client.resume());
      }
    });
    client.on("end", () => shop.end());
    shop.on("data", (chunk) => after(delayMs, () => client.write(chunk)));
    shop.on("end", () => after(delayMs, () => client.end()));
    shop.on("error", () => {
      for (const timer of timers) clearTimeout(timer);
      client.resetAndDestroy();
    });
    client.on("error", () => shop.destroy());
    client.on("close", () => {
      sockets.delete(client);
      shop.destroy();
    });
    shop.on("close", () => sockets.delete(shop));
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
