/** The catalogue: wines, wineries, search (and its synonyms, the operator's), the wines' pictures. */
import type { ServiceArea } from "../http/area";
import { catalogExportEndpoints } from "./export-routes";
import { catalogMessages } from "./messages";
import { opsCatalogEndpoints } from "./ops-routes";
import { catalogEndpoints, mountPictures, pictureRawRoutes } from "./routes";
import { wineDeskEndpoints } from "./wine-desk/routes";

export const catalogArea: ServiceArea = {
  name: "catalog",
  messages: catalogMessages,
  parts: ({ db }) => ({
    endpoints: [
      ...catalogEndpoints,
      ...catalogExportEndpoints,
      ...opsCatalogEndpoints,
      ...wineDeskEndpoints,
    ],
    rawRoutes: pictureRawRoutes,
    mount: (router) => mountPictures(router, db),
  }),
};
