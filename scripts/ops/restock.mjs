/** The shelf filled again: bottles received onto it; the buyers waiting for the wine are told by SMS. */
import { wholeNumber } from "./arguments.mjs";
import { call } from "./client.mjs";
import { usage } from "./errors.mjs";

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
};

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
  return `${message}: wine ${data.goodsId} ${data.name} +${data.quantity}, stock ${data.stockBefore} → ${data.stockAfter}; ${data.waiting} buyer(s) waiting will be told by SMS (by operator:${values.as ?? "operator"})`;
}
