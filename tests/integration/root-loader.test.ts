/**
 * The root loader against the real service: for logged-in visitors it reads
 * the cart count and the points name through the spec's two paths; for
 * visitors it calls nothing; a rejected token is forgotten.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rootLoader } from "~/root.loader.server";
import { loader as cartLoader } from "~/routes/user.myCart/route";
import { commitChangedSession, createShopContext } from "~/utils/request-context.server";
import { commitSession, getSession } from "~/utils/session.server";
import { startService, type RunningService } from "../helpers/service";
import { addToCart, createUser, revokeToken } from "../helpers/users";

let svc: RunningService;

beforeAll(async () => {
  vi.stubEnv("SESSION_SECRET", "root-loader-test");
  svc = await startService("pglite");
  vi.stubEnv("SHOPPING_API_URL", svc.base);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await svc?.stop();
});

async function requestWith(values: Record<string, unknown>, headers: Record<string, string> = {}) {
  const session = await getSession(new Request("http://shop.test/"));
  for (const [k, v] of Object.entries(values)) session.set(k as never, v as never);
  const cookie = (await commitSession(session)).split(";")[0];
  return new Request("http://shop.test/goods/3", { headers: { Cookie: cookie, ...headers } });
}

type Result = { data: Awaited<ReturnType<typeof rootLoader>>["data"]; init: ResponseInit | null };

/** The root loader as server.ts runs it: with the request's context. */
async function load(request: Request, context?: Awaited<ReturnType<typeof createShopContext>>) {
  return (await rootLoader(
    request,
    context ?? (await createShopContext(request)),
  )) as unknown as Result;
}

describe("root loader", () => {
  it("visitors: language from the session, no cart count, no points name", async () => {
    const result = await load(
      await requestWith({ langId: "en" }, { Referer: "http://shop.test/goods?country=fr" }),
    );
    expect(result.data).toMatchObject({
      lang: "en",
      user: null,
      cartNum: 0,
      pointsName: null,
      env: "h5",
    });
    expect(result.data.back).toEqual({ href: "/goods?country=fr", historyBack: true });
  });

  it("logged in: the cart count and the points name", async () => {
    const { user, token } = await createUser(svc.database.db, "Li Lei");
    await addToCart(svc.database.db, user.id, 5, 4);
    const result = await load(
      await requestWith({
        langId: "ch",
        Authorization: token,
        userInfo: { id: user.id, nickname: "Li Lei", phone: user.phone },
      }),
    );
    expect(result.data).toMatchObject({
      lang: "ch",
      user: { nickname: "Li Lei" },
      cartNum: 4,
      pointsName: "醇境积分",
    });
  });

  it("a revoked token is forgotten with the login-timed-out message", async () => {
    const { user, token } = await createUser(svc.database.db);
    await revokeToken(svc.database.db, token);
    const request = await requestWith({
      langId: "en",
      Authorization: token,
      userInfo: { id: user.id, nickname: "x", phone: user.phone },
    });
    const context = await createShopContext(request);
    const result = await load(request, context);
    expect(result.data.user).toBeNull();
    expect(result.data.toast?.message).toBe("login timed out, please log in again!");
    // server.ts commits the session the loaders changed, once, into the response.
    const response = await commitChangedSession(context, new Response("page"));
    const setCookie = response.headers.get("Set-Cookie")!;
    const cleared = await getSession(
      new Request("http://shop.test/", { headers: { Cookie: setCookie.split(";")[0] } }),
    );
    expect(cleared.get("Authorization")).toBeUndefined();
    expect(cleared.get("langId")).toBe("en");
  });

  it("recognises the mini-program", async () => {
    const result = await load(
      await requestWith({}, { "User-Agent": "Mozilla/5.0 MicroMessenger/8.0 miniProgram" }),
    );
    expect(result.data.env).toBe("miniProgram");
  });

  it("on the cart page the root loader and the page read the cart once between them", async () => {
    const { user, token } = await createUser(svc.database.db, "Han Meimei");
    await addToCart(svc.database.db, user.id, 5, 2);
    await addToCart(svc.database.db, user.id, 6, 1);
    const calls: string[] = [];
    // Counts what reaches the service, and passes it on.
    const counter: Server = createServer((req, res) => {
      calls.push(req.url!.split("?")[0]);
      void fetch(svc.base + req.url!.replace(/^\/shopping/, ""), {
        headers: req.headers as Record<string, string>,
      }).then(async (answer) => {
        res.writeHead(answer.status, {
          "content-type": answer.headers.get("content-type") ?? "application/json",
        });
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
    await new Promise<void>((resolve) => counter.listen(0, "127.0.0.1", resolve));
    const direct = process.env.SHOPPING_API_URL;
    process.env.SHOPPING_API_URL = `http://127.0.0.1:${(counter.address() as AddressInfo).port}/shopping`;
    try {
      const session = {
        langId: "en",
        Authorization: token,
        userInfo: { id: user.id, nickname: "Han Meimei", phone: user.phone },
      };
      const cookie = (await requestWith(session)).headers.get("Cookie")!;
      const onCart = () =>
        new Request("http://shop.test/user/myCart", { headers: { Cookie: cookie } });
      const context = await createShopContext(onCart());
      const [root, page] = await Promise.all([
        load(onCart(), context),
        cartLoader({ request: onCart(), context, params: {} }) as Promise<{
          cart: { productTotalItem: number };
        }>,
      ]);
      expect(root.data.cartNum).toBe(3);
      expect(page.cart.productTotalItem).toBe(3);
      expect(calls.filter((path) => path.includes("/shoppingCart/"))).toEqual([
        "/shopping/shoppingCart/shoppingCart/findShoppingCart",
      ]);

      // Elsewhere the root loader asks for the count alone.
      calls.length = 0;
      const elsewhere = await load(
        new Request("http://shop.test/goods/5", { headers: { Cookie: cookie } }),
      );
      expect(elsewhere.data.cartNum).toBe(3);
      expect(calls.filter((path) => path.includes("/shoppingCart/"))).toEqual([
        "/shopping/shoppingCart/shoppingCart/findShoppingCartTotalItem",
      ]);
    } finally {
      process.env.SHOPPING_API_URL = direct;
      counter.close();
    }
  });

  it("a page that changes nothing in the session sends no session cookie", async () => {
    const request = await requestWith({ langId: "en" });
    const context = await createShopContext(request);
    await load(request, context);
    const response = await commitChangedSession(context, new Response("page"));
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});
