/** Unknown paths: the 404 page inside the shell. */
import { GeneralErrorBoundary } from "~/components/error-boundary";

export async function loader() {
  throw new Response("Not found", { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
