/** The orders: list them, ship a paid one, report its parcel's tracking events. */
import { oneOrderNo, required } from "./arguments.mjs";
import { call } from "./client.mjs";
import { usage } from "./errors.mjs";
import { beijing, table, yuan } from "./format.mjs";

export const commands = {
  orders: {
    help: [
      {
        usage:
          "orders [--status S] [--from DATE] [--to DATE] [--phone DIGITS] [--number N] [--page N]",
        about: [
          "list orders, newest first (50 a page); dates are Beijing days (YYYY-MM-DD),",
          "--phone the last 4 to 11 digits of the buyer's or recipient's mobile,",
          "--number the beginning of the order number",
        ],
      },
    ],
    options: {
      status: "string",
      from: "string",
      to: "string",
      phone: "string",
      number: "string",
      page: "string",
    },
    run: listOrders,
  },
  order: {
    help: [{ usage: "order ORDER_NO", about: "one order: lines, address, timeline, staff notes" }],
    options: {},
    run: showOrder,
  },
  "order-note": {
    help: [
      {
        usage: 'order-note ORDER_NO "TEXT"',
        about: "add a note for staff to an order (the buyer never sees it)",
      },
    ],
    options: {},
    run: addNote,
  },
  ship: {
    help: [
      {
        usage: "ship ORDER_NO --company CODE --tracking NO",
        about: "ship a paid order (pending_delivery)",
      },
    ],
    options: { company: "string", tracking: "string" },
    run: ship,
  },
  track: {
    help: [
      {
        usage: 'track ORDER_NO --event "TEXT" [--at ISO_TIME] [--return]',
        about: [
          "add a tracking event to a shipped order",
          "(--return: to the buyer's return shipment)",
        ],
      },
    ],
    options: { event: "string", at: "string", return: "boolean" },
    run: track,
  },
};

/** The values of --status and --company, after the options in the help. */
export const notes = [
  "Statuses: pending_payment pending_delivery pending_receipt pending_comment completed",
  "          cancelled closed refunding refunded returning returned",
  "Couriers: SF JD EMS ZTO YTO STO YD DBL",
];

async function listOrders({ values, positionals }) {
  if (positionals.length) throw usage(`orders takes no arguments, only its options`);
  const page = values.page === undefined ? undefined : Number(values.page);
  if (page !== undefined && !(Number.isInteger(page) && page >= 1))
    throw usage("orders: --page is a whole number from 1");
  const { data } = await call("GET", "/ops/order/list", {
    query: {
      status: values.status,
      from: values.from,
      to: values.to,
      phone: values.phone,
      orderNo: values.number,
      page,
    },
    operator: values.as,
  });
  const of = values.status ? ` with status ${values.status}` : "";
  // the other filters are in the command the operator typed
  if (data.orders.length === 0)
    return data.total === 0
      ? `no orders${of}`
      : `no orders${of} on page ${data.page} (${data.total} in all)`;
  const rows = data.orders.map((o) => [
    o.orderNo,
    o.status,
    yuan(o.totalCents),
    o.buyerPhone,
    beijing(o.createdAt),
    o.logisticsNo ? `${o.logisticsCompany} ${o.logisticsNo}` : "",
  ]);
  const first = (data.page - 1) * data.pageSize + 1;
  const more =
    data.total > first - 1 + data.orders.length ? `; --page ${data.page + 1} for more` : "";
  return `${table(["ORDER NO", "STATUS", "TOTAL", "BUYER", "CREATED (UTC+8)", "SHIPPED WITH"], rows)}\n${first}-${first - 1 + data.orders.length} of ${data.total} orders${of}${more}`;
}

async function ship({ values, positionals }) {
  const orderNo = oneOrderNo(positionals, "ship");
  const company = required(values, "company", "ship");
  const trackingNo = required(values, "tracking", "ship");
  const { message, data } = await call("POST", "/ops/order/ship", {
    body: { orderNo, company, trackingNo },
    operator: values.as,
  });
  return `${message}: ${data.orderNo} is ${data.status}, with ${data.logisticsCompany} ${data.logisticsNo} (by operator:${values.as ?? "operator"})`;
}

async function track({ values, positionals }) {
  const orderNo = oneOrderNo(positionals, "track");
  const text = required(values, "event", "track");
  const body = {
    orderNo,
    text,
    direction: values.return ? "return" : "outbound",
    ...(values.at !== undefined ? { at: values.at } : {}),
  };
  const { message, data } = await call("POST", "/ops/order/track", { body, operator: values.as });
  const last = data.events.at(-1);
  const parcel = `${data.direction === "return" ? "return parcel" : "parcel"} ${data.company} ${data.trackingNo}`;
  return `${message}: ${data.orderNo}, ${parcel}, ${data.events.length} event(s); latest ${beijing(last?.at)} ${last?.text ?? ""}`;
}

async function showOrder({ positionals }) {
  const orderNo = oneOrderNo(positionals, "order");
  const { data: o } = await call("GET", "/ops/order/detail", { query: { orderNo } });
  const a = o.address;
  const lines = o.lines.map((l) => [
    `${l.spuName}${l.vintage ? ` ${l.vintage}` : ""}`,
    String(l.quantity),
    yuan(l.unitPriceCents),
    yuan(l.lineCents),
  ]);
  const timeline = o.timeline.map((e) => [
    beijing(e.at),
    e.action,
    e.toStatus,
    e.actor,
    e.reason ?? "",
  ]);
  const notes = o.notes.map((n) => [beijing(n.at), n.author, n.text]);
  return [
    `${o.orderNo}  ${o.status}  total ${yuan(o.amounts.totalCents)}  buyer ${o.buyer.phone}`,
    `to ${a.recipient} ${a.phone}, ${a.province}${a.city}${a.district}${a.detail}`,
    o.buyerMessage ? `buyer's message: ${o.buyerMessage}` : "",
    table(["WINE", "QTY", "PRICE", "LINE"], lines),
    o.bottles.length ? `serials: ${o.bottles.map((b) => b.serial).join(" ")}` : "",
    table(["AT (UTC+8)", "MOVE", "TO", "BY", "REASON"], timeline),
    notes.length ? table(["AT (UTC+8)", "BY", "NOTE"], notes) : "no staff notes",
  ]
    .filter(Boolean)
    .join("\n");
}

async function addNote({ values, positionals }) {
  if (positionals.length !== 2) throw usage('order-note takes ORDER_NO and "TEXT"');
  const [orderNo, text] = positionals;
  const { message, data } = await call("POST", "/ops/order/note", {
    body: { orderNo, text },
    operator: values.as,
  });
  return `${message}: ${data.orderNo} has ${data.notes.length} note(s)`;
}
