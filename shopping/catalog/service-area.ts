/** The catalogue: wines, wineries, search, and the wines' pictures. */
import type { ServiceArea } from "../http/area";
import { catalogMessages } from "./messages";
import { catalogEndpoints, mountPictures, pictureRawRoutes } from "./routes";

export const catalogArea: ServiceArea = {
  name: "catalog",
  messages: catalogMessages,
  parts: ({ db }) => ({
    endpoints: catalogEndpoints,
    rawRoutes: pictureRawRoutes,
    mount: (router) => mountPictures(router, db),
  }),
};
