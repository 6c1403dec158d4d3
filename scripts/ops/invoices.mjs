/** Invoices: the review of special invoice titles, and issuing the invoices buyers asked for. */
import { readFileSync, writeFileSync } from "node:fs";
import { oneOrderNo, pageOption, required, wholeNumber } from "./arguments.mjs";
import { call, send } from "./client.mjs";
import { Exit, usage } from "./errors.mjs";
import { beijing, pageLine, table, yuan } from "./format.mjs";

export const commands = {
  titles: {
    help: [
      {
        usage: "titles [--page N]",
        about: [
          "special invoice titles waiting for review, oldest",
          "first (50 a page), with the command that saves",
          "each business licence",
        ],
      },
    ],
    options: { page: "string" },
    run: listTitles,
  },
  "title-licence": {
    help: [
      {
        usage: "title-licence ID --out PATH",
        about: ["save a title's business licence (JPEG, PNG or PDF)", "to a new file"],
      },
    ],
    options: { out: "string" },
    run: saveLicence,
  },
  "approve-title": {
    help: [{ usage: "approve-title ID", about: "approve a special invoice title" }],
    run: (args) => reviewTitle("approve", args),
  },
  "reject-title": {
    help: [
      {
        usage: 'reject-title ID --reason "..."',
        about: "reject it, with the reason the buyer sees",
      },
    ],
    options: { reason: "string" },
    run: (args) => reviewTitle("reject", args),
  },
  invoices: {
    help: [
      {
        usage: "invoices [--page N]",
        about: [
          "invoice requests to issue, and those a refund",
          "reduced, cancelled or left to correct, newest",
          "first (50 a page)",
        ],
      },
    ],
    options: { page: "string" },
    run: listInvoiceRequests,
  },
  "issue-invoice": {
    help: [
      {
        usage: "issue-invoice ORDER_NO --number N --file PATH",
        about: [
          "issue an order's invoice: its number and the PDF or",
          "OFD from the tax platform (at most 5 MB)",
        ],
      },
    ],
    options: { number: "string", file: "string" },
    run: issueInvoice,
  },
  "correct-invoice": {
    help: [
      {
        usage: "correct-invoice ORDER_NO --number N --file PATH",
        about: [
          "record the red-letter invoice of what was refunded",
          "after an order's invoice: its number and the PDF or",
          "OFD from the tax platform (at most 5 MB)",
        ],
      },
    ],
    options: { number: "string", file: "string" },
    run: correctInvoice,
  },
};

const LICENCE_EXT = { "image/jpeg": "jpg", "image/png": "png", "application/pdf": "pdf" };

async function listTitles(args) {
  const page = pageOption(args, "titles");
  const { data } = await call("GET", "/ops/invoices/titles", { query: { page } });
  if (data.list.length === 0)
    return data.total === 0
      ? "no invoice titles waiting for review"
      : `no titles on page ${page} (${data.total} waiting)`;
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
    pageLine(data, "titles waiting"),
    "",
    ...details,
  ].join("\n");
}

async function saveLicence({ values, positionals }) {
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
}

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

async function listInvoiceRequests(args) {
  const page = pageOption(args, "invoices");
  const { data } = await call("GET", "/ops/invoices/requests", { query: { page } });
  if (data.list.length === 0)
    return data.total === 0
      ? "no invoice requests to issue or correct"
      : `no requests on page ${page} (${data.total} in all)`;
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
  const header = [
    "ORDER",
    "STATUS",
    "AMOUNT",
    "TYPE",
    "TITLE",
    "TAXPAYER ID",
    "INVOICE NO",
    "NOTICE",
  ];
  return `${table(header, rows)}\n${pageLine(data, `requests (${data.toIssue} to issue)`)}`;
}

/** The order's number, the invoice's number and the document's bytes, as `command` was given them. */
function invoiceDocumentArgs({ values, positionals }, command) {
  const orderNo = oneOrderNo(positionals, command);
  const invoiceNo = required(values, "number", command);
  const file = required(values, "file", command);
  let document;
  try {
    document = readFileSync(file);
  } catch (error) {
    throw usage(`${command}: cannot read --file ${file} (${error.code ?? error.message})`);
  }
  if (document.length > 5 * 1024 * 1024) throw usage(`${command}: the file is over 5 MB`);
  return { orderNo, invoiceNo, document: document.toString("base64") };
}

async function issueInvoice(args) {
  const { message, data } = await call("POST", "/ops/invoices/issue", {
    body: invoiceDocumentArgs(args, "issue-invoice"),
    operator: args.values.as,
  });
  return `${message}: ${data.orderNo} invoice ${data.invoiceNo} (${yuan(data.amountCents)}, ${data.name})`;
}

async function correctInvoice(args) {
  const { message, data } = await call("POST", "/ops/invoices/correct", {
    body: invoiceDocumentArgs(args, "correct-invoice"),
    operator: args.values.as,
  });
  const red = data.corrections.at(-1);
  return `${message}: ${data.orderNo} red-letter invoice ${red.invoiceNo} (-${yuan(red.amountCents)}) against ${data.invoiceNo}, now ${data.status}`;
}
