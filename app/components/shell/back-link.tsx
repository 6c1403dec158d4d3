/**
 * The back button: a link computed on the server (spec §2's rules); with
 * JavaScript it uses the browser's history when the rules say "one step back".
 */
import { Link, useNavigate } from "@remix-run/react";
import type { BackLink } from "~/utils/back";

export function BackButton({
  back,
  label,
  testId,
}: {
  back: BackLink;
  label: string;
  testId: string;
}) {
  const navigate = useNavigate();
  return (
    <Link
      to={back.href}
      data-testid={testId}
      aria-label={label}
      className="flex h-header w-12 items-center justify-center text-ink"
      onClick={(event) => {
        const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (back.historyBack && idx > 0) {
          event.preventDefault();
          navigate(-1);
        }
      }}
    >
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Link>
  );
}
