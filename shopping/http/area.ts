/**
 * A service area (accounts, orders, points, ...) as the app mounts it: one object each area exports
 * from its folder (shopping/<area>/service-area.ts) and shopping/areas.ts lists once. The app takes every
 * part from there: nothing central is edited when an area is added (decision 029).
 */
import type { Router } from "express";
import type { Db } from "../db/client";
import type { Buying } from "../payments/context";
import type { AnyEndpoint } from "./endpoint";
import type { Messages } from "./messages";
import type { RawRoute } from "./openapi";

export interface AreaContext {
  db: Db;
  buying: Buying;
  env: NodeJS.ProcessEnv;
}

/** What an area brings to one app. */
export interface AreaParts {
  /** its endpoints behind the envelope, the buyers' and the operator's (/ops/...) */
  endpoints?: AnyEndpoint[];
  /** its routes outside the envelope (files, pictures, notifications): the API document's entries */
  rawRoutes?: RawRoute[];
  /** mounts those routes */
  mount?: (router: Router) => void;
  /** mounts what must read the raw body, before the service's JSON parser */
  mountBeforeParsers?: (app: Router) => void;
}

export interface ServiceArea {
  /** its folder under shopping/ */
  name: string;
  /** the messages its answers and refusals use, by key */
  messages?: Messages;
  /** its parts for one app (some need the app's buying context, or make a provider of their own) */
  parts: (context: AreaContext) => AreaParts;
}
