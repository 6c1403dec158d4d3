export { handle, loader, default, ErrorBoundary } from "./_index";
