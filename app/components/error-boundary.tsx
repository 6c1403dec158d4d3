/**
 * The one error view for every route, inside the shell: 404 for unknown
 * paths and ids, the error catalogue's message when /shopping failed
 * (a poor network when it is down), and a plain apology otherwise.
 */
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { FailureData } from "~/service/client.server";

export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPanel
        title={t("errors.notFoundTitle")}
        text={t("errors.notFoundText")}
        testId="not-found"
      >
        <Link to="/" className="btn-secondary">
          {t("errors.goHome")}
        </Link>
        <Link to="/goods" className="btn-primary">
          {t("errors.goGoods")}
        </Link>
      </ErrorPanel>
    );
  }
  const feedback = isRouteErrorResponse(error)
    ? (error.data as Partial<FailureData> | null)?.feedback
    : undefined;
  if (feedback) {
    return (
      <ErrorPanel
        title={feedback.title ?? t("errors.unexpectedTitle")}
        text={feedback.message}
        testId="service-error"
      >
        <a href={location.pathname + location.search} className="btn-primary">
          {t("common.retry")}
        </a>
      </ErrorPanel>
    );
  }
  if (typeof document !== "undefined") console.error(error);
  return (
    <ErrorPanel
      title={t("errors.unexpectedTitle")}
      text={t("errors.unexpectedText")}
      testId="unexpected-error"
    >
      <a href={location.pathname + location.search} className="btn-primary">
        {t("common.retry")}
      </a>
    </ErrorPanel>
  );
}

function ErrorPanel({
  title,
  text,
  testId,
  children,
}: {
  title: string;
  text: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <section
      className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center"
      data-testid={testId}
      data-error-panel
    >
      <svg width="64" height="96" viewBox="0 0 64 96" aria-hidden="true" className="text-wine/30">
        <path
          d="M24 4h16v22c0 6 12 12 12 26v36a4 4 0 0 1-4 4H16a4 4 0 0 1-4-4V52c0-14 12-20 12-26z"
          fill="currentColor"
        />
      </svg>
      {/* On phones the header's title is the page's heading; on desktops this one is. */}
      <h2 className="mt-6 text-xl font-semibold pc:hidden">{title}</h2>
      <h1 className="mt-6 hidden text-xl font-semibold pc:block">{title}</h1>
      <p className="mt-2 text-ink-soft">{text}</p>
      <div className="mt-6 flex gap-3">{children}</div>
    </section>
  );
}
