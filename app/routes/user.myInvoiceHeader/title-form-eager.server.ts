// The server draws the title form at once; the browser fetches it apart (components/deferred.tsx).
export { TitleForm } from "./title-form";
