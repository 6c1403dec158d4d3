export { loader, default, ErrorBoundary } from "./_index";
