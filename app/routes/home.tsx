/** Home (/home): the same screen as /. */
export { handle, loader, default, ErrorBoundary } from "~/features/catalog/home-route";
