/** The catalogue: the search synonyms, words buyers type for a wine whose label says otherwise. */
import { call } from "./client.mjs";
import { usage } from "./errors.mjs";
import { beijing, table } from "./format.mjs";

export const commands = {
  synonyms: {
    help: [
      { usage: "synonyms", about: "the search synonyms: what buyers type, what it finds" },
      {
        usage: "synonyms add WORD MEANS",
        about: ["search WORD as MEANS (大拉菲 拉菲古堡正牌);", "MEANS must find a wine"],
      },
      { usage: "synonyms remove WORD", about: "stop searching WORD as anything else" },
    ],
    run: synonyms,
  },
};

async function synonyms({ values, positionals }) {
  const [action, ...words] = positionals;
  let answer;
  if (action === undefined) {
    answer = await call("GET", "/ops/catalog/synonyms", { operator: values.as });
  } else if (action === "add" && words.length === 2) {
    answer = await call("POST", "/ops/catalog/synonyms", {
      body: { word: words[0], means: words[1] },
      operator: values.as,
    });
  } else if (action === "remove" && words.length === 1) {
    answer = await call("POST", "/ops/catalog/synonyms/remove", {
      body: { word: words[0] },
      operator: values.as,
    });
  } else {
    throw usage("synonyms: give nothing, add WORD MEANS, or remove WORD");
  }
  const rows = answer.data.list.map((s) => [s.word, s.means, s.createdBy, beijing(s.createdAt)]);
  const list = rows.length
    ? table(["WORD", "SEARCHED AS", "BY", "SINCE (UTC+8)"], rows)
    : "no search synonyms";
  return action === undefined ? list : `${answer.message}\n${list}`;
}
