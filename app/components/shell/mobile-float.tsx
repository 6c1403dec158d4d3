/** The mobile-only floating element: the cart and back-to-top. */
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

// While buying, the cart link would only lead away from the purchase.
const BUYING = /^\/(user\/myCart|checkOrder|payment)\/?$/;

export function MobileFloat({ cartNum }: { cartNum: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="fixed bottom-20 right-3 z-30 flex flex-col gap-2 pc:hidden" data-testid="mobile-float">
      {BUYING.test(pathname) ? null : <Link to="/user/myCart" aria-label={t("nav.cart")} className="relative flex h-11 w-11 items-center justify-center rounded-full bg-white text-wine shadow-md ring-1 ring-line">
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <path d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="10" cy="20" r="1.4" />
          <circle cx="17" cy="20" r="1.4" />
        </svg>
        {cartNum > 0 ? <span className="absolute -right-1 -top-1 rounded-full bg-wine px-1.5 text-[11px] font-semibold text-white">{cartNum}</span> : null}
      </Link>}
      <a href="#top" aria-label={t("nav.backToTop")} className="flex h-11 w-11 items-center justify-center rounded-full bg-white text-ink-soft shadow-md ring-1 ring-line"
        onClick={(e) => { e.preventDefault(); window.scrollTo({ top: 0, behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" }); }}>
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><path d="M6 14l6-6 6 6" strokeLinecap="round" strokeLinejoin="round" /></svg>
      </a>
    </div>
  );
}
