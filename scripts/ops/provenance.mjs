/** Verifiable provenance: the operator's note (a correction) at the end of a lot's history. */
import { call } from "./client.mjs";
import { usage } from "./errors.mjs";

export const commands = {
  "provenance-note": {
    help: [
      {
        usage: "provenance-note LOT --note TEXT",
        about: [
          "add a note to a lot's history (L00012); the log never changes a record,",
          "so a correction is a new one, shown on the wine's page",
        ],
      },
    ],
    options: { note: "string" },
    run: note,
  },
};

async function note({ values, positionals }) {
  const [lot, ...rest] = positionals;
  if (!lot || rest.length > 0 || !values.note) throw usage("provenance-note: give LOT --note TEXT");
  if (!/^L\d{5,9}$/.test(lot)) throw usage("provenance-note: LOT is a lot's code, like L00012");
  const { message, data } = await call("POST", "/ops/provenance/note", {
    body: { lot, note: values.note },
    operator: values.as,
  });
  return `${message}: lot ${data.lot}, entry ${data.index} (by operator:${values.as ?? "operator"})`;
}
