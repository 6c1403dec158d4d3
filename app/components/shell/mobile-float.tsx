/**
 * The mobile-only floating element (spec §2): back-to-top, above the tab bar
 * when there is one. It appears once the page is scrolled (CSS scroll-driven,
 * so also without JavaScript), and the footer keeps room for it, so at rest it
 * covers nothing. The cart lives in the tab bar, not in a floating button.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

export function MobileFloat({ show, aboveTabBar }: { show: boolean; aboveTabBar: boolean }) {
  const { t } = useTranslation();
  // Browsers without scroll-driven animations: reveal it from a scroll listener.
  const [fallback, setFallback] = useState<"off" | "hidden" | "shown">("off");
  useEffect(() => {
    if (!show || CSS.supports("animation-timeline: scroll()")) return;
    const update = () => setFallback(window.scrollY > 480 ? "shown" : "hidden");
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [show]);
  if (!show) return null;
  return (
    <div
      className={`fixed right-3 z-30 pc:hidden ${aboveTabBar ? "bottom-float-tabbar" : "bottom-float"}`}
      data-testid="mobile-float"
    >
      <a
        href="#top"
        aria-label={t("nav.backToTop")}
        data-reveal={fallback}
        className="to-top flex h-11 w-11 items-center justify-center rounded-full bg-white text-ink-soft shadow-md ring-1 ring-line"
        data-testid="back-to-top"
        onClick={(e) => {
          e.preventDefault();
          window.scrollTo({
            top: 0,
            behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches
              ? "auto"
              : "smooth",
          });
        }}
      >
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M6 14l6-6 6 6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </a>
    </div>
  );
}
