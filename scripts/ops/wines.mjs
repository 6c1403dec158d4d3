/**
 * The catalogue desk from the command line (decision 043): the wines, one wine, and putting a wine on
 * the shelf or taking it off. Adding and editing a wine's every attribute is the console's form
 * (/admin/wines), which a terminal would only make worse.
 */
import { call } from "./client.mjs";
import { usage } from "./errors.mjs";
import { beijing, table, yuan } from "./format.mjs";

const STATUSES = { initial: "draft", on_shelf: "on shelf", off_shelf: "off shelf" };

export const commands = {
  wines: {
    help: [
      {
        usage: "wines [--find WORDS] [--status initial|on_shelf|off_shelf] [--page N]",
        about: "the wines, the latest change first: by words of a name or a number, by status",
      },
    ],
    options: { find: "string", status: "string", page: "string" },
    run: listWines,
  },
  wine: {
    help: [
      { usage: "wine ID", about: "one wine: its status, stock, prices and the moves it allows" },
      { usage: "wine ID on-shelf", about: "put it on the shelf (a draft or a wine taken off)" },
      { usage: "wine ID off-shelf", about: "take it off the shelf" },
    ],
    run: oneWine,
  },
};

async function listWines({ values, positionals }) {
  if (positionals.length > 0) throw usage("wines: takes only --find, --status and --page");
  if (values.status && !(values.status in STATUSES))
    throw usage("wines: --status is initial, on_shelf or off_shelf");
  if (values.page && !/^\d{1,5}$/.test(values.page)) throw usage("wines: --page is a number");
  const query = {
    ...(values.find ? { q: values.find } : {}),
    ...(values.status ? { status: values.status } : {}),
    ...(values.page ? { page: values.page } : {}),
  };
  const answer = await call("GET", "/ops/catalog/wines", { query, operator: values.as });
  const { wines, total, page, pageSize } = answer.data;
  if (wines.length === 0) return "no wine matches";
  const rows = wines.map((w) => [
    String(w.id),
    `${w.name.ch}${w.vintage ? ` ${w.vintage}` : ""}`,
    STATUSES[w.status],
    yuan(w.priceCents),
    String(w.stock),
    beijing(w.updatedAt),
  ]);
  const shown = `${(page - 1) * pageSize + 1}-${(page - 1) * pageSize + wines.length} of ${total}`;
  return `${table(["ID", "WINE", "STATUS", "PRICE", "STOCK", "CHANGED (UTC+8)"], rows)}\n${shown}`;
}

async function oneWine({ values, positionals }) {
  const [id, move, ...rest] = positionals;
  if (
    !/^\d{1,10}$/.test(id ?? "") ||
    rest.length > 0 ||
    ![undefined, "on-shelf", "off-shelf"].includes(move)
  )
    throw usage("wine: give ID, then nothing, on-shelf or off-shelf");
  const answer = move
    ? await call("POST", "/ops/catalog/wine/shelf", {
        body: { id: Number(id), to: move === "on-shelf" ? "on_shelf" : "off_shelf" },
        operator: values.as,
      })
    : await call("GET", "/ops/catalog/wine", { query: { id }, operator: values.as });
  const w = answer.data;
  const lines = [
    `#${w.id} ${w.wine.name.ch} / ${w.wine.name.en}${w.wine.vintage ? ` ${w.wine.vintage}` : ""}`,
    `status ${STATUSES[w.status]}; may go ${w.shelfMoves.map((m) => STATUSES[m]).join(", ") || "nowhere"}`,
    `price ${yuan(w.wine.priceCents)} (market ${yuan(w.wine.marketPriceCents)}); stock ${w.stock}; sold ${w.sales}`,
    `changed ${beijing(w.updatedAt)} (UTC+8)`,
  ];
  return move ? `${answer.message}\n${lines.join("\n")}` : lines.join("\n");
}
