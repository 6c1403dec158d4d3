/**
 * The resale desk (issue 32, decision 037): on a fresh shop of its own, a seller's three items sent
 * to the shop through the buyer API, one of them already passed, shelved, bought by another buyer,
 * received and past the return window (the test hook payoutDue), all set up with the set-up key
 * before the shop has staff. The owner finds the items awaiting inspection (the seller's phone
 * masked), is told a pass needs a grade and that a text file or a 6 MB photo is not an inspection
 * picture, uploads a real 1.5 MB photo (a thumbnail), passes the item with grade B, and a replayed
 * pass changes nothing; the seller's page shows it passed with the photo. A warehouse member
 * rejects another with a reason in Chinese and emoji (the seller reads it) and is offered no
 * payout form; a finance member is offered no audit, is told the payout needs a reference, and
 * records it paid: the payout is paid once, replayed or not. Every screen has one h1, passes axe
 * and does not scroll sideways at 390 px. With JavaScript (mobile-js) and without (mobile-nojs),
 * at 1280 px.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  addMember,
  consolePort,
  DESKTOP,
  screenProblems,
  signInFirstOwner,
  staffBrowser,
} from "./console-shop";
import { startFreshShop, type FreshShop } from "./fresh-shop";
import { hasJs } from "./helpers";
import { payInSandbox, service, userWithOrders } from "./orders";
import { realisticFiles, type RealisticFiles } from "./realistic-files";
import { boughtAndReceived } from "./resale-buyer";

const portOf = (project: string) => consolePort(6, project);

let shop: FreshShop;
let seller: Page;
let sellerPhone: string;
/** The items: to pass, to reject, the one sold whose payout is due, one left waiting. */
let items: { pass: string; reject: string; sold: string; waiting: string };
let owner: Page;
let files: RealisticFiles;

test.describe.configure({ mode: "serial" });
test.use({
  ...DESKTOP,
  baseURL: async ({}, use, testInfo) => use(`http://localhost:${portOf(testInfo.project.name)}`),
});

/** The seller's four received orders (1, 2, 1 and 2 bottles), each listed whole and sent. */
async function sellerItems(): Promise<typeof items> {
  const { token, orders, goods, phone } = await userWithOrders(seller, 4);
  sellerPhone = phone;
  const codes: string[] = [];
  for (const order of orders) {
    await payInSandbox(seller, token, order);
    await shop.ops("ship", order.orderNo, "--company", "SF", "--tracking", `SF${order.id}000111`);
    await service(seller.request, "/order/order/confirmReceipt", { token, body: { id: order.id } });
    const view = await service<{ lines: { unitPriceCents: number; quantity: number }[] }>(
      seller.request,
      "/order/order/findOrder",
      { token, query: { id: order.id } },
    );
    const item = await service<{ code: string }>(
      seller.request,
      "/resale/resale-goods/saveResale",
      {
        token,
        body: {
          orderId: order.id,
          goodsId: goods.id,
          quantity: view.lines[0].quantity,
          priceCents: view.lines[0].unitPriceCents,
          minQuantity: 1,
        },
      },
    );
    await service(seller.request, "/resale/resale-goods/shipResale", {
      token,
      body: { code: item.code, company: "SF", trackingNo: `SF${order.id}000222` },
    });
    codes.push(item.code);
  }
  const [pass, sold, reject, waiting] = codes;
  // The two-bottle item passed, shelved and one bottle sold, received and past the window.
  await shop.ops("receive-resale", sold, "--grade", "A");
  await service(seller.request, "/resale/resale-goods/shelfResale", {
    token,
    body: { code: sold, onShelf: true },
  });
  await service(seller.request, "/user/payout-account/saveAccount", {
    token,
    body: { kind: "alipay", account: "13912345678", realName: "王小明", bankName: "" },
  });
  const bought = await boughtAndReceived(browserOf(seller), { code: sold, goodsId: goods.id }, 6, {
    ops: shop.ops,
    baseURL: shop.url,
  });
  const due = await seller.request.post(`/shopping/test/test/payoutDue?orderNo=${bought.orderNo}`);
  expect(await due.json()).toEqual({ ok: true, payouts: 1 });
  return { pass, reject, sold, waiting };
}

