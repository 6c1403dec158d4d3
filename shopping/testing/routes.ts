/**
 * Test hooks for the storefront's browser tests: the newest SMS code the
 * outbox holds for a number, and a captcha's answer. They would defeat both
 * checks, so they exist only when SHOPPING_TEST_HOOKS=1, and say so loudly.
 * They answer plain JSON, not the envelope.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Request, Response, Router } from "express";
import { z } from "zod";
import { PHONE_PATTERN, SMS_PURPOSES } from "../../contract/accounts";
import type { Db } from "../db/client";
import { SMS_RESEND_SECONDS } from "../accounts/sms-codes";
import {
  captchas,
  orders,
  payments,
  products,
  resaleSales,
  smsCodes,
  smsOutbox,
  users,
} from "../db/schema";
import { sweepExpiredOrders } from "../orders/ending";
import { selectSmsProvider } from "../providers/sms/provider";
import { sweepRestockNotices } from "../restock/notices";
import type { Buying } from "../payments/context";
import { lockPoints, postPoints } from "../points/ledger";
import { BusinessError } from "../http/envelope";
import type { RawRoute } from "../http/openapi";
import { approveAfterSale, confirmGoodsReturned, rejectAfterSale } from "../aftersale/operator";
import { shipOrder } from "../orders/shipping";
import { readdir } from "node:fs/promises";
import { readShoppingConfig } from "../config";
import { PARTIAL_UPLOAD_PREFIX } from "../files/partial-uploads";
import { openDescriptors } from "./descriptors";
import { usage } from "./usage";
import { bulkOrders } from "./bulk-orders";
import { growCatalogue } from "./catalogue-copies";

export function testHooksEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.SHOPPING_TEST_HOOKS === "1";
}

const smsQuery = z.object({
  phone: z.string().regex(PHONE_PATTERN),
  purpose: z.enum([...SMS_PURPOSES, "restockNotice"]),
});
const captchaQuery = z.object({ captchaId: z.string().min(1).max(64) });
const phoneQuery = z.object({ phone: z.string().regex(PHONE_PATTERN) });
const orderQuery = z.object({ orderNo: z.string().regex(/^\d{20}$/) });
const pointsQuery = z.object({
  phone: z.string().regex(PHONE_PATTERN),
  points: z.coerce.number().int().min(1).max(10_000_000),
});
const afterSaleQuery = z.object({
  orderNo: z.string().regex(/^\d{20}$/),
  move: z.enum(["ship", "approve", "reject", "received"]),
  reason: z.string().max(200).optional(),
});
const stockQuery = z.object({
  goodsId: z.coerce.number().int().positive(),
  stock: z.coerce.number().int().min(0).max(1_000_000),
});

const bulkQuery = z.object({
  count: z.coerce.number().int().min(1).max(50_000),
  buyers: z.coerce.number().int().min(1).max(10_000).default(1_000),
});

const growQuery = z.object({ wines: z.coerce.number().int().min(1).max(20_000) });

export const testRawRoutes: RawRoute[] = [
  {
    method: "get",
    path: "/test/test/usage",
    summary:
      "TEST HOOK: how many calls this service has answered and statements it has run since it started (the bench's round trips per page)",
    tag: "test hooks",
    produces: "application/json",
    answer: "{ calls, queries }, as JSON",
  },
  {
    method: "post",
    path: "/test/test/operate",
    summary:
      "TEST HOOK: an operator's move on an order (ship, or approve / reject / received of its after-sale request), as the ops endpoints make it",
    tag: "test hooks",
    query: afterSaleQuery,
    produces: "application/json",
    answer:
      "{ ok, status } with the order's status after the move, or { error } with the service's message key (409)",
  },
  {
    method: "get",
    path: "/test/test/latestSms",
    summary: "TEST HOOK: the newest outbox text for a phone and purpose",
    tag: "test hooks",
    query: smsQuery,
    produces: "application/json",
    answer: "{ code, text } of the newest text (code empty for a notice), as JSON",
  },
  {
    method: "post",
    path: "/test/test/restockSweep",
    summary: "TEST HOOK: run the sweep of restock notices now",
    tag: "test hooks",
    produces: "application/json",
    answer: "{ sent } with the number of notices the sweep sent, as JSON",
  },
  {
    method: "get",
    path: "/test/test/captchaAnswer",
    summary: "TEST HOOK: a captcha's answer",
    tag: "test hooks",
    query: captchaQuery,
    produces: "application/json",
    answer: "{ answer } of the captcha, as JSON",
  },
  {
    method: "post",
    path: "/test/test/expireOrder",
    summary: "TEST HOOK: move an unpaid order's deadline into the past and run the expiry job",
    tag: "test hooks",
    query: orderQuery,
    produces: "application/json",
    answer: "{ ok, closed } with the number of orders the expiry job closed, as JSON",
  },
  {
    method: "post",
    path: "/test/test/ageWalletPage",
    summary:
      "TEST HOOK: make the order's WeChat Pay page (h5_url) of its pending payment older than its 5 minutes",
    tag: "test hooks",
    query: orderQuery,
    produces: "application/json",
    answer: "{ ok, issuedAt } with the page's new issue time, as JSON",
  },
  {
    method: "post",
    path: "/test/test/payoutDue",
    summary:
      "TEST HOOK: bring the due date of an order's resale payouts (due after the buyer's receipt) to now",
    tag: "test hooks",
    query: orderQuery,
    produces: "application/json",
    answer: "{ ok, payouts } with how many payouts became due now, as JSON",
  },
  {
    method: "post",
    path: "/test/test/grantPoints",
    summary: "TEST HOOK: give a user points (ledger reason grant)",
    tag: "test hooks",
    query: pointsQuery,
    produces: "application/json",
    answer: "{ balance } after the grant, as JSON",
  },
  {
    method: "post",
    path: "/test/test/bulkOrders",
    summary: "TEST HOOK: buyers and their orders in bulk (the back office's bench at scale)",
    tag: "test hooks",
    query: bulkQuery,
    produces: "application/json",
    answer: "{ orders } made, as JSON",
  },
  {
    method: "post",
    path: "/test/test/growCatalogue",
    summary:
      "TEST HOOK: copies of the seeded wines until the shop has this many (the bench at scale)",
    tag: "test hooks",
    query: growQuery,
    produces: "application/json",
    answer: "{ wines } as JSON",
  },
  {
    method: "post",
    path: "/test/test/setStock",
    summary: "TEST HOOK: set a wine's stock",
    tag: "test hooks",
    query: stockQuery,
    produces: "application/json",
    answer: "{ ok } as JSON",
  },
  {
    method: "get",
    path: "/test/test/descriptors",
    summary:
      "TEST HOOK: the descriptors this process holds open, those into the upload folder, and the partial uploads there",
    tag: "test hooks",
    produces: "application/json",
    answer: "{ open, intoUploads, partialUploads }, as JSON",
  },
  {
    method: "post",
    path: "/test/test/passResendWait",
    summary:
      "TEST HOOK: let a phone's minute between two codes pass, as the clock would (its codes move a minute into the past)",
    tag: "test hooks",
    query: phoneQuery,
    produces: "application/json",
    answer: "{ ok } as JSON",
  },
  {
    method: "post",
    path: "/test/test/forgetPassword",
    summary: "TEST HOOK: make an account one that only ever used SMS codes (no password)",
    tag: "test hooks",
    query: phoneQuery,
    produces: "application/json",
    answer: "{ ok } as JSON",
  },
];

export function mountTestHooks(router: Router, db: Db, buying: Buying): void {
  console.warn(
    "[shopping] WARNING: test hooks are mounted (SHOPPING_TEST_HOOKS=1): SMS codes and captcha answers can be read over HTTP. Never enable this on a real shop.",
  );
  router.get("/test/test/usage", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(usage);
  });
  router.get("/test/test/latestSms", (req, res, next) => {
    answer(req, res, smsQuery, async ({ phone, purpose }) => {
      const [row] = await db
        .select({ code: smsOutbox.code, text: smsOutbox.body })
        .from(smsOutbox)
        .where(and(eq(smsOutbox.phone, phone), eq(smsOutbox.purpose, purpose)))
        .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
        .limit(1);
      return row ?? null;
    }).catch(next);
  });
  router.post("/test/test/restockSweep", (_req, res, next) => {
    sweepRestockNotices(db, selectSmsProvider(db))
      .then((sent) => res.setHeader("Cache-Control", "no-store").json({ sent }))
      .catch(next);
  });
  router.get("/test/test/descriptors", (_req, res, next) => {
    const dir = readShoppingConfig().uploadDir;
    readdir(dir)
      .catch(() => [] as string[])
      .then((names) => {
        const open = openDescriptors();
        res.setHeader("Cache-Control", "no-store").json({
          open: open.length,
          intoUploads: open.filter((target) => target.startsWith(dir)).length,
          partialUploads: names.filter((name) => name.startsWith(PARTIAL_UPLOAD_PREFIX)).length,
        });
      })
      .catch(next);
  });
  router.post("/test/test/passResendWait", (req, res, next) => {
    answer(req, res, phoneQuery, async ({ phone }) => {
      const minute = sql`interval '${sql.raw(String(SMS_RESEND_SECONDS + 1))} seconds'`;
      await db
        .update(smsCodes)
        .set({
          createdAt: sql`${smsCodes.createdAt} - ${minute}`,
          expiresAt: sql`${smsCodes.expiresAt} - ${minute}`,
        })
        .where(eq(smsCodes.phone, phone));
      return { ok: true };
    }).catch(next);
  });
  // Registration always sets a password; accounts made elsewhere (the mini-program) may have none.
  router.post("/test/test/forgetPassword", (req, res, next) => {
    answer(req, res, phoneQuery, async ({ phone }) => {
      const rows = await db
        .update(users)
        .set({ passwordHash: null })
        .where(eq(users.phone, phone))
        .returning({ id: users.id });
      return rows.length ? { ok: true } : null;
    }).catch(next);
  });
  router.post("/test/test/expireOrder", (req, res, next) => {
    answer(req, res, orderQuery, async ({ orderNo }) => {
      const rows = await db
        .update(orders)
        .set({ payBefore: new Date(Date.now() - 1000) })
        .where(eq(orders.orderNo, orderNo))
        .returning({ id: orders.id });
      if (!rows.length) return null;
      return { ok: true, closed: await sweepExpiredOrders(buying) };
    }).catch(next);
  });
  router.post("/test/test/ageWalletPage", (req, res, next) => {
    answer(req, res, orderQuery, async ({ orderNo }) => {
      const [row] = await db
        .select({ id: payments.id, launch: payments.launch })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(orders.orderNo, orderNo), eq(payments.status, "pending")))
        .orderBy(desc(payments.id))
        .limit(1);
      const launch = row?.launch as { kind?: string } | null | undefined;
      if (!row || launch?.kind !== "redirect") return null;
      const issuedAt = new Date(Date.now() - 5.5 * 60_000).toISOString();
      await db
        .update(payments)
        .set({ launch: { ...launch, issuedAt } })
        .where(eq(payments.id, row.id));
      return { ok: true, issuedAt };
    }).catch(next);
  });
  router.post("/test/test/payoutDue", (req, res, next) => {
    answer(req, res, orderQuery, async ({ orderNo }) => {
      const [order] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.orderNo, orderNo));
      if (!order) return null;
      const moved = await db
        .update(resaleSales)
        .set({ dueAt: new Date(Date.now() - 1000) })
        .where(and(eq(resaleSales.orderId, order.id), eq(resaleSales.payoutStatus, "due")))
        .returning({ id: resaleSales.id });
      return { ok: true, payouts: moved.length };
    }).catch(next);
  });
  router.post("/test/test/grantPoints", (req, res, next) => {
    answer(req, res, pointsQuery, async ({ phone, points }) => {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      if (!user) return null;
      const balance = await db.transaction(async (tx) => {
        await lockPoints(tx, user.id);
        return postPoints(tx, user.id, points, { reason: "operator_grant", operator: "test" });
      });
      return { balance };
    }).catch(next);
  });
  // The browser tests' operator (the ops endpoints need OPS_KEY, which the e2e shop does not set).
  router.post("/test/test/operate", (req, res, next) => {
    const parsed = afterSaleQuery.safeParse(req.query);
    if (!parsed.success) {
      res.status(400).json({ error: "invalid query" });
      return;
    }
    const { orderNo, move, reason } = parsed.data;
    const run = async (): Promise<string> => {
      if (move === "ship")
        return (
          await shipOrder(
            buying,
            orderNo,
            { company: "SF", trackingNo: `SF${orderNo.slice(-12)}` },
            "e2e",
          )
        ).status;
      if (move === "approve") return (await approveAfterSale(buying, orderNo, "e2e")).orderStatus;
      if (move === "reject")
        return (await rejectAfterSale(buying, orderNo, reason ?? "e2e", "e2e")).orderStatus;
      return (await confirmGoodsReturned(buying, orderNo, "e2e")).orderStatus;
    };
    run()
      .then((status) => res.setHeader("Cache-Control", "no-store").json({ ok: true, status }))
      .catch((error: unknown) => {
        if (error instanceof BusinessError) res.status(409).json({ error: error.messageKey });
        else next(error);
      });
  });
  router.post("/test/test/bulkOrders", (req, res, next) => {
    answer(req, res, bulkQuery, ({ count, buyers }) => bulkOrders(db, count, buyers)).catch(next);
  });
  router.post("/test/test/growCatalogue", (req, res, next) => {
    answer(req, res, growQuery, async ({ wines }) => {
      await growCatalogue(db, wines);
      return { wines };
    }).catch(next);
  });
  router.post("/test/test/setStock", (req, res, next) => {
    answer(req, res, stockQuery, async ({ goodsId, stock }) => {
      const rows = await db
        .update(products)
        .set({ stock })
        .where(eq(products.id, goodsId))
        .returning({ id: products.id });
      return rows.length ? { ok: true } : null;
    }).catch(next);
  });
  router.get("/test/test/captchaAnswer", (req, res, next) => {
    answer(req, res, captchaQuery, async ({ captchaId }) => {
      const [row] = await db
        .select({ answer: captchas.answer })
        .from(captchas)
        .where(eq(captchas.id, captchaId))
        .limit(1);
      return row ? { answer: row.answer } : null;
    }).catch(next);
  });
}

async function answer<S extends z.ZodTypeAny>(
  req: Request,
  res: Response,
  schema: S,
  find: (query: z.infer<S>) => Promise<object | null>,
): Promise<void> {
  const parsed = schema.safeParse(req.query);
  const found = parsed.success ? await find(parsed.data) : null;
  res.setHeader("Cache-Control", "no-store");
  if (found) res.json(found);
  else
    res
      .status(parsed.success ? 404 : 400)
      .json({ error: parsed.success ? "not found" : "invalid query" });
}
