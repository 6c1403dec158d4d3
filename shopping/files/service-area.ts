/** Uploads: the buyers' pictures and business licences, and the picture echo path. */
import type { ServiceArea } from "../http/area";
import { filesMessages } from "./messages";
import { fileEndpoints, fileRawRoutes, mountFileEcho } from "./routes";

export const filesArea: ServiceArea = {
  name: "files",
  messages: filesMessages,
  parts: ({ db }) => ({
    endpoints: fileEndpoints,
    rawRoutes: fileRawRoutes,
    mount: (router) => mountFileEcho(router, db),
  }),
};
