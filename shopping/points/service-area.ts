/** The points programme: the buyer's points, gifts, and the operator's adjustments and rules. */
import type { ServiceArea } from "../http/area";
import { pointsMessages } from "./messages";
import { opsPointsEndpoints } from "./ops-routes";
import { pointsEndpoints } from "./routes";

export const pointsArea: ServiceArea = {
  name: "points",
  messages: pointsMessages,
  parts: () => ({ endpoints: [...pointsEndpoints, ...opsPointsEndpoints] }),
};
