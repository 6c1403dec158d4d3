/** Favorites and the browsing history. */
import type { ServiceArea } from "../http/area";
import { favoritesMessages } from "./messages";
import { favoriteEndpoints } from "./routes";

export const favoritesArea: ServiceArea = {
  name: "favorites",
  messages: favoritesMessages,
  parts: () => ({ endpoints: favoriteEndpoints }),
};
