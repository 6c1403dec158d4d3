/**
 * The invoices desk's calls as the console makes them, with a member's session: a scan-sized
 * document (3 MB, four megabytes in base64) is issued by a member who may issue invoices, while
 * the same body from a member who may not, or from a stranger, is refused before it is read whole
 * and changes nothing; the dashboard counts as "to issue" only what the desk can issue; the lists
 * come a page at a time, and one request or title is found by its key wherever it is.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvoiceTitle } from "../../contract/invoices";
import { invoiceRequests } from "../../shopping/db/schema";
import { api } from "../helpers/accounts";
import { buyer, idempotencyKey, PATHS, preview, TEST_ENV, wine } from "../helpers/buying";
import { OPS_KEY } from "../helpers/ops";
import { receivedOrder } from "../helpers/received";
import { backends, call, startService, type RunningService } from "../helpers/service";
import { firstOwner, member, staffCall } from "../helpers/staff";
import { PDF, uploadFile } from "../helpers/uploads";

/** A PDF as a scanner makes one: a header, one large stream of image bytes, the trailer. */
function scannedPdf(bytes: number): Buffer {
  const image = randomBytes(bytes);
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n1 0 obj << /Length ${bytes} >>\nstream\n`),
    image,
    Buffer.from("\nendstream\nendobj\ntrailer << >>\n%%EOF\n"),
  ]);
}

describe.each(backends())("the invoices desk's calls on %s", (backend) => {
  let svc: RunningService;
  let owner: Awaited<ReturnType<typeof firstOwner>>;

  beforeAll(async () => {
    svc = await startService(backend, { env: { ...TEST_ENV, OPS_KEY } as NodeJS.ProcessEnv });
    owner = await firstOwner(svc);
  });
  afterAll(async () => {
    await svc?.stop();
  });

  async function requestedInvoice() {
    const b = await buyer(svc);
    const title = (
      await api<InvoiceTitle>(svc, "/invoice/invoice-title/saveTitle", {
        token: b.token,
        body: { kind: "general", holder: "personal", name: "张三🍷", submit: true },
      })
    ).data;
    const { order } = await receivedOrder(svc, b);
    const asked = await api(svc, "/invoice/invoice/applyInvoice", {
      token: b.token,
      body: { orderId: order.id, titleId: title.id },
    });
    expect(asked.code, asked.message).toBe(0);
    return order;
  }
  const rowOf = async (orderId: number) =>
    (
      await svc.database.db
        .select()
        .from(invoiceRequests)
        .where(eq(invoiceRequests.orderId, orderId))
    )[0];

  it("a finance member issues a 3 MB scan with the console's session", async () => {
    const finance = await member(svc, owner.session, "finance", "财务-李");
    const order = await requestedInvoice();
    const scan = scannedPdf(3 * 1024 * 1024);
    const issued = await staffCall(svc, finance.session, "/ops/invoices/issue", {
      orderNo: order.orderNo,
      invoiceNo: "04400123456789012345",
      document: scan.toString("base64"),
    });
    expect(issued.code, issued.message).toBe(0);
    expect(issued.data).toMatchObject({ status: "issued", documentMime: "application/pdf" });
    const row = await rowOf(order.id);
    expect(row.status).toBe("issued");
    expect(row.issuedBy).toBe("operator:财务-李");
  });

  it("the same body from a clerk or a stranger is refused and issues nothing", async () => {
    const clerk = await member(svc, owner.session, "clerk", "客服-赵");
    const order = await requestedInvoice();
    const body = {
      orderNo: order.orderNo,
      invoiceNo: "04400123456789012346",
      document: scannedPdf(3 * 1024 * 1024).toString("base64"),
    };
    const byClerk = await staffCall(svc, clerk.session, "/ops/invoices/issue", body);
    expect(byClerk.code).toBe(413);
    const byStranger = await call(svc.base, "/ops/invoices/issue", {
      method: "POST",
      token: "Staff sess_not-a-session",
      lang: "en",
      body,
    });
    expect(byStranger.code).toBe(413);
    // A small body from the clerk reaches the guard, which refuses the permission.
    const small = await staffCall(svc, clerk.session, "/ops/invoices/issue", {
      ...body,
      document: scannedPdf(1024).toString("base64"),
    });
    expect(small.code).toBe(403);
    expect((await rowOf(order.id)).status).toBe("requested");
  });

  it("counts as to issue only the requests of received orders, as the desk lists them", async () => {
    const dashboard = async () =>
      (await staffCall(svc, owner.session, "/ops/reports/dashboard?range=today")).data.queues
        .invoicesToIssue as number;
    const listed = async () =>
      (await staffCall(svc, owner.session, "/ops/invoices/requests")).data.list.filter(
        (r: { status: string }) => r.status === "requested",
      ).length as number;
    await requestedInvoice();
    const before = { dashboard: await dashboard(), listed: await listed() };
    expect(before.dashboard).toBe(before.listed);
    // Asked for at checkout: waiting for the order's receipt, not for staff.
    const b = await buyer(svc);
    const title = (
      await api<InvoiceTitle>(svc, "/invoice/invoice-title/saveTitle", {
        token: b.token,
        body: { kind: "general", holder: "personal", name: "李白", submit: true },
      })
    ).data;
    const source = {
      source: "buyNow" as const,
      goodsId: await wine(svc.database.db, { priceCents: 10_000, stock: 5 }),
      quantity: 1,
    };
    const seen = await preview(svc, b.token, source);
    const placed = await api(svc, PATHS.create, {
      token: b.token,
      body: {
        ...source,
        addressId: b.addressId,
        idempotencyKey: idempotencyKey(),
        expectedTotalCents: seen.data.amounts.totalCents,
        invoice: { titleId: title.id },
      },
    });
    expect(placed.code, placed.message).toBe(200);
    expect(await listed()).toBe(before.listed);
    expect(await dashboard()).toBe(before.dashboard);
  });

  it("lists a page at a time, with the count of all, and finds an old request by its order", async () => {
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push(await requestedInvoice());
    const page = async (query: string) =>
      (await staffCall(svc, owner.session, `/ops/invoices/requests?${query}`)).data as {
        list: { orderNo: string }[];
        total: number;
        toIssue: number;
        page: number;
        pageSize: number;
      };
    const first = await page("page=1&pageSize=2");
    const second = await page("page=2&pageSize=2");
    expect(first.list).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.toIssue).toBeGreaterThanOrEqual(3);
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: first.total });
    const firstNos = first.list.map((r) => r.orderNo);
    // Newest first, and page 2 goes on where page 1 stopped.
    expect(firstNos).toEqual([orders[2].orderNo, orders[1].orderNo]);
    expect(second.list[0].orderNo).toBe(orders[0].orderNo);
    // The oldest of the desk's requests is on its last page, and found by its number at once.
    const all = await page(`page=1&pageSize=${first.total}`);
    const oldest = all.list.at(-1)!.orderNo;
    const found = await page(`orderNo=${oldest}`);
    expect(found.list.map((r) => r.orderNo)).toEqual([oldest]);
    expect(found.total).toBe(1);
    const none = await page("orderNo=99999999999999999999");
    expect(none).toMatchObject({ list: [], total: 0, toIssue: 0 });
    // A page size past the desk's limit is refused, not cut short.
    const tooLarge = await staffCall(svc, owner.session, "/ops/invoices/requests?pageSize=751");
    expect(tooLarge.code).toBe(422);
  });

  it("lists the titles waiting a page at a time, oldest first, and one by its id", async () => {
    const submitted = [];
    for (const name of ["甲公司🍷", "乙公司", "丙公司"]) {
      const b = await buyer(svc);
      submitted.push(
        (
          await api<InvoiceTitle>(svc, "/invoice/invoice-title/saveTitle", {
            token: b.token,
            body: {
              kind: "special",
              holder: "company",
              name,
              taxNo: "91350100M000100Y43",
              address: "福州市鼓楼区五四路 1 号",
              phone: "0591-87654321",
              bank: "中国银行福州分行",
              bankAccount: "6217000000000000001",
              licenceFile: (await uploadFile(svc, PDF, { token: b.token, purpose: "license" })).data
                .fileName,
              submit: true,
            },
          })
        ).data,
      );
    }
    const page = async (query: string) =>
      (await staffCall(svc, owner.session, `/ops/invoices/titles?${query}`)).data as {
        list: { id: number }[];
        total: number;
      };
    const all = await page("pageSize=750");
    expect(all.total).toBe(all.list.length);
    const ids = all.list.map((t) => t.id);
    const ours = submitted.map((t) => t.id);
    expect(ids.slice(-3)).toEqual(ours);
    const last = await page(`page=${all.total}&pageSize=1`);
    expect(last.list.map((t) => t.id)).toEqual([ours[2]]);
    expect((await page(`id=${ours[0]}`)).list.map((t) => t.id)).toEqual([ours[0]]);
  });
});
