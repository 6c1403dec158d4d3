/** Home (/). */
export { handle, loader, default, ErrorBoundary } from "~/features/catalog/home-route";
