#!/usr/bin/env node
/**
 * The operator's tool: `npm run ops -- <command>`, a client of the running
 * shop's operator endpoints (/shopping/ops/...) over HTTP. The embedded
 * database belongs to the shop's process, so this never opens it.
 *
 *   SHOP_URL   the shop (default http://localhost:3000)
 *   OPS_KEY    the operator key; when unset, the one the shop generated into
 *              its data folder (DATA_DIR, default .data: DATA_DIR/ops-key)
 *   OPS_LANG   the language of the shop's messages: en (default) or ch
 *
 * Exit codes: 0 done; 1 the shop refused (its message is printed); 2 the shop
 * is not reachable; 64 a usage error; 78 no operator key found here.
 * Plain Node (fetch, node:util parseArgs): no devDependency.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { oneOrderNo, required, wholeNumber } from "./ops/arguments.mjs";
import { call, send, shopUrl } from "./ops/client.mjs";
import { Exit, usage } from "./ops/errors.mjs";
import { beijing, table, yuan } from "./ops/format.mjs";

const USAGE = `npm run ops -- <command> [options]

Commands:
  orders [--status S] [--page N]              list orders, newest first (50 a page)
  ship ORDER_NO --company CODE --tracking NO  ship a paid order (pending_delivery)
  track ORDER_NO --event "TEXT" [--at ISO_TIME] [--return]
                                              add a tracking event to a shipped order
                                              (--return: to the buyer's return shipment)
  refunds                                     list open refund and return requests, with links
                                              to the buyer's pictures
  approve ORDER_NO                            approve the order's refund or return request
  reject ORDER_NO --reason "..."              reject it, with the reason the buyer sees
  received ORDER_NO                           confirm the returned goods arrived
  resend ORDER_NO                             send a refund the gateway refused for good again
  shop                                        show what buyers see of the shop's configuration
  shop return-address --name N --phone P --address "..."
                                              where returned goods go (shown on an approved return)
  shop service --hotline P --hours 09:00-21:00 --wechat ID
                                              how buyers reach customer service (shown within a minute)
  points PHONE [--limit N]                    a buyer's points balance and latest log rows
  grant PHONE N --note "..."                  add N points to a buyer, with the note they see
  deduct PHONE N --note "..."                 take N points from a buyer (never below zero)
  points-rule [--earn-per-yuan N] [--points-per-yuan N] [--max-offset-percent N]
              [--welcome N] [--gift-sms-threshold N] [--gift-daily-cap N]
              [--name-ch T] [--name-tc T] [--name-en T]
                                              show the points rules; with options, change them
                                              from now on (earlier earnings keep their rule)
  points-price GOODS_ID N|rate|off            sell a wine for points: N points a bottle, its price
                                              at the rule's fixed rate, or not for points
  titles                                      special invoice titles waiting for review, with
                                              the command that saves each business licence
  title-licence ID --out PATH                 save a title's business licence (JPEG, PNG or PDF)
                                              to a new file
  approve-title ID                            approve a special invoice title
  reject-title ID --reason "..."              reject it, with the reason the buyer sees
  invoices                                    invoice requests to issue, and those a refund
                                              reduced, cancelled or left to correct
  issue-invoice ORDER_NO --number N --file PATH
                                              issue an order's invoice: its number and the PDF or
                                              OFD from the tax platform (at most 5 MB)
  help                                        this text

Options:
  --as NAME    who you are, recorded in the order's timeline as operator:NAME (default operator)

Statuses: pending_payment pending_delivery pending_receipt pending_comment completed
          cancelled closed refunding refunded returning returned
Couriers: SF JD EMS ZTO YTO STO YD DBL

Environment: SHOP_URL (default http://localhost:3000), OPS_KEY (default: the key the
shop generated into DATA_DIR/ops-key; DATA_DIR default .data), OPS_LANG (en or ch).`;

const LICENCE_EXT = { "image/jpeg": "jpg", "image/png": "png", "application/pdf": "pdf" };

/** The points-rule options and the rule's fields they set. */
const RULE_OPTIONS = {
  "earn-per-yuan": "earnPerYuan",
  "points-per-yuan": "pointsPerYuan",
  "max-offset-percent": "maxOffsetPercent",
  welcome: "welcomeGrant",
  "gift-sms-threshold": "giftSmsThreshold",
  "gift-daily-cap": "giftDailyCap",
};
const RULE_NAMES = { "name-ch": "nameCh", "name-tc": "nameTc", "name-en": "nameEn" };

