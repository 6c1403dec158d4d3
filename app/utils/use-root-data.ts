import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/root";

export function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("root data missing");
  return data;
}

export function useOptionalRootData() {
  return useRouteLoaderData<typeof loader>("root");
}
