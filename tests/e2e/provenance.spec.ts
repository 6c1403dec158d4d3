/**
 * Verifiable provenance as a buyer meets it (decision 035): the wine page's lot history, checked
 * by the server without JavaScript and by the browser with it (WebCrypto's Ed25519, or @noble
 * where the browser lacks it); a log that differs from the checkpoint the browser remembered is
 * called rewritten; an order's bottles after shipping, claimed after receipt on the order page;
 * the bottle's public page with its claim date, its proof file and the claim form's refusals.
 */
import { expect, test } from "./fixtures";
import { hasJs, setLanguage } from "./helpers";
import { service, userWithShippedOrder } from "./orders";

const WINE = "/goods/5";

test(
  "the wine page shows its lot's way to the shop, every record checked",
  { tag: "@desktop" },
  async ({ page }, testInfo) => {
    const chunks: string[] = [];
    page.on("response", (res) => chunks.push(res.url()));
    await page.goto(WINE);
    const card = page.getByTestId("provenance");
    await expect(card.getByRole("heading", { name: "可验证溯源" })).toBeVisible();
    await expect(card.getByTestId("provenance-record")).toHaveCount(4);
    await expect(card.getByTestId("provenance-record").first()).toContainText("装瓶赋码");
    await expect(card.getByTestId("provenance-record").nth(2)).toContainText("海关查验放行");
    const verdict = card.getByTestId("provenance-verdict");
    await expect(verdict).toHaveAttribute("data-ok", "true");
    await expect(verdict).toHaveAttribute("data-by", hasJs(testInfo) ? "device" : "server");
    await expect(verdict).toContainText(hasJs(testInfo) ? "已在本机验证" : "已由本店服务器验证");
    // A browser with WebCrypto's Ed25519 never downloads the fallback.
    expect(chunks.some((url) => /noble-crypto/.test(url))).toBe(false);
    // The promise is the record: no slogan of a blockchain anywhere on the page.
    await expect(page.locator("body")).not.toContainText("区块链");

    await setLanguage(page, "en");
    await page.goto(WINE);
    await expect(card.getByRole("heading", { name: "Verifiable provenance" })).toBeVisible();
    await expect(card.getByTestId("provenance-record").nth(1)).toContainText(
      "Shipped from the winery",
    );
    await expect(verdict).toContainText(
      hasJs(testInfo) ? "Verified on this device" : "Verified by the shop's server",
    );
  },
);

test("without WebCrypto's Ed25519 the browser checks with its fallback", async ({
  page,
}, testInfo) => {
  test.skip(!hasJs(testInfo), "the browser's own check needs JavaScript");
  // As Chromium before 137 (Android WeChat's browser): Ed25519 keys are refused.
  await page.addInitScript(() => {
    const subtle = globalThis.crypto.subtle;
    const importKey = subtle.importKey.bind(subtle);
    subtle.importKey = ((...args: Parameters<SubtleCrypto["importKey"]>) => {
      const algorithm = args[2] as { name?: string } | string;
      const name = typeof algorithm === "string" ? algorithm : algorithm.name;
      if (name === "Ed25519") return Promise.reject(new DOMException("no", "NotSupportedError"));
      return importKey(...args);
    }) as SubtleCrypto["importKey"];
  });
  const chunks: string[] = [];
  page.on("response", (res) => chunks.push(res.url()));
  await page.goto(WINE);
  const verdict = page.getByTestId("provenance-verdict");
  await expect(verdict).toHaveAttribute("data-by", "device");
  await expect(verdict).toHaveAttribute("data-ok", "true");
  expect(chunks.some((url) => /noble-crypto/.test(url))).toBe(true);
});

