/**
 * The invoices desk (issue 32): on a fresh shop of its own, two special titles sent for review by
 * two buyers (one licence a phone's 1.5 MB photo, the other a 3 MB scanned PDF), and a buyer's two
 * received orders each with an invoice asked for, all set up through the buyer API before the shop
 * has staff. A finance member reviews the titles with the licence beside the form: a rejection
 * needs its reason, which the buyer then reads (Chinese and emoji); the PDF is opened as it was
 * sent; an approval replayed changes nothing and says the title was already reviewed. Then issues
 * an invoice: the number and the document are asked for, a photo or a 6 MB file is refused beside
 * the file field, a 3 MB PDF is taken and the buyer downloads exactly its bytes. An order clerk
 * reads a request but is offered no form (a forged one is refused); a warehouse member has no desk.
 * Then the buyer returns the invoiced order: the desk says the invoice needs correcting, the
 * finance member records the red-letter invoice (its own number refused first), and the buyer's
 * order shows the invoice reversed and downloads the red-letter one. Every screen has one h1, passes axe and does
 * not scroll sideways at 390 px. With JavaScript (mobile-js) and without (mobile-nojs), at 1280 px.
 */
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
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

const portOf = (project: string) => consolePort(7, project);
const PHOTO_COMPANY = "上海醇境酒业有限公司";
/** Money as the pages write it (the orders here are under ¥1,000). */
const formatYuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;
const SCAN_COMPANY = "北京葡萄🍇贸易有限公司";

interface Buyer {
  page: Page;
  token: string;
  phone: string;
}
interface Title {
  id: number;
  name: string;
  status: string;
  rejectReason: string | null;
}

let shop: FreshShop;
let files: RealisticFiles;
let owner: Page;
/** The buyers: one with two received orders that asked for invoices, two with special titles. */
let orderBuyer: Buyer & { orders: { id: number; orderNo: string; totalCents: number }[] };
let photoBuyer: Buyer;
let scanBuyer: Buyer;

test.describe.configure({ mode: "serial" });
test.use({
  ...DESKTOP,
  baseURL: async ({}, use, testInfo) => use(`http://localhost:${portOf(testInfo.project.name)}`),
});

/** A special title sent for review with its business licence uploaded from `file`. */
async function specialTitle(buyer: Buyer, name: string, file: string, mimeType: string) {
  const res = await buyer.page.request.post("/shopping/file/file/upload", {
    headers: { authorization: buyer.token },
    multipart: {
      purpose: "license",
      file: {
        name: file.endsWith(".pdf") ? "营业执照.pdf" : "营业执照.jpg",
        mimeType,
        buffer: await readFile(file),
      },
    },
  });
  const uploaded = JSON.parse((await res.text()).replace(/^\)\]\}',\n/, ""));
  expect(uploaded.code, uploaded.message).toBe(200);
  await service(buyer.page.request, "/invoice/invoice-title/saveTitle", {
    token: buyer.token,
    body: {
      kind: "special",
      holder: "company",
      name,
      taxNo: "91350100M000100Y43",
      address: "上海市浦东新区张江路1688号",
      phone: "021-60881688",
      bank: "招商银行上海张江支行",
      bankAccount: "6214830212345678",
      licenceFile: uploaded.data.fileName,
      submit: true,
    },
  });
}

const titlesOf = async (buyer: Buyer) =>
  (
    await service<{ list: Title[] }>(buyer.page.request, "/invoice/invoice-title/findTitles", {
      token: buyer.token,
    })
  ).list;

async function newBuyer(browser: Browser, orders: number) {
  const context = await browser.newContext({ baseURL: shop.url, locale: "zh-CN" });
  const page = await context.newPage();
  const made = await userWithOrders(page, orders);
  return { page, token: made.token, phone: made.phone, orders: made.orders };
}

