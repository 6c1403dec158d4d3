/**
 * The shop's configuration: what buyers see, the return address and customer service (each "not
 * set" until the operator sets it; the shop's log says so at start), and the order rules, the
 * freight and the order timeouts (the environment's until an owner sets them; decision 042).
 */
import { required, wholeNumber, yuanInCents } from "./arguments.mjs";
import { call } from "./client.mjs";
import { usage } from "./errors.mjs";
import { beijing, yuan } from "./format.mjs";

const MINUTE = 60;
const DAY = 86_400;

/** "30 minutes", "10 days": a period as the rule was set, in its largest whole unit. */
const period = (seconds) =>
  seconds % DAY === 0
    ? `${seconds / DAY} day(s)`
    : seconds % MINUTE === 0
      ? `${seconds / MINUTE} minute(s)`
      : `${seconds} second(s)`;

/** What each part of `shop` sets ("": only shows). */
const SHOP_PARTS = {
  "": [],
  "return-address": ["name", "phone", "address"],
  service: ["hotline", "hours", "wechat"],
  "return-freight": ["shop-pays"],
  freight: ["free-from", "flat"],
  timeouts: ["pay-minutes", "confirm-days"],
};
const PART_NAMES = "return-address, service, return-freight, freight or timeouts";

export const commands = {
  shop: {
    help: [
      { usage: "shop", about: "show the shop's configuration and the order rules in force" },
      {
        usage: 'shop return-address --name N --phone P --address "..."',
        about: "where returned goods go (shown on an approved return)",
      },
      {
        usage: "shop service --hotline P --hours 09:00-21:00 --wechat ID",
        about: "how buyers reach customer service (shown within a minute)",
      },
      {
        usage: "shop return-freight --shop-pays damaged,leaking,wrongItem",
        about: [
          "the return reasons for which the shop pays the parcel back",
          "(damaged, leaking, wrongItem, quality, notAsDescribed, changedMind, other;",
          "none: the buyer always pays)",
        ],
      },
      {
        usage: "shop freight --free-from 299 --flat 12",
        about: "freight in yuan: free from this goods amount, else the flat fee (new orders)",
      },
      {
        usage: "shop timeouts --pay-minutes 30 --confirm-days 10",
        about: [
          "how long an unpaid order waits, and after how many days from shipping",
          "its receipt is confirmed by itself (orders placed from now on)",
        ],
      },
    ],
    options: Object.fromEntries(
      Object.values(SHOP_PARTS)
        .flat()
        .map((name) => [name, "string"]),
    ),
    run: shop,
  },
};

async function shop({ positionals, values }) {
  const [what, ...extra] = positionals;
  if (extra.length) throw usage(`shop takes one of: ${PART_NAMES} (or nothing)`);
  const part = what ?? "";
  if (!Object.hasOwn(SHOP_PARTS, part)) throw usage(`shop: unknown part ${what}: ${PART_NAMES}`);
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
  else if (what === "return-freight") {
    const reasons = required(values, "shop-pays", "shop return-freight");
    answer = await call("POST", "/ops/shop/returnFreight", {
      body: {
        shopPays:
          reasons === "none"
            ? []
            : reasons
                .split(",")
                .map((r) => r.trim())
                .filter(Boolean),
      },
      operator: values.as,
    });
  } else if (what === "freight")
    answer = await call("POST", "/ops/shop/freight", {
      body: {
        freeFromCents: yuanInCents(
          required(values, "free-from", "shop freight"),
          "--free-from",
          "shop freight",
        ),
        flatCents: yuanInCents(required(values, "flat", "shop freight"), "--flat", "shop freight"),
      },
      operator: values.as,
    });
  else if (what === "timeouts")
    answer = await call("POST", "/ops/shop/orderTimeouts", {
      body: {
        paymentTimeoutSeconds:
          wholeNumber(
            required(values, "pay-minutes", "shop timeouts"),
            "--pay-minutes",
            "shop timeouts",
          ) * MINUTE,
        autoConfirmSeconds:
          wholeNumber(
            required(values, "confirm-days", "shop timeouts"),
            "--confirm-days",
            "shop timeouts",
          ) * DAY,
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
  const {
    returnAddress: r,
    customerService: c,
    returnFreight: f,
    freight,
    orderTimeouts: timeouts,
    updatedAt,
    updatedBy,
  } = answer.data;
  const environment = (fromEnvironment) =>
    fromEnvironment ? "  (the environment's, until an owner sets it)" : "";
  return [
    part === "" ? null : answer.message,
    r
      ? `return address:   ${r.recipient}  ${r.phone}  ${r.address}`
      : 'return address:   not set: an approved return says it is being arranged (shop return-address --name N --phone P --address "...")',
    c
      ? `customer service: ${c.hotline}  ${c.hours} (UTC+8)  WeChat ${c.wechatId}`
      : "customer service: not set: buyers see no contact details (shop service --hotline P --hours 09:00-21:00 --wechat ID)",
    `return freight:   the shop pays for ${f.shopPays.join(", ") || "no reason"}; the buyer for the others`,
    `freight:          free from ${yuan(freight.freeFromCents)} of goods, else ${yuan(freight.flatCents)}${environment(freight.fromEnvironment)}`,
    `order timeouts:   an unpaid order waits ${period(timeouts.paymentTimeoutSeconds)}; receipt confirmed ${period(timeouts.autoConfirmSeconds)} after shipping${environment(timeouts.fromEnvironment)}`,
    `changed ${beijing(updatedAt)} (UTC+8) by ${updatedBy}`,
  ]
    .filter(Boolean)
    .join("\n");
}
