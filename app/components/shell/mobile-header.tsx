/**
 * The mobile header (900 px and narrower): back button and title. The back
 * button is a link computed on the server; with JavaScript it uses the
 * browser's history when the rules say "one step back".
 */
import { Link, useNavigate } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { BackLink } from "~/utils/back";
import type { Lang } from "~/utils/lang";
import { LangSwitch } from "./lang-switch";

export function MobileHeader({ title, back, lang }: { title: string; back: BackLink; lang: Lang }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <header className="fixed inset-x-0 top-0 z-40 flex h-header items-center border-b border-line bg-paper/95 backdrop-blur pc:hidden">
      <Link
        to={back.href}
        data-testid="back-button"
        aria-label={t("nav.back")}
        className="flex h-header w-12 items-center justify-center text-ink"
        onClick={(event) => {
          const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
          if (back.historyBack && idx > 0) {
            event.preventDefault();
            navigate(-1);
          }
        }}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Link>
      <h1 className="flex-1 truncate text-center text-base font-semibold" data-testid="header-title">
        {title}
      </h1>
      <LangSwitch lang={lang} className="flex w-16 justify-end" />
    </header>
  );
}