/** The buyer's orders paid, shipped and received, each with a general invoice asked for. */
async function invoicedOrders(buyer: typeof orderBuyer) {
  const title = await service<{ id: number }>(
    buyer.page.request,
    "/invoice/invoice-title/saveTitle",
    {
      token: buyer.token,
      body: { kind: "general", holder: "personal", name: "张三🍷", submit: true },
    },
  );
  for (const order of buyer.orders) {
    await payInSandbox(buyer.page, buyer.token, order);
    await shop.ops("ship", order.orderNo, "--company", "SF", "--tracking", `SF${order.id}000333`);
    await service(buyer.page.request, "/order/order/confirmReceipt", {
      token: buyer.token,
      body: { id: order.id },
    });
    await service(buyer.page.request, "/invoice/invoice/applyInvoice", {
      token: buyer.token,
      body: { orderId: order.id, titleId: title.id },
    });
  }
}

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  shop = await startFreshShop(portOf(testInfo.project.name));
  files = await realisticFiles(browser);
  [orderBuyer, photoBuyer, scanBuyer] = await Promise.all([
    newBuyer(browser, 2),
    newBuyer(browser, 0),
    newBuyer(browser, 0),
  ]);
  await Promise.all([
    invoicedOrders(orderBuyer),
    specialTitle(photoBuyer, PHOTO_COMPANY, files.photo, "image/jpeg"),
    specialTitle(scanBuyer, SCAN_COMPANY, files.scan, "application/pdf"),
  ]);
  // Where returns go: set with the set-up key, before the shop has staff.
  await shop.ops(
    "shop",
    "return-address",
    "--name",
    "售后部",
    "--phone",
    "021-60881688",
    "--address",
    "上海市浦东新区张江路1688号",
  );
  owner = await staffBrowser(browser, testInfo, shop.url, "10.77.7.1");
  await signInFirstOwner(shop, owner);
});
test.afterAll(async () => {
  for (const buyer of [orderBuyer, photoBuyer, scanBuyer]) await buyer?.page.context().close();
  await owner?.context().close();
  await shop?.stop();
});

let finance: Page;

test("a finance member reviews the titles with each licence beside the form", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const js = hasJs(testInfo);
  finance = await addMember(owner, browser, testInfo, {
    phone: "13800000071",
    name: "财务-小林",
    role: "finance",
    address: "10.77.7.2",
  });
  const page = finance;
  const problems: string[] = [];
  await page
    .getByRole("navigation", { name: "后台菜单" })
    .getByRole("link", { name: "发票" })
    .click();
  await expect(page).toHaveURL(/\/admin\/invoices$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("发票抬头审核");
  await expect(page.getByTestId("titles-total")).toHaveText("2 个专用发票抬头待审核");
  const rows = page.getByTestId("title-row");
  await expect(rows).toHaveCount(2);
  const table = page.getByTestId("titles-table");
  for (const buyer of [photoBuyer, scanBuyer]) {
    await expect(table).toContainText(`${buyer.phone.slice(0, 3)}****${buyer.phone.slice(-4)}`);
    await expect(table).not.toContainText(buyer.phone);
  }
  problems.push(...(await screenProblems(page, "/admin/invoices", js)));

  // The photographed licence, shown beside the form; a rejection needs its reason.
  await rows.getByRole("link", { name: PHOTO_COMPANY }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `审核发票抬头：${PHOTO_COMPANY}`,
  );
  const picture = page.getByTestId("licence-image");
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByTestId("title-tax-no")).toHaveText("91350100M000100Y43");
  problems.push(...(await screenProblems(page, "title with a photo", js)));
  await page.getByTestId("reject-submit").click();
  await expect(page.getByTestId("reject-form").getByTestId("field-error")).toHaveText(
    "请填写驳回原因",
  );
  expect((await titlesOf(photoBuyer))[0].status).toBe("pending");
  const reason = "营业执照照片模糊，名称看不清 📷";
  await page.getByLabel("驳回原因（买家会看到）").fill(reason);
  await page.getByTestId("reject-submit").click();
  await expect(page.getByTestId("toast")).toContainText("已驳回");
  await expect(page).toHaveURL(/\/admin\/invoices$/);
  await expect(rows).toHaveCount(1);
  expect(await titlesOf(photoBuyer)).toEqual([
    expect.objectContaining({ name: PHOTO_COMPANY, status: "rejected", rejectReason: reason }),
  ]);

  // The scanned PDF opens as it was sent; the approval once, replayed or not.
  await rows.getByRole("link", { name: SCAN_COMPANY }).click();
  const pdfLink = page.getByTestId("licence-pdf");
  const pdf = await page.request.get((await pdfLink.getAttribute("href"))!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["cache-control"]).toBe("private, no-store");
  expect((await pdf.body()).equals(await readFile(files.scan))).toBe(true);
  problems.push(...(await screenProblems(page, "title with a PDF", js)));
  const reviewUrl = page.url();
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  await page.getByTestId("approve-submit").click();
  await expect(page.getByTestId("toast")).toContainText("已通过审核");
  await expect(page.getByTestId("titles-empty")).toBeVisible();
  const replay = await page.request.post(reviewUrl, {
    form: { csrf, intent: "reject", reason: "重放" },
    headers: { origin: new URL(reviewUrl).origin },
  });
  expect(await replay.text()).toContain("这个发票抬头已经审核过了");
  expect(await titlesOf(scanBuyer)).toEqual([
    expect.objectContaining({ name: SCAN_COMPANY, status: "approved", rejectReason: null }),
  ]);
  expect(problems).toEqual([]);
});

