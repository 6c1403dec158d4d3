/**
 * Refuses JSON bodies nested deeper than MAX_JSON_DEPTH, right after the JSON parser. V8's
 * JSON.parse is iterative and survives any depth the 100 KB limit allows (about 50,000 levels),
 * but what reads the body next recurses (the control-character walk, zod, JSON.stringify) and
 * overflows the stack at a few thousand levels. The deepest body an endpoint takes is 3 levels
 * (an object holding a list of objects); 32 leaves room for new shapes and stays far below any
 * stack limit.
 */
import type { NextFunction, Request, Response } from "express";
import { send } from "./envelope";
import { message, parseLang } from "./messages";

export const MAX_JSON_DEPTH = 32;

/** Whether `value` nests arrays and objects more than `max` levels deep; without recursion. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== "object") continue;
    if (depth > max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item))
      pending.push([child, depth + 1]);
  }
  return false;
}

/** Express middleware: a parsed body nested too deep is HTTP 400 in the envelope. */
export function limitJsonDepth(req: Request, res: Response, next: NextFunction): void {
  if (!nestedDeeperThan(req.body, MAX_JSON_DEPTH)) return next();
  const lang = parseLang(req.header("accept-language-id"));
  send(
    res,
    {
      code: 400,
      message: message("body_too_deep", lang, { n: MAX_JSON_DEPTH }),
      status: 400,
      data: null,
    },
    400,
  );
}
