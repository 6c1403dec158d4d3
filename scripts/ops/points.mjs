/** The buyers' points: a buyer's balance and log, grants and deductions, the rules, wines for points. */
import { required, wholeNumber } from "./arguments.mjs";
import { call } from "./client.mjs";
import { usage } from "./errors.mjs";
import { beijing, table, yuan } from "./format.mjs";

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

export const commands = {
  points: {
    help: [
      { usage: "points PHONE [--limit N]", about: "a buyer's points balance and latest log rows" },
    ],
    options: { limit: "string" },
    run: showBuyer,
  },
  grant: pointsChange("grant", "add N points to a buyer, with the note they see"),
  deduct: pointsChange("deduct", "take N points from a buyer (never below zero)"),
  "points-rule": {
    help: [
      {
        usage: [
          "points-rule [--earn-per-yuan N] [--points-per-yuan N] [--max-offset-percent N]",
          "            [--welcome N] [--gift-sms-threshold N] [--gift-daily-cap N]",
          "            [--name-ch T] [--name-tc T] [--name-en T]",
        ],
        about: [
          "show the points rules; with options, change them",
          "from now on (earlier earnings keep their rule)",
        ],
      },
    ],
    options: Object.fromEntries(
      [...Object.keys(RULE_OPTIONS), ...Object.keys(RULE_NAMES)].map((o) => [o, "string"]),
    ),
    run: pointsRule,
  },
  "points-price": {
    help: [
      {
        usage: "points-price GOODS_ID N|rate|off",
        about: [
          "sell a wine for points: N points a bottle, its price",
          "at the rule's fixed rate, or not for points",
        ],
      },
    ],
    run: pointsPrice,
  },
};

async function showBuyer({ values, positionals }) {
  if (positionals.length !== 1) throw usage("points: give one phone number");
  const limit = values.limit === undefined ? 20 : wholeNumber(values.limit, "--limit", "points", 1);
  const { data } = await call("GET", "/ops/points/user", {
    query: { phone: positionals[0], limit },
    operator: values.as,
  });
  return `${data.phone}: ${data.log.balance} ${data.log.rule.name}\n${pointsTable(data.log)}`;
}

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

/** grant or deduct: N points to or from a buyer, with the note they see. */
function pointsChange(direction, about) {
  return {
    help: [{ usage: `${direction} PHONE N --note "..."`, about }],
    options: { note: "string" },
    run: async ({ values, positionals }) => {
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
    },
  };
}

async function pointsRule({ values, positionals }) {
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

async function pointsPrice({ values, positionals }) {
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
}
