/**
 * Back-to-top on phones (spec §2). Where the screen has the tab bar it is the bar's last slot, so it
 * never floats over a card's text (the wine list's right-hand cards had their name and price under
 * it); elsewhere it floats at the bottom right. Without JavaScript it appears once the page is
 * scrolled (CSS scroll-driven). With JavaScript it appears only while the shopper scrolls back up
 * past the first screen, or has reached the end. The footer keeps room for the floating one, so at
 * rest at the end it covers nothing. The cart lives in the tab bar, not in a floating button.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

const FIRST_SCREEN = 480;

/** The floating back-to-top, on screens without the tab bar (which carries its own). */
export function MobileFloat({ show, aboveTabBar }: { show: boolean; aboveTabBar: boolean }) {
  if (!show || aboveTabBar) return null;
  return (
    <div className="bottom-float fixed right-3 z-30 pc:hidden" data-testid="mobile-float">
      <BackToTop className="h-11 w-11 rounded-full bg-white shadow-md ring-1 ring-line" />
    </div>
  );
}

/** The link itself, 44 px: hidden at the top of the page, shown as described above. */
export function BackToTop({ className }: { className: string }) {
  const { t } = useTranslation();
  const [reveal, setReveal] = useState<"off" | "hidden" | "shown">("off");
  useEffect(() => {
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
  }, []);
  return (
    <a
      href="#top"
      aria-label={t("nav.backToTop")}
      data-reveal={reveal}
      className={`to-top flex items-center justify-center text-ink-soft ${className}`}
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
  );
}
