/** The points programme's calls to /shopping: the buyer's points page. */
import type { ShoppingApi } from "~/service/client.server";

export const pointsCalls = {
  /** the balance, the rules in force and a page of the log, newest first */
  log: (api: ShoppingApi, cursor: string | null = null, limit?: number) =>
    api.get("/bonuspoint/bonus-point-log/findPointsLog", { cursor, limit }),
};