function pointsTable(log) {
  const rows = log.list.map((r) => [
    beijing(r.createdAt),
    r.change > 0 ? `+${r.change}` : String(r.change),
    String(r.before),
    String(r.after),
    r.reason,
    [r.orderNo, r.counterpartPhone, r.note].filter(Boolean).join(" "),
  ]);
  return rows.length
    ? table(["TIME (UTC+8)", "CHANGE", "BEFORE", "AFTER", "REASON", "ORDER / OTHER / NOTE"], rows)
    : "no points changes yet";
}

function describeRule(rule) {
  return [
    `rule ${rule.id}, since ${beijing(rule.createdAt)} (UTC+8) by ${rule.createdBy}${rule.active ? " (in force)" : ""}`,
    `  name:                ${rule.nameCh} / ${rule.nameTc} / ${rule.nameEn}`,
    `  earn per yuan paid:  ${rule.earnPerYuan}   (--earn-per-yuan)`,
    `  points per yuan:     ${rule.pointsPerYuan} (--points-per-yuan), up to ${rule.maxOffsetPercent}% of the goods (--max-offset-percent)`,
    `  welcome grant:       ${rule.welcomeGrant}   (--welcome)`,
    `  gift SMS above:      ${rule.giftSmsThreshold}   (--gift-sms-threshold)`,
    `  gift cap per day:    ${rule.giftDailyCap}   (--gift-daily-cap)`,
  ].join("\n");
}

/** What each part of `shop` sets ("": only shows). */
const SHOP_PARTS = {
  "": [],
  "return-address": ["name", "phone", "address"],
  service: ["hotline", "hours", "wechat"],
};

