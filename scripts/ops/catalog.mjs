/**
 * The catalogue's search: the synonyms (words buyers type for a wine whose label says otherwise)
 * and the hot searches the empty search box offers.
 */
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
  "hot-searches": {
    help: [
      {
        usage: "hot-searches [--lang en]",
        about: "what the empty search box offers (pinned, then most searched in 30 days)",
      },
      {
        usage: "hot-searches pin WORD [POSITION]",
        about: ["offer WORD first, at POSITION (0 first);", "WORD must find a wine"],
      },
      { usage: "hot-searches hide WORD", about: "never offer WORD, however often it is searched" },
      { usage: "hot-searches clear WORD", about: "WORD is offered again only as buyers search it" },
    ],
    options: { lang: "string" },
    run: hotSearches,
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

async function hotSearches({ values, positionals }) {
  const [action, word, position, ...rest] = positionals;
  const lang = values.lang ?? "ch";
  if (!["ch", "tc", "en"].includes(lang)) throw usage("hot-searches: --lang is ch, tc or en");
  let answer;
  if (action === undefined) {
    answer = await call("GET", `/ops/catalog/hotSearches?lang=${lang}`, { operator: values.as });
  } else if (
    ["pin", "hide", "clear"].includes(action) &&
    word !== undefined &&
    rest.length === 0 &&
    (position === undefined || (action === "pin" && /^\d{1,2}$/.test(position)))
  ) {
    answer = await call("POST", "/ops/catalog/hotSearches", {
      body: {
        lang,
        word,
        action,
        ...(position === undefined ? {} : { position: Number(position) }),
      },
      operator: values.as,
    });
  } else {
    throw usage("hot-searches: give nothing, pin WORD [POSITION], hide WORD, or clear WORD");
  }
  const rules = answer.data;
  const lines = [
    `offered (${rules.lang}): ${rules.offered.join(" · ") || "nothing yet"}`,
    `pinned: ${rules.pinned.map((p) => `${p.word} (${p.position})`).join(" · ") || "none"}`,
    `hidden: ${rules.hidden.join(" · ") || "none"}`,
  ];
  return action === undefined ? lines.join("\n") : `${answer.message}\n${lines.join("\n")}`;
}
