/** The spec's loading bar: runs while a navigation or a submission is pending. */
import { useFetchers, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

export function ProgressBar() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state === "submitting");
  const [phase, setPhase] = useState<"idle" | "running" | "done">("idle");

  useEffect(() => {
    if (busy) return setPhase("running");
    if (phase !== "running") return;
    setPhase("done");
    const timer = setTimeout(() => setPhase("idle"), 200);
    return () => clearTimeout(timer);
  }, [busy]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div
      role="progressbar"
      aria-hidden={phase === "idle"}
      aria-label="loading"
      data-state={phase}
      className="progress-bar pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px]"
    >
      <div className="h-full bg-wine" />
    </div>
  );
}