test("a log that is not an extension of the remembered checkpoint is called rewritten", async ({
  page,
}, testInfo) => {
  test.skip(!hasJs(testInfo), "the remembered checkpoint lives in the browser");
  await page.goto(WINE);
  await expect(page.getByTestId("provenance-verdict")).toHaveAttribute("data-by", "device");
  // The checkpoint this browser saw, with its root changed: what a rewritten log looks like.
  await page.evaluate(() => {
    const kept = JSON.parse(localStorage.getItem("provenance-checkpoint")!);
    kept.rootHash = `${kept.rootHash[0] === "A" ? "B" : "A"}${kept.rootHash.slice(1)}`;
    kept.seenAt = "2026-01-02T03:04:05.000Z";
    localStorage.setItem("provenance-checkpoint", JSON.stringify(kept));
  });
  await page.reload();
  const verdict = page.getByTestId("provenance-verdict");
  await expect(verdict).toHaveAttribute("data-ok", "false");
  await expect(verdict).toContainText("日志自您 2026-01-02 查看后被改写过");
});

test(
  "an order's bottles: serials after shipping, claimed after receipt, the claim public",
  { tag: "@desktop" },
  async ({ page }) => {
    test.slow();
    const { token, order } = await userWithShippedOrder(page);

    await page.goto(`/user/order/${order.id}`);
    const card = page.getByTestId("order-bottles");
    await expect(card.getByTestId("order-bottle")).toHaveCount(2);
    await expect(card).toContainText("确认收货后可以认领");
    await expect(card.getByRole("button", { name: "揭开认领码并认领" })).toHaveCount(0);
    const serials = (await card.locator(".font-mono").allTextContents()).map((t) =>
      t.replace("编号 ", ""),
    );
    expect(serials.every((s) => /^L\d{5}-\d{4}$/.test(s))).toBe(true);

    await service(page.request, "/order/order/confirmReceipt", { token, body: { id: order.id } });
    await page.goto(`/user/order/${order.id}`);
    await card.getByRole("button", { name: "揭开认领码并认领" }).first().click();
    await expect(card.getByTestId("bottle-secret")).toHaveCount(1);
    const secret = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(
      (await card.getByTestId("bottle-secret").textContent()) ?? "",
    )![0];
    await expect(card.getByTestId("bottle-secret")).toContainText("已认领");

    // The first bottle's public page: claimed, for everyone.
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    await page.goto(`/p/${serials[0]}`);
    await expect(page.getByTestId("bottle-claimed")).toHaveText(`此码已于 ${today} 被认领。`);
    await expect(page.getByTestId("provenance-record")).toHaveCount(6);
    await expect(page.getByTestId("provenance-record").last()).toContainText("买家认领");
    await expect(page.getByTestId("provenance-verdict")).toHaveAttribute("data-ok", "true");
    const download = await page.request.get(
      (await page.getByRole("link", { name: /下载证明文件/ }).getAttribute("href"))!,
    );
    expect(download.status()).toBe(200);
    expect(await download.text()).toMatch(/^c2sp\.org\/tlog-proof@v1\nextra /);

    // The second bottle: its page takes a code; refusals stay beside the field, the typing kept.
    await page.goto(`/p/${serials[1].toLowerCase()}`);
    await expect(page).toHaveURL(new RegExp(`/p/${serials[1]}$`));
    const code = page.getByLabel("认领码");
    await code.fill("葡萄酒🍷");
    await page.getByRole("button", { name: "认领", exact: true }).click();
    await expect(page.getByTestId("claim-error")).toContainText("认领码是 12 位字母和数字");
    await expect(code).toHaveValue("葡萄酒🍷");
    await code.fill(secret);
    await page.getByRole("button", { name: "认领", exact: true }).click();
    await expect(page.getByTestId("claim-error")).toContainText("认领码与这瓶酒不符");

    // Back on the order page, the rest claimed at once.
    await page.goto(`/user/order/${order.id}`);
    await card.getByRole("button", { name: "揭开认领码并认领" }).click();
    await expect(card.getByTestId("bottle-secret")).toHaveCount(2);
  },
);

test("an unknown serial is a clear not-found page", async ({ page }) => {
  for (const serial of ["L99999-0001", encodeURIComponent("酒🍷")]) {
    const res = await page.goto(`/p/${serial}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId("bottle-not-found")).toContainText("没有这个编号的酒瓶");
  }
});
