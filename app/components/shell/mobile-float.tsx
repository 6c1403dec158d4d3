/**
 * The mobile-only floating element (spec §2): back-to-top, above the tab bar
 * when there is one. Without JavaScript it appears once the page is scrolled
 * (CSS scroll-driven). With JavaScript it appears only while the shopper
 * scrolls back up past the first screen, or has reached the end: reading down
 * a list, it covers no card's price or score. The footer keeps room for it, so at rest at the end
 * it covers nothing. The cart lives in the tab bar, not in a floating button.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

const FIRST_SCREEN = 480;

export function MobileFloat({ show, aboveTabBar }: { show: boolean; aboveTabBar: boolean }) {
  const { t } = useTranslation();
  const [reveal, setReveal] = useState<"off" | "hidden" | "shown">("off");
  useEffect(() => {
    if (!show) return;
    let last = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      const atEnd = y + window.innerHeight >= document.documentElement.scrollHeight - 2;
      // A few pixels down are the browser keeping its place (scroll anchoring), not the shopper.
      if (y > last + 8 && !atEnd) setReveal("hidden");
      else if ((y < last || atEnd) && y > FIRST_SCREEN) setReveal("shown");
      else if (y <= FIRST_SCREEN) setReveal("hidden");
      last = y;
    };
    setReveal("hidden");
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
        data-reveal={reveal}
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