const browserOf = (page: Page) => page.context().browser()!;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  shop = await startFreshShop(portOf(testInfo.project.name));
  // Where sellers send their bottles (a new shop has none); set with the set-up key, before staff.
  await shop.ops(
    "shop",
    "return-address",
    "--name",
    "醇境酒窖转售部",
    "--phone",
    "021-6088-1688",
    "--address",
    "上海市浦东新区张江路1688号",
  );
  const context = await browser.newContext({ baseURL: shop.url, locale: "zh-CN" });
  seller = await context.newPage();
  [items, files] = await Promise.all([sellerItems(), realisticFiles(browser)]);
  owner = await staffBrowser(browser, testInfo, shop.url, "10.77.6.1");
  await signInFirstOwner(shop, owner);
});
test.afterAll(async () => {
  await seller?.context().close();
  await owner?.context().close();
  await shop?.stop();
});

const fileError = (page: Page) => page.getByTestId("photo-form").getByTestId("field-error");

test("the owner inspects an item: the pictures' refusals, a real photo, the pass once", async ({}, testInfo) => {
  test.setTimeout(90_000);
  const page = owner;
  const js = hasJs(testInfo);
  const problems: string[] = [];
  await page
    .getByRole("navigation", { name: "后台菜单" })
    .getByRole("link", { name: "转售" })
    .click();
  await expect(page).toHaveURL(/\/admin\/resale$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("转售");
  // Awaiting inspection by default: the three items still to inspect, the seller masked.
  const rows = page.getByTestId("resale-row");
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId("resale-table")).toContainText(
    `${sellerPhone.slice(0, 3)}****${sellerPhone.slice(-4)}`,
  );
  await expect(page.getByTestId("resale-table")).not.toContainText(sellerPhone);
  problems.push(...(await screenProblems(page, "/admin/resale", js)));
  await page.getByLabel("状态").selectOption("all");
  await page.getByRole("button", { name: "筛选" }).click();
  await expect(page).toHaveURL(/status=all/);
  await expect(rows).toHaveCount(4);

  await rows.getByRole("link", { name: items.pass }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`转售商品 ${items.pass}`);
  await expect(page.getByTestId("item-status")).toHaveText("系统审核通过");

  // No grade: said beside the grade, nothing changed.
  await page.getByTestId("pass-submit").click();
  await expect(page.getByTestId("pass-form").getByTestId("field-error")).toHaveText(
    "请选择验收品相：A、B 或 C",
  );
  await expect(page.getByTestId("item-status")).toHaveText("系统审核通过");
  // Not a picture, then a photo over 5 MB: each said beside the file field, nothing kept.
  const chooser = page.getByTestId("photo-form").getByLabel("选择照片");
  await chooser.setInputFiles({
    name: "说明.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("这不是照片"),
  });
  await page.getByTestId("photo-submit").click();
  await expect(fileError(page)).toHaveText("只支持 JPEG、PNG 或 WebP 图片");
  await chooser.setInputFiles(files.tooLarge);
  await page.getByTestId("photo-submit").click();
  await expect(fileError(page)).toHaveText("每张照片不能超过 5 MB");
  await expect(page.getByTestId("audit-photo")).toHaveCount(0);
  problems.push(...(await screenProblems(page, "item, refused", js)));

  // A phone's 1.5 MB photo: shown as a thumbnail, and carried to the pass.
  await chooser.setInputFiles(files.photo);
  await page.getByTestId("photo-submit").click();
  await expect(page.getByTestId("toast")).toContainText("照片已上传");
  const thumbnail = page.getByTestId("audit-photo");
  await expect(thumbnail).toHaveCount(1);
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByTestId("pass-photos")).toHaveText("附上 1 张验收照片");
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  await page.getByTestId("pass-form").getByLabel("品相B（良好）").check();
  await page.getByLabel("验收说明（选填，卖家会看到）").fill("原封未开，酒标轻微磨损 🍷");
  await page.getByTestId("pass-submit").click();
  await expect(page.getByTestId("toast")).toContainText("已验收并登记入库");
  await expect(page.getByTestId("item-status")).toHaveText("商家审核通过");
  await expect(page.getByTestId("item-not-awaiting")).toBeVisible();
  await expect(page.getByTestId("pass-form")).toHaveCount(0);
  problems.push(...(await screenProblems(page, "item, passed", js)));

  // The same pass replayed: refused in words, the item as it was.
  const replay = await page.request.post(page.url(), {
    form: { csrf, intent: "receive", grade: "C" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(replay.status()).toBe(200);
  expect(await replay.text()).toContain("该转售商品当前状态不能进行此操作");
  await page.reload();
  await expect(page.getByTestId("resale-item")).toContainText("品相B（良好）");

  // The seller sees it passed, with the inspection photo.
  await seller.goto("/user/myRecyclingGoods");
  const card = seller.getByTestId("resale-item").filter({ hasText: items.pass });
  await expect(card.getByTestId("resale-status")).toHaveText("商家审核通过");
  await expect(card.getByTestId("resale-grade")).toHaveText("品相B（良好）");
  await expect(card.getByTestId("resale-audit-photos-open")).toHaveCount(1);
  expect(problems).toEqual([]);
});

test("a warehouse member rejects an item with the seller's reason and cannot pay", async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const js = hasJs(testInfo);
  const page = await addMember(owner, browser, testInfo, {
    phone: "13800000061",
    name: "仓库-老周",
    role: "warehouse",
    address: "10.77.6.2",
  });
  const problems: string[] = [];
  await page.goto(`/admin/resale/${items.reject}`);
  await page.getByTestId("reject-submit").click();
  await expect(page.getByTestId("reject-form").getByTestId("field-error")).toHaveText(
    "请写明拒收的原因，卖家会看到",
  );
  await expect(page.getByTestId("item-status")).toHaveText("系统审核通过");
  const reason = "瓶塞渗漏，酒标受潮 🍷😢";
  await page.getByLabel("拒收原因（卖家会看到）").fill(reason);
  await page.getByTestId("reject-submit").click();
  await expect(page.getByTestId("toast")).toContainText("已拒收，酒将退回卖家");
  await expect(page.getByTestId("item-status")).toHaveText("已拒收");
  await expect(page.getByTestId("item-reject-reason")).toHaveText(reason);
  problems.push(...(await screenProblems(page, "item, rejected", js)));

  await page.getByRole("link", { name: "← 返回转售商品列表" }).click();
  await page.getByRole("link", { name: "卖家结算" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("卖家结算");
  await expect(page.getByTestId("payout")).toHaveCount(1);
  await expect(page.getByTestId("paid-out-form")).toHaveCount(0);
  await page.context().close();

  await seller.goto("/user/myRecyclingGoods");
  await expect(
    seller
      .getByTestId("resale-item")
      .filter({ hasText: items.reject })
      .getByTestId("resale-reject-reason"),
  ).toContainText(reason);
  expect(problems).toEqual([]);
});

test("a finance member cannot inspect, and records the due payout paid once with its reference", async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const js = hasJs(testInfo);
  const page = await addMember(owner, browser, testInfo, {
    phone: "13800000062",
    name: "财务-小林",
    role: "finance",
    address: "10.77.6.3",
  });
  const problems: string[] = [];
  await page.goto("/admin/resale/payouts");
  const payout = page.getByTestId("payout");
  await expect(payout).toHaveCount(1);
  await expect(payout).toHaveAttribute("data-item-code", items.sold);
  await expect(payout.getByTestId("payout-pay-to")).toContainText("支付宝 13912345678");
  await expect(payout.getByTestId("paid-out-confirm")).toContainText("王小明");
  problems.push(...(await screenProblems(page, "/admin/resale/payouts", js)));

  // No reference: said beside it, nothing paid.
  await payout.getByTestId("paid-out-submit").click();
  await expect(payout.getByTestId("field-error")).toHaveText("请输入转账的流水号");
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const id = await payout.locator('input[name="id"]').inputValue();
  const reference = `ALIPAY-${Date.now()}`;
  await payout.getByLabel("转账流水号").fill(reference);
  await payout.getByTestId("paid-out-submit").click();
  await expect(page.getByTestId("toast")).toContainText("已记录付款");
  await expect(page.getByTestId("payouts-empty")).toBeVisible();

  // Replayed: refused, and the payout keeps its first reference.
  const replay = await page.request.post("/admin/resale/payouts", {
    form: { csrf, id, reference: "ALIPAY-AGAIN" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(replay.status()).toBe(200);
  expect(await replay.text()).toContain("该笔款项已打款，不能付款");
  await page.getByLabel("状态").selectOption("paid");
  await page.getByRole("button", { name: "筛选" }).click();
  await expect(page.getByTestId("payout-paid")).toContainText(`流水号 ${reference}`);
  await expect(page.getByTestId("payout-paid")).toContainText("财务-小林");
  problems.push(...(await screenProblems(page, "/admin/resale/payouts?status=paid", js)));

  // Finance reads an item awaiting inspection, and is offered no audit.
  await page.goto(`/admin/resale/${items.waiting}`);
  await expect(page.getByTestId("item-read-only")).toBeVisible();
  await expect(page.getByTestId("photo-form")).toHaveCount(0);
  await expect(page.getByTestId("pass-form")).toHaveCount(0);
  await expect(page.getByTestId("reject-form")).toHaveCount(0);
  expect(problems).toEqual([]);
  await page.context().close();
});
