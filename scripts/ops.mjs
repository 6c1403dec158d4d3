#!/usr/bin/env node
/**
 * The operator's tool: `npm run ops -- <command>`, a client of the running
 * shop's operator endpoints (/shopping/ops/...) over HTTP. The embedded
 * database belongs to the shop's process, so this never opens it.
 *
 *   SHOP_URL   the shop (default http://localhost:3000)
 *   OPS_TOKEN  a staff member's API token (made in the console, /admin)
 *   OPS_KEY    the set-up key, only while the shop has no staff; when unset, the
 *              one the shop generated into its data folder (DATA_DIR/ops-key)
 *   OPS_LANG   the language of the shop's messages: en (default) or ch
 *
 * Exit codes: 0 done; 1 the shop refused (its message is printed); 2 the shop
 * is not reachable; 64 a usage error; 78 no operator key found here.
 * Plain Node (fetch, node:util parseArgs): no devDependency.
 *
 * Each area of the shop brings its commands in scripts/ops/<area>.mjs (named
 * as the service's shopping/<area>/): `commands`, each name's
 *   help     its entries in the help: { usage, about }, each a line or lines
 *   options  the options it takes besides --as: { name: "string" | "boolean" | "strings" }
 *            ("strings": given as often as needed; left out: none)
 *   run      ({ values, positionals }) => the text to print, or throws Exit
 * and, if it has any, `notes`: lines the help shows after the options.
 * This file only gathers them, finds the command asked for and prints the help.
 */
import { parseArgs } from "node:util";
import * as afterSale from "./ops/aftersale.mjs";
import * as catalog from "./ops/catalog.mjs";
import { Exit, usage } from "./ops/errors.mjs";
import * as invoices from "./ops/invoices.mjs";
import * as orders from "./ops/orders.mjs";
import * as points from "./ops/points.mjs";
import * as provenance from "./ops/provenance.mjs";
import * as resale from "./ops/resale.mjs";
import * as restock from "./ops/restock.mjs";
import * as shop from "./ops/shop.mjs";
import * as staff from "./ops/staff.mjs";
import * as wines from "./ops/wines.mjs";

// A list rather than reading the folder: it is the order of the help (an order's life first), and
// the folder also holds the plumbing. An area file missing here fails tests/unit/ops-areas.test.ts.
const AREAS = [
  orders,
  afterSale,
  shop,
  catalog,
  wines,
  restock,
  provenance,
  points,
  invoices,
  resale,
  staff,
];

const commands = Object.assign({}, ...AREAS.map((area) => area.commands));

const OPTIONS = {
  ...Object.fromEntries(
    Object.values(commands).flatMap((command) =>
      Object.entries(command.options ?? {}).map(([name, type]) => [
        name,
        type === "strings" ? { type: "string", multiple: true } : { type },
      ]),
    ),
  ),
  as: { type: "string" },
  help: { type: "boolean", short: "h" },
};

const ABOUT_COLUMN = 46;

/**
 * An entry's lines in the help: its usage, then what it does from ABOUT_COLUMN on, starting on the
 * usage's last line when two spaces still fit between them.
 */
function helpLines({ usage, about }) {
  const lines = [usage].flat().map((line) => `  ${line}`);
  const abouts = [about].flat();
  if (lines.at(-1).length + 2 <= ABOUT_COLUMN)
    lines.push(lines.pop().padEnd(ABOUT_COLUMN) + abouts.shift());
  return [...lines, ...abouts.map((line) => " ".repeat(ABOUT_COLUMN) + line)];
}

const USAGE = [
  "npm run ops -- <command> [options]",
  "",
  "Commands:",
  ...Object.values(commands)
    .flatMap((command) => command.help)
    .concat({ usage: "help", about: "this text" })
    .flatMap(helpLines),
  "",
  "Options:",
  "  --as NAME    with the set-up key: who you are, recorded as operator:NAME (default operator);",
  "               with OPS_TOKEN the token says who you are",
  "",
  ...AREAS.flatMap((area) => (area.notes ? [...area.notes, ""] : [])),
  "Environment: SHOP_URL (default http://localhost:3000), OPS_TOKEN (your staff token),",
  "OPS_KEY (the set-up key; default: the one the shop generated into DATA_DIR/ops-key;",
  "DATA_DIR default .data), OPS_LANG (en or ch).",
].join("\n");

/**
 * `--delta -2` as `--delta=-2`: parseArgs takes a value starting with a dash for an option of its
 * own and refuses it, but a change of stock is often negative.
 */
function negativeValuesJoined(args) {
  const joined = [];
  for (let i = 0; i < args.length; i++) {
    const [arg, next] = [args[i], args[i + 1]];
    const name = arg.startsWith("--") ? arg.slice(2) : null;
    if (name && OPTIONS[name]?.type === "string" && /^-\d/.test(next ?? "")) {
      joined.push(`${arg}=${next}`);
      i++;
    } else joined.push(arg);
  }
  return joined;
}

async function main(argv) {
  const [name, ...rest] = argv;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") return USAGE;
  // Own names only: "toString" and the like are not commands.
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) throw usage(`unknown command: ${name}`);
  let parsed;
  try {
    parsed = parseArgs({
      args: negativeValuesJoined(rest),
      options: OPTIONS,
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw usage(`${name}: ${error.message}`);
  }
  if (parsed.values.help) return USAGE;
  const extra = Object.keys(parsed.values).filter(
    (option) => option !== "as" && !Object.hasOwn(command.options ?? {}, option),
  );
  if (extra.length) throw usage(`${name} takes no --${extra.join(", --")}`);
  return command.run(parsed);
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
