/** Resale by consignment: the rules, the sellers' items, the shop's audit and the payouts. */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pageOption, required, wholeNumber } from "./arguments.mjs";
import { call } from "./client.mjs";
import { usage } from "./errors.mjs";
import { beijing, pageLine, table, yuan } from "./format.mjs";

/** The resale-rules options and the rules' fields they set. */
const RULE_OPTIONS = {
  band: "bandPercent",
  commission: "commissionPercent",
  "payout-days": "payoutDays",
  "shelf-days": "shelfDays",
};

const by = (values) => `operator:${values.as ?? "operator"}`;

export const commands = {
  "resale-rules": {
    help: [
      {
        usage: [
          "resale-rules [--commission N] [--band N]",
          "             [--payout-days N] [--shelf-days N]",
        ],
        about: [
          "show the resale rules; with options, change them:",
          "commission %, price band ±% around the shop's price,",
          "payout days after receipt, shelf days unsold",
        ],
      },
    ],
    options: Object.fromEntries(Object.keys(RULE_OPTIONS).map((o) => [o, "string"])),
    run: resaleRules,
  },
  resale: {
    help: [
      {
        usage: "resale [--status STATUS] [--page N]",
        about: [
          "sellers' resale items, newest first, 50 a page",
          "(default: waiting for the shop's audit,",
          "system_audit_passed)",
        ],
      },
    ],
    options: { status: "string", page: "string" },
    run: listItems,
  },
  "receive-resale": {
    help: [
      {
        usage: [
          'receive-resale CODE --grade A|B|C [--note "..."]',
          "               [--photo FILE]...",
        ],
        about: [
          "pass a seller's parcel after inspection: the",
          "bottles are registered in the log; each --photo",
          "(JPEG, PNG or WebP) is shown to the seller",
        ],
      },
    ],
    options: { grade: "string", note: "string", photo: "strings" },
    run: receive,
  },
  "reject-resale": {
    help: [
      {
        usage: 'reject-resale CODE --reason "..."',
        about: "reject it, with the reason the seller sees",
      },
    ],
    options: { reason: "string" },
    run: reject,
  },
  payouts: {
    help: [
      {
        usage: "payouts [--status due|paid|pending|cancelled] [--page N]",
        about: ["sellers' resale payouts (default due), with the", "account, 50 a page"],
      },
    ],
    options: { status: "string", page: "string" },
    run: listPayouts,
  },
  "paid-out": {
    help: [
      {
        usage: "paid-out ID --reference REF",
        about: "record a due payout as paid, with the transfer's reference",
      },
    ],
    options: { reference: "string" },
    run: paidOut,
  },
};

async function resaleRules({ values, positionals }) {
  if (positionals.length) throw usage("resale-rules takes only options");
  const change = {};
  for (const [option, field] of Object.entries(RULE_OPTIONS))
    if (values[option] !== undefined)
      change[field] = wholeNumber(values[option], `--${option}`, "resale-rules");
  const answer =
    Object.keys(change).length === 0
      ? await call("GET", "/ops/resale/rules", { operator: values.as })
      : await call("POST", "/ops/resale/rules", { body: change, operator: values.as });
  const rules = answer.data;
  return [
    Object.keys(change).length ? answer.message : null,
    `resale rules, since ${beijing(rules.updatedAt)} (UTC+8) by ${rules.updatedBy}`,
    `  price band:   ±${rules.bandPercent}% around the shop's price   (--band)`,
    `  commission:   ${rules.commissionPercent}% of each sale   (--commission)`,
    `  payout due:   ${rules.payoutDays} days after the buyer's receipt   (--payout-days)`,
    `  off the shelf after ${rules.shelfDays} days unsold   (--shelf-days)`,
    Object.keys(change).length
      ? "The registration agreement (app/features/accounts/agreements.ts, section 7) states these\n" +
        "figures and promises notice before a change: update its text and date to match."
      : null,
  ]
    .filter(Boolean)
    .join("\n");
}

