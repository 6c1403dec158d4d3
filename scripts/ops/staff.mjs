/**
 * The people who run the shop: the first owner (with the set-up key, on a shop without staff), more
 * members, their set-up links, disabling one, and the audit log. A set-up link opens the console's
 * page where the member sets a password (and, an owner must, an authenticator).
 */
import { call, shopUrl } from "./client.mjs";
import { usage } from "./errors.mjs";
import { beijing } from "./format.mjs";

const setupLink = (token) => `${shopUrl()}/admin/setup/${token}`;

function onePhone(positionals, command) {
  if (positionals.length !== 1 || !/^1[3-9]\d{9}$/.test(positionals[0]))
    throw usage(`${command}: give one mobile number (npm run ops -- ${command} 139...)`);
  return positionals[0];
}

function oneStaffId(positionals, command) {
  if (positionals.length !== 1 || !/^\d{1,9}$/.test(positionals[0]))
    throw usage(`${command}: give one member's number, as staff-list shows it`);
  return Number(positionals[0]);
}

export const commands = {
  "staff-add": {
    help: [
      {
        usage: "staff-add PHONE --role owner|clerk|warehouse|finance [--name NAME]",
        about: [
          "adds a member; prints their one-time set-up link (24 hours).",
          "On a new shop: the first owner, with the set-up key.",
        ],
      },
    ],
    options: { role: "string", name: "string" },
    async run({ positionals, values }) {
      const phone = onePhone(positionals, "staff-add");
      if (!values.role)
        throw usage("staff-add: --role is required (owner, clerk, warehouse, finance)");
      const envelope = await call("post", "/ops/staff/add", {
        body: { phone, name: values.name ?? `staff-${phone.slice(-4)}`, role: values.role },
        operator: values.as,
      });
      const { id, name, role, setupToken } = envelope.data;
      return [
        envelope.message,
        `#${id} ${name} (${role})`,
        `set-up link, good once for 24 hours: ${setupLink(setupToken)}`,
      ].join("\n");
    },
  },
  "staff-reset": {
    help: [
      { usage: "staff-reset ID", about: "a new set-up link for a member (the old one stops)" },
    ],
    async run({ positionals }) {
      const staffId = oneStaffId(positionals, "staff-reset");
      const envelope = await call("post", "/ops/staff/reset", { body: { staffId } });
      return `${envelope.message}\n${setupLink(envelope.data.setupToken)}`;
    },
  },
  "staff-list": {
    help: [{ usage: "staff-list", about: "every member, their role and state" }],
    async run() {
      const { data } = await call("get", "/ops/staff/list");
      return data.members
        .map(
          (m) =>
            `#${m.id}  ${m.name}  ${m.phone}  ${m.role}${m.disabled ? "  DISABLED" : ""}${m.passwordSet ? "" : "  (set-up link not used yet)"}`,
        )
        .join("\n");
    },
  },
  "staff-disable": {
    help: [{ usage: "staff-disable ID", about: "ends a member's sessions and tokens at once" }],
    async run({ positionals }) {
      const staffId = oneStaffId(positionals, "staff-disable");
      return (await call("post", "/ops/staff/disable", { body: { staffId } })).message;
    },
  },
  audit: {
    help: [
      {
        usage: "audit [--action TEXT] [--target T] [--from YYYY-MM-DD] [--to YYYY-MM-DD]",
        about: "the audit log, newest first (50 rows)",
      },
    ],
    options: { action: "string", target: "string", from: "string", to: "string" },
    async run({ values }) {
      const { data } = await call("get", "/ops/audit/list", {
        query: { action: values.action, target: values.target, from: values.from, to: values.to },
      });
      if (data.rows.length === 0) return "no rows";
      return data.rows
        .map((r) => `${beijing(r.at)}  ${r.actor}  ${r.address}  ${r.action}  ${r.target}`)
        .join("\n");
    },
  },
};

export const notes = [
  "Staff: OPS_TOKEN is your API token (the console: 我的令牌 / My tokens). The set-up key",
  "(OPS_KEY or DATA_DIR/ops-key) works only until the first member exists: make the first",
  "owner with it, then sign in to /admin.",
];