test("the finance member issues an invoice with its PDF; the buyer downloads it", async ({}, testInfo) => {
  test.setTimeout(120_000);
  const js = hasJs(testInfo);
  const page = finance;
  const problems: string[] = [];
  await page.goto("/admin/invoices");
  await page.getByRole("link", { name: "开具发票" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("开具发票");
  await expect(page.getByTestId("requests-total")).toHaveText("2 张发票待开具");
  await expect(page.getByTestId("request-row")).toHaveCount(2);
  problems.push(...(await screenProblems(page, "/admin/invoices/requests", js)));
  const [order] = orderBuyer.orders;
  await page.getByRole("link", { name: order.orderNo }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`订单 ${order.orderNo} 的发票`);
  await expect(page.getByTestId("request-name")).toHaveText("张三🍷");

  // Nothing typed or chosen: both are asked for.
  const form = page.getByTestId("issue-form");
  await page.getByTestId("issue-submit").click();
  await expect(form.getByTestId("field-error")).toHaveText([
    "发票号码为8-40位字母、数字或-",
    "请选择发票文件（PDF 或 OFD）",
  ]);
  // A photo is not an invoice's document; a 6 MB file is too large; nothing is issued.
  const number = "044001234567890123";
  await page.getByLabel("发票号码").fill(number);
  await page.getByTestId("issue-file").setInputFiles(files.photo);
  await page.getByTestId("issue-submit").click();
  // Each list of messages whole: the earlier two stay until the answer replaces them.
  await expect(form.getByTestId("field-error")).toHaveText(["发票文件只支持 PDF 或 OFD"]);
  await expect(page.getByLabel("发票号码")).toHaveValue(number);
  await page.getByTestId("issue-file").setInputFiles(files.tooLarge);
  await page.getByTestId("issue-submit").click();
  await expect(form.getByTestId("field-error")).toHaveText(["发票文件不能超过 5 MB"]);
  await expect(page.getByTestId("request-status")).toHaveText("申请中");
  problems.push(...(await screenProblems(page, "request, refused", js)));

  // The tax platform's 3 MB PDF: issued, and the buyer downloads exactly its bytes.
  await page.getByTestId("issue-file").setInputFiles(files.scan);
  await page.getByTestId("issue-submit").click();
  await expect(page.getByTestId("toast")).toContainText("发票已开具");
  await expect(page).toHaveURL(/\/admin\/invoices\/requests$/);
  await expect(page.getByTestId("request-row")).toHaveCount(1);
  const document = await orderBuyer.page.request.get(`/user/order/${order.id}/invoice/download`);
  expect(document.status()).toBe(200);
  expect(document.headers()["content-type"]).toBe("application/pdf");
  expect((await document.body()).equals(await readFile(files.scan))).toBe(true);
  expect(problems).toEqual([]);
});

test("a clerk reads a request but may not issue it; a warehouse member has no invoices desk", async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const clerk = await addMember(owner, browser, testInfo, {
    phone: "13800000072",
    name: "客服-小赵",
    role: "clerk",
    address: "10.77.7.3",
  });
  const waiting = orderBuyer.orders[1];
  await clerk.goto("/admin/invoices/requests");
  await clerk.getByRole("link", { name: waiting.orderNo }).click();
  await expect(clerk.getByTestId("request-read-only")).toBeVisible();
  await expect(clerk.getByTestId("issue-form")).toHaveCount(0);
  // A form made by hand is refused by the service, in words, and issues nothing. (A scan-sized
  // document from a role that may not issue is refused before it is read: as too large.)
  const csrf = await clerk.locator('input[name="csrf"]').first().inputValue();
  const forged = await clerk.request.post(clerk.url(), {
    multipart: {
      csrf,
      intent: "issue",
      invoiceNo: "044001234567890999",
      file: {
        name: "发票.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"),
      },
    },
    headers: { origin: new URL(clerk.url()).origin },
  });
  expect(await forged.text()).toContain("你的角色没有此权限（invoices.issue）");
  await clerk.reload();
  await expect(clerk.getByTestId("request-status")).toHaveText("申请中");
  await clerk.context().close();

  const warehouse = await addMember(owner, browser, testInfo, {
    phone: "13800000073",
    name: "仓库-老周",
    role: "warehouse",
    address: "10.77.7.4",
  });
  await expect(
    warehouse.getByRole("navigation", { name: "后台菜单" }).getByRole("link", { name: "发票" }),
  ).toHaveCount(0);
  const refused = await warehouse.goto("/admin/invoices/requests");
  expect(refused?.status()).toBe(403);
  await warehouse.context().close();
});

