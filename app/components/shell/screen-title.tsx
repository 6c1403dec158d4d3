/**
 * The screen's title as its level-one heading on desktop, where the phone header (which holds it on
 * phones) is not shown. Nothing on screens that draw a heading of their own (app/screens.ts).
 */
import { useLocation } from "@remix-run/react";
import { screenFor } from "~/screens";
import { useOptionalRootData } from "~/utils/use-root-data";

export function ScreenTitle({ className = "" }: { className?: string }) {
  const { pathname } = useLocation();
  const title = useOptionalRootData()?.titles.header ?? "";
  if (screenFor(pathname)?.heading === "own") return null;
  return (
    <h1
      className={`hidden text-2xl font-semibold pc:block ${className}`}
      data-testid="screen-title"
    >
      {title}
    </h1>
  );
}
