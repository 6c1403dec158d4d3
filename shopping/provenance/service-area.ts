/** Verifiable provenance (decision 035): the log's histories, proofs, claims and texts. */
import type { ServiceArea } from "../http/area";
import { readShoppingConfig } from "../config";
import { readLogKeys, type LogKeys } from "./keys";
import { provenanceMessages } from "./messages";
import { mountProvenanceRoutes, provenanceEndpoints, provenanceRawRoutes } from "./routes";

export const provenanceArea: ServiceArea = {
  name: "provenance",
  messages: provenanceMessages,
  parts: ({ db, env }) => {
    let keys: Promise<LogKeys> | null = null;
    const logKeys = () => (keys ??= readLogKeys(env, readShoppingConfig(env).dataDir));
    return {
      endpoints: provenanceEndpoints(logKeys),
      rawRoutes: provenanceRawRoutes,
      mount: (router) => mountProvenanceRoutes(router, db, logKeys),
    };
  },
};
