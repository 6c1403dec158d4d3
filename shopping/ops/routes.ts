/**
 * The operator's endpoints, under /ops (npm run ops is their client). Every one
 * is behind the operator guard (shopping/ops/auth.ts): the key, the wrong-key
 * limit and the operator's name, which the moves record as operator:<name>.
 */
import { requestKeySchema } from "../../contract/request-key";
import { z } from "zod";
import { ORDER_STATUSES } from "../../contract/buying";
import { COURIER_CODES } from "../../contract/logistics";
import { REJECT_REASON_MAX_LENGTH } from "../../contract/aftersale";
import { openAfterSaleListSchema } from "../../contract/aftersale-answers";
import {
  opsCustomerListSchema,
  opsCustomerPhoneSchema,
  opsCustomerSchema,
} from "../../contract/customer-desk";
import {
  opsAfterSaleResultSchema,
  opsOrderDetailSchema,
  opsOrderListSchema,
  opsOrderNotesSchema,
  opsOrderSchema,
  opsPhoneSchema,
  opsTrackingSchema,
} from "../../contract/ops-answers";
import {
  approveAfterSale,
  confirmGoodsReturned,
  listOpenAfterSales,
  rejectAfterSale,
  resendAfterSaleRefund,
} from "../aftersale/operator";
import { BusinessError } from "../http/envelope";
import { defineEndpoint, WithMessage, type AnyEndpoint } from "../http/endpoint";
import { addTrackingEvent, shipOrder } from "../orders/shipping";
import type { Buying } from "../payments/context";
import { actingOf, operatorOf } from "./auth";
import { addOrderNote, opsOrderDetail, orderNotesState, orderPhone } from "./order-desk";
import { ORDER_NOTE_MAX, TRACKING_TEXT_MAX } from "../../contract/order-desk";
import { listOpsOrders, opsOrder, OPS_MAX_PAGE_SIZE, OPS_PAGE_SIZE } from "./orders";
import { customerOf, customerPhone, findCustomers } from "./customer-desk";

const KEY = "Operator key: Authorization: Ops <key> (OPS_KEY); X-Operator names who acts.";
const orderNo = z.string().trim().min(1).max(40).describe("the order number (20 digits)");
const beijingDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(value)), "not a date");

/** An ISO time; without an offset it is Beijing time, the shop's. */
export function parseEventTime(value: string): Date {
  const match =
    /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?)(Z|[+-]\d{2}:?\d{2})?$/i.exec(
      value.trim(),
    );
  const at = match ? new Date(`${match[1]}T${match[2]}${match[3] ?? "+08:00"}`) : new Date(NaN);
  if (Number.isNaN(at.getTime())) throw new BusinessError(422, "track_time");
  return at;
}