test("a return after the invoice: the finance member records the red-letter invoice, and the buyer downloads both", async ({}, testInfo) => {
  test.setTimeout(120_000);
  const js = hasJs(testInfo);
  const page = finance;
  const buyer = orderBuyer;
  const [order] = buyer.orders;
  const problems: string[] = [];
  // The buyer sends the bottles back, the owner takes them in at the after-sale desk, and the
  // money goes back (the sandbox settles the refund).
  await service(buyer.page.request, "/order/afterSale/applyRefund", {
    token: buyer.token,
    body: {
      orderId: order.id,
      reasonCode: "changedMind",
      amountCents: order.totalCents,
      points: 0,
    },
  });
  await owner.goto("/admin/afterSale");
  const afterSale = owner.getByTestId("aftersale-request").filter({ hasText: order.orderNo });
  await afterSale.getByTestId("aftersale-approve").click();
  await expect(afterSale.getByTestId("aftersale-status")).toHaveText("待寄回");
  await service(buyer.page.request, "/order/afterSale/returnShipment", {
    token: buyer.token,
    body: { orderId: order.id, company: "SF", trackingNo: "SF0000000009" },
  });
  await owner.reload();
  await afterSale.getByTestId("aftersale-received").click();
  await expect(owner.getByTestId("toast-layer")).toContainText("退货");

  const row = page.getByTestId("request-row").filter({ hasText: order.orderNo });
  await expect(async () => {
    await page.goto("/admin/invoices/requests");
    await expect(row).toContainText("需要冲红", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await row.getByRole("link", { name: order.orderNo }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`订单 ${order.orderNo} 的发票`);
  await expect(page.getByTestId("request-status")).toHaveText("待冲红");
  await expect(page.getByTestId("request-owed")).toHaveText(formatYuan(order.totalCents));
  const form = page.getByTestId("correct-form");
  await expect(form).toContainText(`开票后退款 ${formatYuan(order.totalCents)}`);
  await expect(form).toContainText("登记后原发票全额冲红");
  await expect(page.getByTestId("issue-form")).toHaveCount(0);
  // The blue invoice's own number is not a red-letter one; nothing is recorded.
  await form.getByLabel("红字发票号码").fill("044001234567890123");
  await page.getByTestId("correct-file").setInputFiles(files.scan);
  await page.getByTestId("correct-submit").click();
  await expect(form.getByTestId("field-error")).toHaveText(["红字发票号码不能与原发票号码相同"]);
  await expect(page.getByTestId("request-status")).toHaveText("待冲红");
  problems.push(...(await screenProblems(page, "red-letter, refused", js)));

  await form.getByLabel("红字发票号码").fill("044001234567899999");
  await page.getByTestId("correct-file").setInputFiles(files.scan);
  await page.getByTestId("correct-submit").click();
  await expect(page.getByTestId("toast")).toContainText("红字发票已登记");
  await expect(page).toHaveURL(/\/admin\/invoices\/requests$/);
  await expect(page.getByTestId("request-row").filter({ hasText: order.orderNo })).toHaveCount(0);

  // The buyer's order: the invoice reversed whole, its red-letter invoice listed and downloaded.
  await buyer.page.goto(`/user/order/${order.id}`);
  const card = buyer.page.getByTestId("order-invoice");
  await expect(card.getByTestId("invoice-status")).toHaveText("已全额冲红");
  await expect(card.getByTestId("invoice-corrections")).toContainText(
    `044001234567899999，冲减 ${formatYuan(order.totalCents)}`,
  );
  await expect(card.getByTestId("invoice-standing")).toHaveText("冲红后有效金额 ¥0.00");
  const href = await card.getByTestId("invoice-correction-download").getAttribute("href");
  const red = await buyer.page.request.get(href!);
  expect(red.status()).toBe(200);
  expect(red.headers()["content-disposition"]).toContain("invoice-044001234567899999.pdf");
  expect((await red.body()).equals(await readFile(files.scan))).toBe(true);
  const blue = await buyer.page.request.get(`/user/order/${order.id}/invoice/download`);
  expect(blue.status()).toBe(200);
  problems.push(...(await screenProblems(buyer.page, "the buyer's order, reversed", js)));
  expect(problems).toEqual([]);
});
