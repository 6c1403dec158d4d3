/**
 * The operator's catalogue endpoints, under /ops behind the operator guard: the search synonyms
 * and the hot searches.
 */
import { z } from "zod";
import { opsHotSearchesSchema, opsSynonymsSchema } from "../../contract/ops-answers";
import { defineEndpoint, WithMessage, type AnyEndpoint } from "../http/endpoint";
import { operatorOf } from "../ops/auth";
import { HOT_WORDS_MAX, hotSearchRules, ruleHotSearch } from "./hot-searches";
import {
  listSynonyms,
  removeSynonym,
  saveSynonym,
  SYNONYM_MEANS_MAX,
  SYNONYM_WORD_MAX,
} from "./synonyms";

const KEY = "Operator key: Authorization: Ops <key> (OPS_KEY); X-Operator names who acts.";
// Read generously, checked after normalising (synonyms.ts), so the refusal names the limit.
const word = z.string().max(SYNONYM_WORD_MAX * 4);
const lang = z.enum(["ch", "tc", "en"]).describe("the buyers' language the words are offered in");

export const opsCatalogEndpoints: AnyEndpoint[] = [
  defineEndpoint({
    method: "get",
    path: "/ops/catalog/synonyms",
    summary: `The search synonyms: words buyers type and what they are searched as. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "catalog.search",
    response: opsSynonymsSchema,
    handler: async ({ db }) => ({ list: await listSynonyms(db) }),
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/catalog/synonyms",
    summary: `Adds a search synonym, or gives a word a new meaning; what it means must find a wine. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "catalog.search",
    body: z.object({
      word: word.describe(`1-${SYNONYM_WORD_MAX} characters, e.g. 大拉菲`),
      means: z
        .string()
        .max(SYNONYM_MEANS_MAX * 4)
        .describe(`1-${SYNONYM_MEANS_MAX} characters, e.g. 拉菲古堡正牌`),
    }),
    response: opsSynonymsSchema,
    handler: async ({ db, body, req }) =>
      new WithMessage("ops_synonym_saved", {
        list: await saveSynonym(db, body, `operator:${operatorOf(req)}`),
      }),
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/catalog/synonyms/remove",
    summary: `Removes a search synonym. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "catalog.search",
    body: z.object({ word }),
    response: opsSynonymsSchema,
    handler: async ({ db, body }) =>
      new WithMessage("ops_synonym_removed", { list: await removeSynonym(db, body) }),
  }),
  defineEndpoint({
    method: "get",
    path: "/ops/catalog/hotSearches",
    summary: `The hot searches the empty search box offers in a language, and the operator's pinned and hidden words. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "catalog.search",
    query: z.object({ lang: lang.default("ch") }),
    response: opsHotSearchesSchema,
    handler: async ({ db, query }) => hotSearchRules(db, query.lang),
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/catalog/hotSearches",
    summary: `Pins a hot search (offered first, at its position; it must find a wine), hides one (never offered), or clears the word's rule. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "catalog.search",
    body: z.object({
      lang,
      word: z
        .string()
        .max(HOT_WORDS_MAX * 4)
        .describe(`1-${HOT_WORDS_MAX} characters, e.g. 拉菲`),
      action: z.enum(["pin", "hide", "clear"]),
      position: z
        .number()
        .int()
        .min(0)
        .max(99)
        .optional()
        .describe("a pinned word's place, 0 first"),
    }),
    response: opsHotSearchesSchema,
    handler: async ({ db, body, req }) =>
      new WithMessage(
        "ops_hot_search_saved",
        await ruleHotSearch(db, body, `operator:${operatorOf(req)}`),
      ),
  }),
];