export function opsEndpoints(buying: Buying): AnyEndpoint[] {
  return [
    defineEndpoint({
      method: "get",
      path: "/ops/order/list",
      summary: `Orders, newest first, optionally of one status, with the buyer's masked phone. ${KEY}`,
      tag: "operator",
      auth: "operator",
      permission: "orders.read",
      query: z.object({
        status: z.enum(ORDER_STATUSES).optional(),
        from: beijingDate.optional().describe("placed on or after this Beijing date, YYYY-MM-DD"),
        to: beijingDate.optional().describe("placed on or before this Beijing date, YYYY-MM-DD"),
        phone: z
          .string()
          .regex(/^\d{4,11}$/)
          .optional()
          .describe("4 to 11 digits: the end of the buyer's or the recipient's mobile number"),
        orderNo: z
          .string()
          .regex(/^\d{1,20}$/)
          .optional()
          .describe("the beginning of the order number"),
        page: z.coerce.number().int().min(1).max(100_000).default(1),
        pageSize: z.coerce.number().int().min(1).max(OPS_MAX_PAGE_SIZE).default(OPS_PAGE_SIZE),
      }),
      response: opsOrderListSchema,
      handler: ({ db, query }) => listOpsOrders(db, query),
    }),
    defineEndpoint({
      method: "get",
      path: "/ops/order/detail",
      summary: `One order at the order desk: lines, amounts, address and buyer (phones masked), timeline, parcels, the bottles' serials, the payment and the staff's notes. ${KEY}`,
      tag: "operator",
      auth: "operator",
      permission: "orders.read",
      query: z.object({ orderNo }),
      response: opsOrderDetailSchema,
      handler: ({ db, query, lang }) => opsOrderDetail(db, query.orderNo, lang),
    }),
    defineEndpoint({
      method: "post",
      path: "/ops/order/note",
      summary: `Adds a note for staff to an order (never shown to the buyer); answers the order's notes. ${KEY}`,
      tag: "operator",
      auth: "operator",
      permission: "orders.note",
      audit: { state: (tx, body) => orderNotesState(tx, body.orderNo) },
      body: z.object({
        orderNo,
        text: z.string().max(ORDER_NOTE_MAX * 2),
        requestKey: requestKeySchema,
      }),
      response: opsOrderNotesSchema,
      handler: async ({ db, body, req }) => {
        const acting = actingOf(req);
        return new WithMessage(
          "order_note_added",
          await addOrderNote(
            db,
            body.orderNo,
            body.text,
            {
              staffId: acting.kind === "staff" ? acting.member.staffId : null,
              name: acting.name,
            },
            body.requestKey,
          ),
        );
      },
    }),
    defineEndpoint({
      method: "post",
      path: "/ops/order/phone",
      summary: `Shows the buyer's or the recipient's mobile number in full, to call them or for the courier; the audit log records who saw it. ${KEY}`,
      tag: "operator",
      auth: "operator",
      permission: "customers.phone",
      audit: { transaction: true },
      body: z.object({ orderNo, whose: z.enum(["buyer", "recipient"]) }),
      response: opsPhoneSchema,
      handler: async ({ db, body }) =>
        new WithMessage("order_phone_shown", await orderPhone(db, body.orderNo, body.whose)),
    }),
    defineEndpoint({
      method: "get",
      path: "/ops/customer/find",
      summary: `Buyers by their mobile number: the whole of it, or its last 4 to 11 digits (phones masked). ${KEY}`,
      tag: "operator",
      auth: "operator",
      permission: "points.read",
      query: z.object({ phone: z.string().regex(/^\d{4,11}$/) }),
      response: opsCustomerListSchema,
      handler: ({ db, query }) => findCustomers(db, query.phone),
    }),
    defineEndpoint({
      method: "get",
      path: "/ops/customer",
      summary: `One buyer: the account, the latest orders, the addresses and the points (phones masked). ${KEY}`,
      tag: "operator",
      auth: "operator",
      permission: "points.read",
      query: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
      response: opsCustomerSchema,
      handler: ({ db, query, lang }) => customerOf(db, query.id, lang),
    }),
    defineEndpoint({
      method: "post",
      path: "/ops/customer/phone",
      summary: `Shows a buyer's mobile number in full; the audit log records who saw it. ${KEY}`,
      tag: "operator",
      auth: "operator",
      permission: "customers.phone",
      audit: { transaction: true, target: (body) => `customer:${body.id}` },
      body: z.object({ id: z.number().int().positive().max(2_147_483_647) }),
      response: opsCustomerPhoneSchema,
      handler: async ({ db, body }) =>
        new WithMessage("order_phone_shown", {
          id: body.id,
          ...(await customerPhone(db, body.id)),
        }),
    }),
    defineEndpoint({
      method: "post",
      path: "/ops/order/ship",
      summary: `Ships a paid order (pending_delivery → pending_receipt) with its courier and tracking number; once. ${KEY}`,
      tag: "operator",
      auth: "operator",
      permission: "orders.ship",
      body: z.object({
        orderNo,
        company: z
          .string()
          .trim()
          .min(1)
          .max(16)
          .describe(`courier code: ${COURIER_CODES.join(", ")}`),
        trackingNo: z.string().trim().min(1).max(64).describe("6 to 32 letters or digits"),
      }),
      response: opsOrderSchema,
      handler: async ({ body, req }) => {
        const shipped = await shipOrder(
          buying,
          body.orderNo,
          { company: body.company, trackingNo: body.trackingNo },
          operatorOf(req),
        );
        return new WithMessage("order_shipped", await opsOrder(buying.db, shipped.id));
      },
    }),
    defineEndpoint({
      method: "post",
      path: "/ops/order/track",
      summary: `Adds a tracking event to a shipped order's parcel (direction return: the buyer's return shipment) through the logistics provider. ${KEY}`,
      tag: "operator",
      auth: "operator",
      permission: "orders.track",
      body: z.object({
        orderNo,
        text: z.string().max(TRACKING_TEXT_MAX * 2),
        at: z
          .string()
          .max(40)
          .optional()
          .describe("ISO time; without an offset, Beijing time; now when absent"),
        direction: z.enum(["outbound", "return"]).default("outbound"),
        requestKey: requestKeySchema,
      }),
      response: opsTrackingSchema,
      handler: async ({ body, req }) => {
        const at =
          body.at === undefined || body.at.trim() === "" ? undefined : parseEventTime(body.at);
        const { order, parcel, events } = await addTrackingEvent(
          buying,
          body.orderNo,
          { text: body.text, at, direction: body.direction, requestKey: body.requestKey },
          operatorOf(req),
        );
        return new WithMessage("tracking_added", {
          orderNo: order.orderNo,
          direction: parcel.direction,
          company: parcel.company,
          trackingNo: parcel.trackingNo,
          events: events.map((e) => ({ text: e.text, at: e.at.toISOString() })),
        });
      },
    }),
    defineEndpoint({
      method: "get",
      path: "/ops/afterSale/list",
      summary: `Open refund and return requests, oldest first, each reason in the Accept-Language-Id language. ${KEY}`,
      tag: "operator",
      auth: "operator",
      permission: "aftersale.read",
      response: openAfterSaleListSchema,
      handler: ({ db, lang }) => listOpenAfterSales(db, lang),
    }),
    defineEndpoint({
      method: "post",
      path: "/ops/afterSale/approve",
      summary: `Approves the order's open request: a refund goes to the payment gateway (or is settled when it has no money), a return waits for the goods. ${KEY}`,
      tag: "operator",
      auth: "operator",
      permission: "aftersale.decide",
      body: z.object({ orderNo }),
      response: opsAfterSaleResultSchema,
      handler: async ({ body, req }) =>
        new WithMessage(
          "ops_after_sale_approved",
          await approveAfterSale(buying, body.orderNo, operatorOf(req)),
        ),
    }),
    defineEndpoint({
      method: "post",
      path: "/ops/afterSale/reject",
      summary: `Rejects the order's open request with a reason the buyer sees; the order goes back to its status before the request. ${KEY}`,
      tag: "operator",
      auth: "operator",
      permission: "aftersale.decide",
      body: z.object({ orderNo, reason: z.string().max(REJECT_REASON_MAX_LENGTH * 2) }),
      response: opsAfterSaleResultSchema,
      handler: async ({ body, req }) =>
        new WithMessage(
          "ops_after_sale_rejected",
          await rejectAfterSale(buying, body.orderNo, body.reason, operatorOf(req)),
        ),
    }),
    defineEndpoint({
      method: "post",
      path: "/ops/afterSale/received",
      summary: `Confirms the returned goods arrived: they go back on the shelf and the money back to the buyer. ${KEY}`,
      tag: "operator",
      auth: "operator",
      permission: "aftersale.receive",
      body: z.object({ orderNo }),
      response: opsAfterSaleResultSchema,
      handler: async ({ body, req }) =>
        new WithMessage(
          "ops_goods_received",
          await confirmGoodsReturned(buying, body.orderNo, operatorOf(req)),
        ),
    }),
    defineEndpoint({
      method: "post",
      path: "/ops/afterSale/resend",
      summary: `Sends a refund to the gateway again when every earlier refund of the request failed for good (refused while one is pending or done). ${KEY}`,
      tag: "operator",
      auth: "operator",
      permission: "aftersale.refund",
      body: z.object({ orderNo }),
      response: opsAfterSaleResultSchema,
      handler: async ({ body, req }) =>
        new WithMessage(
          "ops_refund_resent",
          await resendAfterSaleRefund(buying, body.orderNo, operatorOf(req)),
        ),
    }),
  ];
}