async function listItems(args) {
  const { values } = args;
  const page = pageOption(args, "resale");
  const status = values.status ?? "system_audit_passed";
  const { data } = await call("GET", "/ops/resale/items", {
    query: status === "all" ? { page } : { status, page },
    operator: values.as,
  });
  if (data.list.length === 0)
    return data.total === 0
      ? `no resale items (${status})`
      : `no resale items (${status}) on page ${page} (${data.total} in all)`;
  const rows = table(
    ["CODE", "STATUS", "SELLER", "WINE", "PRICE", "BOTTLES", "SOLD", "PARCEL", "LISTED (UTC+8)"],
    data.list.map((i) => [
      i.code,
      i.status,
      i.sellerPhone,
      `${i.goodsId} ${i.name}`,
      yuan(i.priceCents),
      `${i.quantity} (${i.serials.join(" ")})`,
      String(i.soldQuantity),
      i.shipCompany ? `${i.shipCompany} ${i.shipTrackingNo}` : "-",
      beijing(i.listedAt),
    ]),
  );
  return `${rows}\n${pageLine(data, `items (${status})`)}`;
}

function oneCode(positionals, command) {
  if (positionals.length !== 1) throw usage(`${command}: give one resale code (R000001)`);
  return positionals[0];
}

async function receive({ values, positionals }) {
  const code = oneCode(positionals, "receive-resale");
  const grade = required(values, "grade", "receive-resale").toUpperCase();
  if (!["A", "B", "C"].includes(grade)) throw usage("receive-resale: --grade is A, B or C");
  const photos = [];
  for (const file of values.photo ?? []) photos.push(await uploadPhoto(code, file, values.as));
  const { message, data } = await call("POST", "/ops/resale/receive", {
    body: { code, grade, note: values.note ?? "", photos },
    operator: values.as,
  });
  const pictures = photos.length ? `, ${photos.length} photo(s)` : "";
  return `${message}: ${data.code} grade ${data.grade}, ${data.registration}${pictures} (by ${by(values)})`;
}

/** Sends one inspection picture for the item; answers the name the shop gave it. */
async function uploadPhoto(code, file, operator) {
  let bytes;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw usage(`receive-resale: cannot read --photo ${file} (${error.code ?? error.message})`);
  }
  const form = new FormData();
  form.set("code", code);
  form.set("file", new Blob([bytes]), path.basename(file));
  const { data } = await call("POST", "/ops/resale/photo", { form, operator });
  return data.fileName;
}

async function reject({ values, positionals }) {
  const code = oneCode(positionals, "reject-resale");
  const reason = required(values, "reason", "reject-resale");
  const { message, data } = await call("POST", "/ops/resale/reject", {
    body: { code, reason },
    operator: values.as,
  });
  return `${message}: ${data.code} ${data.status} (by ${by(values)})`;
}

async function listPayouts(args) {
  const { values } = args;
  const page = pageOption(args, "payouts");
  const status = values.status ?? "due";
  const { data } = await call("GET", "/ops/resale/payouts", {
    query: { status, page },
    operator: values.as,
  });
  if (data.list.length === 0)
    return data.total === 0
      ? `no payouts (${status})`
      : `no payouts (${status}) on page ${page} (${data.total} in all)`;
  const rows = table(
    ["ID", "ITEM", "SELLER", "AMOUNT", "COMMISSION", "PAYOUT", "STATUS", "DUE (UTC+8)", "PAY TO"],
    data.list.map((p) => [
      String(p.id),
      p.code,
      p.sellerPhone,
      yuan(p.amountCents),
      yuan(p.commissionCents),
      yuan(p.payoutCents),
      p.payoutStatus === "paid" ? `paid ${p.paidReference} by ${p.paidBy}` : p.payoutStatus,
      p.dueAt ? beijing(p.dueAt) : "-",
      p.payTo
        ? [p.payTo.kind, p.payTo.account, p.payTo.realName, p.payTo.bankName]
            .filter(Boolean)
            .join(" ")
        : "no payout account yet",
    ]),
  );
  return `${rows}\n${pageLine(data, `payouts (${status})`)}`;
}

async function paidOut({ values, positionals }) {
  if (positionals.length !== 1) throw usage("paid-out: give one payout ID");
  const id = wholeNumber(positionals[0], "ID", "paid-out", 1);
  const reference = required(values, "reference", "paid-out");
  const { message, data } = await call("POST", "/ops/resale/paidOut", {
    body: { id, reference },
    operator: values.as,
  });
  return `${message}: payout ${data.id} ${yuan(data.payoutCents)} to ${data.payTo?.kind ?? "?"} ${data.payTo?.account ?? ""}, reference ${data.paidReference} (by ${by(values)})`;
}
