/** The catalogue: wines, wineries, search (and its synonyms, the operator's), the wines' pictures. */
import type { ServiceArea } from "../http/area";
import { catalogExportEndpoints } from "./export-routes";
import { catalogMessages } from "./messages";
import { opsCatalogEndpoints } from "./ops-routes";
import { catalogEndpoints, mountPictures, pictureRawRoutes } from "./routes";
import { wineDeskEndpoints } from "./wine-desk/routes";
import {
  mountWinePictures,
  winePictureEndpoints,
  winePictureRawRoutes,
} from "./wine-pictures/routes";

export const catalogArea: ServiceArea = {
  name: "catalog",
  messages: catalogMessages,
  parts: ({ db }) => ({
    endpoints: [
      ...catalogEndpoints,
      ...catalogExportEndpoints,
      ...opsCatalogEndpoints,
      ...wineDeskEndpoints,
      ...winePictureEndpoints,
    ],
    rawRoutes: [...pictureRawRoutes, ...winePictureRawRoutes],
    mount: (router) => {
      mountPictures(router, db);
      mountWinePictures(router, db);
    },
  }),
};