const commands = {
  async points({ values, positionals }) {
    if (positionals.length !== 1) throw usage("points: give one phone number");
    const limit =
      values.limit === undefined ? 20 : wholeNumber(values.limit, "--limit", "points", 1);
    const { data } = await call("GET", "/ops/points/user", {
      query: { phone: positionals[0], limit },
      operator: values.as,
    });
    return `${data.phone}: ${data.log.balance} ${data.log.rule.name}\n${pointsTable(data.log)}`;
  },

  async "points-price"({ values, positionals }) {
    if (positionals.length !== 2)
      throw usage(
        "points-price: give a wine's id and N, rate or off (points-price GOODS_ID N|rate|off)",
      );
    const goodsId = wholeNumber(positionals[0], "GOODS_ID", "points-price", 1);
    const price =
      positionals[1] === "rate" || positionals[1] === "off"
        ? positionals[1]
        : wholeNumber(positionals[1], "N", "points-price", 1);
    const { message, data } = await call("POST", "/ops/points/price", {
      body: { goodsId, price },
      operator: values.as,
    });
    const how =
      data.pointsPrice === null
        ? "not for points"
        : `${data.pointsPrice} points a bottle${data.pointsByRate ? ` (${yuan(data.priceCents)} at the fixed rate)` : ""}`;
    return `${message}: ${data.goodsId} ${data.name}, ${how}`;
  },

  async titles() {
    const { data } = await call("GET", "/ops/invoices/titles");
    if (data.list.length === 0) return "no invoice titles waiting for review";
    const rows = data.list.map((t) => [
      String(t.id),
      t.userPhone,
      t.name,
      t.taxNo ?? "",
      t.submittedAt ? beijing(t.submittedAt) : "",
    ]);
    const details = data.list.map((t) =>
      [
        `${t.id}: ${t.address ?? ""}  ${t.phone ?? ""}  ${t.bank ?? ""} ${t.bankAccount ?? ""}`,
        t.licenceFile
          ? `    licence: npm run ops -- title-licence ${t.id} --out licence-${t.id}.${LICENCE_EXT[t.licenceMime] ?? "bin"}`
          : "    no licence",
      ].join("\n"),
    );
    return [
      table(["ID", "PHONE", "NAME", "TAXPAYER ID", "SUBMITTED (UTC+8)"], rows),
      "",
      ...details,
    ].join("\n");
  },

  async invoices() {
    const { data } = await call("GET", "/ops/invoices/requests");
    if (data.list.length === 0) return "no invoice requests to issue or correct";
    const rows = data.list.map((r) => [
      r.orderNo,
      r.status,
      yuan(r.amountCents),
      r.kind,
      r.name,
      r.taxNo ?? "",
      r.invoiceNo ?? "",
      r.notice ?? "",
    ]);
    return table(
      ["ORDER", "STATUS", "AMOUNT", "TYPE", "TITLE", "TAXPAYER ID", "INVOICE NO", "NOTICE"],
      rows,
    );
  },

  async "issue-invoice"({ values, positionals }) {
    const orderNo = oneOrderNo(positionals, "issue-invoice");
    const invoiceNo = required(values, "number", "issue-invoice");
    const file = required(values, "file", "issue-invoice");
    let document;
    try {
      document = readFileSync(file);
    } catch (error) {
      throw usage(`issue-invoice: cannot read --file ${file} (${error.code ?? error.message})`);
    }
    if (document.length > 5 * 1024 * 1024) throw usage("issue-invoice: the file is over 5 MB");
    const { message, data } = await call("POST", "/ops/invoices/issue", {
      body: { orderNo, invoiceNo, document: document.toString("base64") },
      operator: values.as,
    });
    return `${message}: ${data.orderNo} invoice ${data.invoiceNo} (${yuan(data.amountCents)}, ${data.name})`;
  },

  async "title-licence"({ values, positionals }) {
    if (positionals.length !== 1 || !/^[1-9][0-9]{0,9}$/.test(positionals[0]))
      throw usage("title-licence: give one title id (npm run ops -- title-licence ID --out PATH)");
    const out = required(values, "out", "title-licence");
    const res = await send("GET", "/ops/invoices/title-licence", { query: { id: positionals[0] } });
    if (res.status === 404) throw new Exit(1, `refused: title ${positionals[0]} has no licence`);
    const type = res.headers.get("content-type") ?? "";
    if (res.status !== 200 || !Object.hasOwn(LICENCE_EXT, type))
      throw new Exit(1, `refused: HTTP ${res.status}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    try {
      writeFileSync(out, bytes, { flag: "wx" });
    } catch (error) {
      throw usage(`title-licence: cannot write --out ${out} (${error.code ?? error.message})`);
    }
    return `title ${positionals[0]}: licence (${type}, ${bytes.length} bytes) written to ${out}`;
  },

  "approve-title": (args) => reviewTitle("approve", args),
  "reject-title": (args) => reviewTitle("reject", args),

  grant: (args) => adjust("grant", args),
  deduct: (args) => adjust("deduct", args),

  async "points-rule"({ values, positionals }) {
    if (positionals.length) throw usage("points-rule takes only options");
    const change = {};
    for (const [option, field] of Object.entries(RULE_OPTIONS))
      if (values[option] !== undefined)
        change[field] = wholeNumber(values[option], `--${option}`, "points-rule");
    for (const [option, field] of Object.entries(RULE_NAMES))
      if (values[option] !== undefined) change[field] = values[option];
    const answer =
      Object.keys(change).length === 0
        ? await call("GET", "/ops/points/rule", { operator: values.as })
        : await call("POST", "/ops/points/rule", { body: change, operator: values.as });
    const [current, previous] = answer.data.rules;
    return [
      Object.keys(change).length ? answer.message : null,
      describeRule(current),
      previous ? `replaced rule ${previous.id} (since ${beijing(previous.createdAt)})` : null,
    ]
      .filter(Boolean)
      .join("\n");
  },

  async orders({ values, positionals }) {
    if (positionals.length) throw usage(`orders takes no arguments, only --status S and --page N`);
    const page = values.page === undefined ? undefined : Number(values.page);
    if (page !== undefined && !(Number.isInteger(page) && page >= 1))
      throw usage("orders: --page is a whole number from 1");
    const { data } = await call("GET", "/ops/order/list", {
      query: { status: values.status, page },
      operator: values.as,
    });
    const of = values.status ? ` with status ${values.status}` : "";
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
  },

  async ship({ values, positionals }) {
    const orderNo = oneOrderNo(positionals, "ship");
    const company = required(values, "company", "ship");
    const trackingNo = required(values, "tracking", "ship");
    const { message, data } = await call("POST", "/ops/order/ship", {
      body: { orderNo, company, trackingNo },
      operator: values.as,
    });
    return `${message}: ${data.orderNo} is ${data.status}, with ${data.logisticsCompany} ${data.logisticsNo} (by operator:${values.as ?? "operator"})`;
  },

  async track({ values, positionals }) {
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
  },

  async refunds({ positionals, values }) {
    if (positionals.length) throw usage("refunds takes no arguments");
    const { data } = await call("GET", "/ops/afterSale/list", { operator: values.as });
    if (data.length === 0) return "no open refund or return requests";
    const rows = data.map((r) => [
      r.orderNo,
      r.kind,
      r.status,
      r.orderStatus,
      yuan(r.amountCents),
      String(r.points),
      yuan(r.paidCents),
      beijing(r.createdAt),
      r.returnTrackingNo ? `${r.returnCompany} ${r.returnTrackingNo}` : "",
      r.refund ? `${r.refund.status}${r.refund.failure ? `: ${r.refund.failure}` : ""}` : "",
      String(r.photos.length),
      reasonOf(r),
    ]);
    const next =
      "approve ORDER_NO / reject ORDER_NO --reason ... (requested); received ORDER_NO (a return whose goods were sent); resend ORDER_NO (a failed refund)";
    // The buyer's pictures, one line of links per request that has them (too wide for a column).
    const pictures = data
      .filter((r) => r.photos.length > 0)
      .map(
        (r) =>
          `${r.orderNo} pictures: ${r.photos.map((name) => `${shopUrl()}/photo/${name}`).join(" ")}`,
      );
    return `${table(["ORDER NO", "KIND", "REQUEST", "ORDER", "REFUND", "POINTS", "PAID", "ASKED (UTC+8)", "RETURN PARCEL", "AT THE GATEWAY", "PICTURES", "REASON"], rows)}\n${pictures.length ? `${pictures.join("\n")}\n` : ""}${rows.length} open request(s); ${next}`;
  },

  async approve({ positionals, values }) {
    const orderNo = oneOrderNo(positionals, "approve");
    const { message, data } = await call("POST", "/ops/afterSale/approve", {
      body: { orderNo },
      operator: values.as,
    });
    return `${message}: ${describeRequest(data)}`;
  },

  async reject({ positionals, values }) {
    const orderNo = oneOrderNo(positionals, "reject");
    const reason = required(values, "reason", "reject");
    const { message, data } = await call("POST", "/ops/afterSale/reject", {
      body: { orderNo, reason },
      operator: values.as,
    });
    return `${message}: ${describeRequest(data)}`;
  },

  async received({ positionals, values }) {
    const orderNo = oneOrderNo(positionals, "received");
    const { message, data } = await call("POST", "/ops/afterSale/received", {
      body: { orderNo },
      operator: values.as,
    });
    return `${message}: ${describeRequest(data)}`;
  },

  async resend({ positionals, values }) {
    const orderNo = oneOrderNo(positionals, "resend");
    const { message, data } = await call("POST", "/ops/afterSale/resend", {
      body: { orderNo },
      operator: values.as,
    });
    return `${message}: ${describeRequest(data)}`;
  },

  async shop({ positionals, values }) {
    const [what, ...extra] = positionals;
    if (extra.length) throw usage("shop takes one of: return-address, service (or nothing)");
    const part = what ?? "";
    if (!Object.hasOwn(SHOP_PARTS, part))
      throw usage(`shop: unknown part ${what}: return-address or service`);
    const wanted = SHOP_PARTS[part];
    const foreign = Object.values(SHOP_PARTS)
      .flat()
      .filter((n) => values[n] !== undefined && !wanted.includes(n));
    if (foreign.length) throw usage(`shop ${part} takes no --${foreign.join(", --")}`);
    let answer;
    if (part === "") answer = await call("GET", "/ops/shop", { operator: values.as });
    else if (what === "return-address")
      answer = await call("POST", "/ops/shop/returnAddress", {
        body: {
          recipient: required(values, "name", "shop return-address"),
          phone: required(values, "phone", "shop return-address"),
          address: required(values, "address", "shop return-address"),
        },
        operator: values.as,
      });
    else
      answer = await call("POST", "/ops/shop/customerService", {
        body: {
          hotline: required(values, "hotline", "shop service"),
          hours: required(values, "hours", "shop service"),
          wechatId: required(values, "wechat", "shop service"),
        },
        operator: values.as,
      });
    const { returnAddress: r, customerService: c, updatedAt, updatedBy } = answer.data;
    return [
      part === "" ? null : answer.message,
      `return address:   ${r.recipient}  ${r.phone}  ${r.address}`,
      `customer service: ${c.hotline}  ${c.hours} (UTC+8)  WeChat ${c.wechatId}`,
      `changed ${beijing(updatedAt)} (UTC+8) by ${updatedBy}`,
    ]
      .filter(Boolean)
      .join("\n");
  },
};

async function reviewTitle(decision, { values, positionals }) {
  const command = `${decision}-title`;
  if (positionals.length !== 1) throw usage(`${command}: give one title id (${command} ID)`);
  const id = wholeNumber(positionals[0], "ID", command, 1);
  const body =
    decision === "approve" ? { id } : { id, reason: required(values, "reason", command) };
  const { message, data } = await call("POST", `/ops/invoices/${command}`, {
    body,
    operator: values.as,
  });
  return `${message}: title ${data.id} ${data.name} (${data.userPhone}) is ${data.status}${data.rejectReason ? `: ${data.rejectReason}` : ""}`;
}

async function adjust(direction, { values, positionals }) {
  if (positionals.length !== 2)
    throw usage(
      `${direction}: give a phone number and a number of points (${direction} PHONE N --note "...")`,
    );
  const points = wholeNumber(positionals[1], "N", direction, 1);
  const note = required(values, "note", direction);
  const { message, data } = await call("POST", `/ops/points/${direction}`, {
    body: { phone: positionals[0], points, note },
    operator: values.as,
  });
  return `${message}: ${data.phone} ${data.change > 0 ? "+" : ""}${data.change}, balance ${data.log.balance} (by operator:${values.as ?? "operator"})`;
}

/** The buyer's reason as the shop put it in the operator's language, then the buyer's own words. */
const reasonOf = (r) =>
  r.reasonDetails
    ? `${r.reasonLabel}${process.env.OPS_LANG === "ch" ? "：" : ": "}${r.reasonDetails}`
    : r.reasonLabel;

function describeRequest(r) {
  const money = r.refundStarted
    ? `; ${yuan(r.amountCents)} sent back through the payment gateway`
    : "";
  return `${r.orderNo}, ${r.kind} request ${r.status}, order ${r.orderStatus} (refund ${yuan(r.amountCents)} and ${r.points} points)${money}`;
}

const OPTIONS = {
  status: { type: "string" },
  page: { type: "string" },
  company: { type: "string" },
  tracking: { type: "string" },
  event: { type: "string" },
  at: { type: "string" },
  return: { type: "boolean" },
  out: { type: "string" },
  reason: { type: "string" },
  as: { type: "string" },
  name: { type: "string" },
  phone: { type: "string" },
  address: { type: "string" },
  hotline: { type: "string" },
  hours: { type: "string" },
  wechat: { type: "string" },
  limit: { type: "string" },
  note: { type: "string" },
  number: { type: "string" },
  file: { type: "string" },
  ...Object.fromEntries(
    [...Object.keys(RULE_OPTIONS), ...Object.keys(RULE_NAMES)].map((o) => [o, { type: "string" }]),
  ),
  help: { type: "boolean", short: "h" },
};

/** Which options each command takes (--as: all of them). */
const ACCEPTS = {
  orders: ["status", "page"],
  ship: ["company", "tracking"],
  track: ["event", "at", "return"],
  refunds: [],
  approve: [],
  reject: ["reason"],
  received: [],
  resend: [],
  shop: Object.values(SHOP_PARTS).flat(),
  points: ["limit"],
  grant: ["note"],
  deduct: ["note"],
  "points-rule": [...Object.keys(RULE_OPTIONS), ...Object.keys(RULE_NAMES)],
  "points-price": [],
  titles: [],
  "title-licence": ["out"],
  "approve-title": [],
  "reject-title": ["reason"],
  invoices: [],
  "issue-invoice": ["number", "file"],
};

async function main(argv) {
  const [command, ...rest] = argv;
  if (command === undefined || command === "help" || command === "--help" || command === "-h")
    return USAGE;
  // Own names only: "toString" and the like are not commands.
  const run = Object.hasOwn(commands, command) ? commands[command] : undefined;
  if (!run) throw usage(`unknown command: ${command}`);
  let parsed;
  try {
    parsed = parseArgs({ args: rest, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw usage(`${command}: ${error.message}`);
  }
  if (parsed.values.help) return USAGE;
  const extra = Object.keys(parsed.values).filter(
    (name) => name !== "as" && !ACCEPTS[command].includes(name),
  );
  if (extra.length) throw usage(`${command} takes no --${extra.join(", --")}`);
  return run(parsed);
}

main(process.argv.slice(2)).then(
  (text) => {
    console.log(text);
  },
  (error) => {
    if (error instanceof Exit) {
      console.error(error.message);
      process.exitCode = error.code;
    } else {
      console.error(error);
      process.exitCode = 70;
    }
  },
);
