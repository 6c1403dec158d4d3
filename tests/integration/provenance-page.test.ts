/**
 * The wine page's provenance as the storefront's server makes it, against the real service: the
 * lot's history checked before the page is sent, and once someone changes a stored record, the
 * page says the chain is broken at that record.
 */
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import i18next from "i18next";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ProvenanceHistory } from "~/features/provenance/history";
import { loader as wineLoader } from "~/routes/goods.$id/route";
import { createShopContext } from "~/utils/request-context.server";
import { provenanceEntries } from "../../shopping/db/schema";
import { startService, type RunningService } from "../helpers/service";

let svc: RunningService;

beforeAll(async () => {
  vi.stubEnv("SESSION_SECRET", "provenance-page-test");
  svc = await startService("pglite");
  vi.stubEnv("SHOPPING_API_URL", svc.base);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await svc?.stop();
});

async function winePage(id: number) {
  const request = new Request(`http://shop.test/goods/${id}`);
  const context = await createShopContext(request);
  const result = (await wineLoader({ request, params: { id: String(id) }, context } as never)) as {
    data: Awaited<ReturnType<typeof wineLoader>> extends { data: infer D } ? D : never;
  };
  return result.data;
}

async function rendered(history: Parameters<typeof ProvenanceHistory>[0]["history"]) {
  const i18n = i18next.createInstance();
  const texts = JSON.parse(readFileSync("app/locales/ch/provenance.json", "utf8"));
  await i18n.use(initReactI18next).init({
    lng: "ch",
    resources: { ch: { provenance: texts } },
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(ProvenanceHistory, { history, lang: "ch" }),
    ),
  );
}

describe("the wine page's provenance", () => {
  it("is checked by the server, and says where a changed record breaks the chain", async () => {
    const before = await winePage(150);
    expect(before.provenance?.check).toMatchObject({ ok: true });
    expect(await rendered(before.provenance!)).toContain("已由本店服务器验证");

    const shipping = before.provenance!.chain.records[1];
    await svc.database.db.execute(sql`alter table provenance_entries disable trigger user`);
    await svc.database.db
      .update(provenanceEntries)
      .set({ entry: shipping.entry.replace('"in_transit"', '"in_progress"') })
      .where(eq(provenanceEntries.idx, shipping.index));
    await svc.database.db.execute(sql`alter table provenance_entries enable trigger user`);

    const after = await winePage(150);
    expect(after.provenance?.check).toEqual({ ok: false, at: 1, reason: "not-included" });
    const html = await rendered(after.provenance!);
    expect(html).toContain("链条在第 2 条记录处断开：这条记录与签名日志不符。");
    expect(html).toContain("这条记录与日志不符");
  });
});
