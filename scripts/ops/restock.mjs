/**
 * The shelf: bottles received onto it (the buyers waiting for the wine are told by SMS), bottles
 * broken, counted or corrected, and the wines at or below their low-stock threshold.
 */
import { wholeNumber } from "./arguments.mjs";
import { call } from "./client.mjs";
import { usage } from "./errors.mjs";
import { table } from "./format.mjs";

/** As the shop's own limit (shopping/restock/receipts.ts), so that a typo stops here already. */
const RECEIPT_MAX = 10_000;

export const commands = {
  stock: {
    help: [
      {
        usage: "stock receive GOODS_ID QUANTITY",
        about: [
          `put QUANTITY bottles (1-${RECEIPT_MAX}) of a wine on the shelf;`,
          "the buyers waiting for it (到货通知) get an SMS",
        ],
      },
    ],
    run: stock,
  },
  "stock-adjust": {
    help: [
      {
        usage: [
          "stock-adjust GOODS_ID --reason breakage|stocktake|correction",
          '             (--delta N | --counted N) [--note "TEXT"]',
        ],
        about: [
          "change a wine's stock by N bottles (--delta -2: two fewer),",
          "or at a stock-take give the bottles counted on the shelf",
          "(those held by unshipped orders included); a correction needs --note",
        ],
      },
    ],
    options: { reason: "string", delta: "string", counted: "string", note: "string" },
    run: adjust,
  },
  "stock-low": {
    help: [
      {
        usage: "stock-low [--page N]",
        about: "wines at or below their low-stock threshold, lowest stock first",
      },
    ],
    options: { page: "string" },
    run: lowStock,
  },
};

/** An optional whole number, negative allowed (a change of stock), or a usage error naming it. */
function signedNumber(value, name, command) {
  if (value === undefined) return undefined;
  if (!/^[+-]?\d{1,7}$/.test(value.trim()))
    throw usage(`${command}: --${name} is a whole number, e.g. -2`);
  return Number(value);
}

async function adjust({ values, positionals }) {
  if (positionals.length !== 1) throw usage("stock-adjust: give one GOODS_ID");
  const goodsId = wholeNumber(positionals[0], "GOODS_ID", "stock-adjust", 1);
  if (!values.reason) throw usage("stock-adjust: --reason is required");
  const delta = signedNumber(values.delta, "delta", "stock-adjust");
  const counted =
    values.counted === undefined
      ? undefined
      : wholeNumber(values.counted, "--counted", "stock-adjust");
  if ((delta === undefined) === (counted === undefined))
    throw usage("stock-adjust: give --delta N or --counted N");
  const { message, data } = await call("POST", "/ops/stock/adjust", {
    body: { goodsId, reason: values.reason, delta, counted, note: values.note ?? "" },
    operator: values.as,
  });
  const sign = data.delta > 0 ? `+${data.delta}` : String(data.delta);
  const count = data.counted === null ? "" : ` (${data.counted} counted)`;
  return `${message}: wine ${data.goodsId} ${data.reason} ${sign}${count}, stock ${data.stockBefore} → ${data.stockAfter} (by ${data.operator})`;
}

async function lowStock({ values, positionals }) {
  if (positionals.length) throw usage("stock-low takes no arguments, only --page");
  const page = values.page === undefined ? 1 : wholeNumber(values.page, "--page", "stock-low", 1);
  const { data } = await call("GET", "/ops/stock/list", {
    query: { low: "1", page },
    operator: values.as,
  });
  if (data.wines.length === 0)
    return data.total === 0
      ? "no wine is at or below its low-stock threshold"
      : `no wines on page ${data.page} (${data.total} in all)`;
  const rows = data.wines.map((w) => [
    String(w.goodsId),
    String(w.stock),
    String(w.threshold),
    w.shelfStatus,
    [process.env.OPS_LANG === "ch" ? w.name : w.nameEn, w.vintage].filter(Boolean).join(" "),
  ]);
  const first = (data.page - 1) * data.pageSize + 1;
  const last = first - 1 + data.wines.length;
  const more = data.total > last ? `; --page ${data.page + 1} for more` : "";
  return `${table(["ID", "STOCK", "THRESHOLD", "SHELF", "WINE"], rows)}\n${first}-${last} of ${data.total} low wines${more}`;
}

async function stock({ values, positionals }) {
  const [action, goods, quantity, ...rest] = positionals;
  if (action !== "receive" || quantity === undefined || rest.length > 0)
    throw usage("stock: give receive GOODS_ID QUANTITY");
  const goodsId = wholeNumber(goods, "GOODS_ID", "stock receive", 1);
  const bottles = wholeNumber(quantity, "QUANTITY", "stock receive", 1);
  if (bottles > RECEIPT_MAX)
    throw usage(`stock receive: QUANTITY is at most ${RECEIPT_MAX} bottles a receipt`);
  const { message, data } = await call("POST", "/ops/stock/receive", {
    body: { goodsId, quantity: bottles },
    operator: values.as,
  });
  return `${message}: wine ${data.goodsId} ${data.name} +${data.quantity}, stock ${data.stockBefore} → ${data.stockAfter}; ${data.waiting} buyer(s) waiting will be told by SMS (by operator:${values.as ?? "operator"}); serials ${data.serials.first} to ${data.serials.last}, lot ${data.lot}`;
}
