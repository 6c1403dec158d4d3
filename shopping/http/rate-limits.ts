/**
 * Request-rate limits per visitor address, in tiers (docs/decisions/012):
 * reads are counted in this process's memory (a database write per read
 * would cost more than the read it guards); writes, and the login, SMS and
 * payment paths, are counted in the database, so every process of the shop
 * shares one count. RATE_LIMITS=off turns them off (load tests).
 */
import type { NextFunction, Request, Response } from "express";
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { clientIp } from "./client-ip";

export interface Tier {
  name: string;
  /** requests allowed per window */
  points: number;
  windowSeconds: number;
  /** counted in the database (shared by processes) rather than in memory */
  shared: boolean;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimits {
  /** counts `points` (1 by default; 0 only asks whether the address is over the limit) */
  consume(tier: Tier, address: string, points?: number): Promise<Verdict>;
}

export function rateLimitsEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.RATE_LIMITS !== "off";
}

/**
 * Counters for a set of tiers; keys are prefixed so the storefront's and the
 * service's tiers never share a row. Without a database every tier counts in memory.
 */
export function createRateLimits(prefix: string, db: Db | null): RateLimits {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (tier: Tier) => {
    let limiter = limiters.get(tier.name);
    if (!limiter) {
      const options = {
        keyPrefix: `${prefix}:${tier.name}`,
        points: tier.points,
        duration: tier.windowSeconds,
      };
      limiter =
        tier.shared && db
          ? new RateLimiterDrizzle({
              ...options,
              storeClient: db,
              schema: rateLimits,
              inMemoryBlockOnConsumed: tier.points + 1,
              inMemoryBlockDuration: tier.windowSeconds,
            })
          : new RateLimiterMemory(options);
      limiters.set(tier.name, limiter);
    }
    return limiter;
  };
  return {
    async consume(tier, address, points = 1) {
      try {
        await limiterFor(tier).consume(address, points);
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
          };
        // The store failed (the database is down): a limit must not take the shop down with it.
        console.error(`[rate limits] ${(rejection as Error).message}`);
        return { allowed: true };
      }
    },
  };
}

/**
 * The middleware of a set of tiers: counts the request against its tier for
 * the visitor's address; past the limit, Retry-After and the caller's answer.
 */
export function rateLimitRequests(
  limits: RateLimits,
  tierFor: (method: string, path: string) => Tier | null,
  refuse: (req: Request, res: Response, retryAfterSeconds: number) => void,
  /** how many calls a request is (a batch of reads counts each of them) */
  pointsFor: (req: Request) => number = () => 1,
) {
  return (req: Request, res: Response, next: NextFunction) => {
    const tier = tierFor(req.method, req.path);
    if (!tier) return next();
    limits
      .consume(tier, clientIp(req), pointsFor(req))
      .then((verdict) => {
        if (verdict.allowed) return next();
        res.setHeader("Retry-After", String(verdict.retryAfterSeconds));
        refuse(req, res, verdict.retryAfterSeconds);
      })
      .catch(next);
  };
}
