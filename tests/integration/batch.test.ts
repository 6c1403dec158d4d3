/**
 * `/batch` (shopping/http/batch.ts): a page's reads in one call. Each read is answered exactly as
 * it would be alone, failures included, with the batch's credentials and language; only buyers'
 * and visitors' reads are batched; each read counts against the rate limits; bad input is a 422,
 * never a 5xx.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BATCH_CALLS_MAX } from "../../contract/batch-answers";
import { compileTrustProxy } from "../../shopping/http/client-ip";
import { SERVICE_TIERS } from "../../shopping/http/request-limits";
import { api } from "../helpers/accounts";
import { backends, startService, type RunningService } from "../helpers/service";
import { addToCart, createUser, revokeToken } from "../helpers/users";

/** Every path the storefront reads through a buyer's client (`api.get("...")`), from its sources. */
function storefrontReads(): string[] {
  const found = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name))
        for (const [, read] of readFileSync(file, "utf8").matchAll(/\bapi\.get\(\s*"([^"]+)"/g))
          if (!read.startsWith("/ops/")) found.add(read);
    }
  };
  visit(path.resolve("app"));
  return [...found].sort();
}

const batchPath = (calls: unknown) => `/batch?calls=${encodeURIComponent(JSON.stringify(calls))}`;

interface Read {
  status: number;
  envelope: { code: number; message: string; status: number; data: unknown };
}

describe.each(backends())("one call for several reads on %s", (backend) => {
  let svc: RunningService;
  let token: string;
  beforeAll(async () => {
    svc = await startService(backend, {
      env: { NODE_ENV: "test", RATE_LIMITS: "on" },
      trustProxy: compileTrustProxy("loopback"),
    });
    const buyer = await createUser(svc.database.db, "批量🍷买家");
    token = buyer.token;
    await addToCart(svc.database.db, buyer.user.id, 1, 2);
  });
  afterAll(async () => {
    await svc?.stop();
  });

  /** The same reads alone and in one batch, in both languages. */
  it("answers each read as it would be answered alone, in order", async () => {
    const reads = [
      "/shoppingCart/shoppingCart/findShoppingCartTotalItem",
      "/user/user/getUserInfo",
      "/goods/goods/findGoodsList?q=拉菲🍷&pageSize=3",
      "/shoppingCart/shoppingCart/findShoppingCart",
    ];
    for (const lang of ["ch", "en"]) {
      const alone = [];
      for (const read of reads) {
        const { http, code, message, status, data } = await api(svc, encodeURI(read), {
          token,
          lang,
        });
        alone.push({ status: http, envelope: { code, message, status, data } });
      }
      const batch = await api(svc, batchPath(reads), { token, lang });
      expect(batch.http).toBe(200);
      expect(batch.code).toBe(200);
      expect(batch.data.answers).toEqual(alone);
      expect((batch.data.answers[0] as Read).envelope.data).toEqual({ productTotalItem: 2 });
    }
  });

  it("keeps each read's own failure: no token, a refused token, a bad query, an unknown path", async () => {
    const reads = [
      "/goods/goods/findGoodsDetail?id=1",
      "/shoppingCart/shoppingCart/findShoppingCartTotalItem",
      "/goods/goods/findGoodsDetail?id=not-a-number",
      "/no/such/read",
    ];
    const anonymous = await api(svc, batchPath(reads), { lang: "en" });
    const [wine, count, badQuery, unknown] = anonymous.data.answers as Read[];
    expect(wine.status).toBe(200);
    expect(wine.envelope.code).toBe(200);
    expect(count).toMatchObject({ status: 401, envelope: { code: 401 } });
    expect(badQuery).toMatchObject({ status: 200, envelope: { code: 422 } });
    expect(unknown).toMatchObject({ status: 404, envelope: { code: 404 } });

    const { token: refused } = await createUser(svc.database.db);
    await revokeToken(svc.database.db, refused);
    const revoked = await api(svc, batchPath(reads.slice(0, 2)), { token: refused });
    expect((revoked.data.answers as Read[]).map((r) => r.status)).toEqual([200, 403]);
  });

  it("answers every read the storefront asks for (none of them is a raw route)", async () => {
    const reads = storefrontReads();
    expect(reads.length).toBeGreaterThan(30);
    for (let from = 0; from < reads.length; from += BATCH_CALLS_MAX) {
      const group = reads.slice(from, from + BATCH_CALLS_MAX);
      const batch = await api(svc, batchPath(group), { token });
      (batch.data.answers as Read[]).forEach((read, i) =>
        expect(read.status, group[i]).not.toBe(404),
      );
    }
  });

  it("answers no operator's read and no raw route, whatever the caller sends", async () => {
    const reads = ["/ops/order/list", "/ops/me", "/goods/goods/picture?id=1", "/openapi.json"];
    const batch = await api(svc, batchPath(reads), { token });
    expect((batch.data.answers as Read[]).map((r) => r.status)).toEqual([404, 404, 404, 404]);
  });

  it("refuses a batch it cannot read with a 422 in the caller's language, never a 5xx", async () => {
    const tooMany = Array(BATCH_CALLS_MAX + 1).fill("/goods/goods/findHome");
    for (const query of [
      `/batch?calls=${encodeURIComponent("not json")}`,
      batchPath([]),
      batchPath(tooMany),
      batchPath([42]),
      batchPath({ calls: "/goods/goods/findHome" }),
      `/batch?calls=${"x".repeat(9_000)}`,
      "/batch",
    ]) {
      const refused = await api(svc, query, { lang: "en" });
      expect(refused.http, query).toBe(200);
      expect(refused.code, query).toBe(422);
      expect(refused.message, query).toMatch(/calls/);
    }
  });

  it("counts each read of a batch against the read tier", async () => {
    const ip = "198.51.100.77";
    const reads = Array(BATCH_CALLS_MAX).fill("/shop/shop/findCustomerService");
    const batches = Math.floor(SERVICE_TIERS.read.points / BATCH_CALLS_MAX);
    for (let i = 0; i < batches; i++) {
      const batch = await api(svc, batchPath(reads), { ip });
      expect(batch.http).toBe(200);
    }
    // The tier is spent by the reads in the batches, not by the batches themselves.
    const next = await fetch(`${svc.base}/shop/shop/findCustomerService`, {
      headers: { "x-forwarded-for": ip },
    });
    expect(next.status).toBe(429);
  });
});
