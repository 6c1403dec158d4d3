/**
 * What the storefront asks of the service: calls received and statements run. Counted only with
 * the test hooks (SHOPPING_TEST_HOOKS=1), so that the bench can print the round trips and queries
 * each page costs (issue 17); a real shop counts nothing.
 */
import type { NextFunction, Request, Response } from "express";

export const usage = { calls: 0, queries: 0 };

/** drizzle's logger hook: called once for every statement it sends. */
export const queryCountingLogger = {
  logQuery(): void {
    usage.queries++;
  },
};

/** Counts the calls of the storefront, not the hooks' own nor the health checks. */
export function countCalls(req: Request, _res: Response, next: NextFunction): void {
  if (!req.path.startsWith("/test/") && req.path !== "/health") usage.calls++;
  next();
}
