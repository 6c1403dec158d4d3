import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The footer; how to reach customer service is the shop area's, handed in by the root. */
export function Footer({ customerService }: { customerService: ReactNode }) {
  const { t } = useTranslation();
  return (
    <footer className="footer-room mt-12 border-t border-line bg-white/60 px-4 pt-8 text-sm text-ink-soft">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 pc:flex-row pc:items-center pc:justify-between">
        {/* A company's name is one word: Chinese breaks between any two characters otherwise. */}
        <p className="pc:shrink-0">
          <span className="font-semibold text-wine">{t("brand.name")}</span> ·{" "}
          <span className="whitespace-nowrap" data-testid="footer-company">
            {t("footer.company")}
          </span>
        </p>
        <p className="flex flex-wrap gap-x-4">
          <Link
            to="/agreement"
            className="inline-flex min-h-[44px] items-center underline-offset-2 hover:underline"
          >
            {t("footer.agreement")}
          </Link>
          <Link
            to={t("links.registrationAgreement")}
            className="inline-flex min-h-[44px] items-center underline-offset-2 hover:underline"
          >
            {t("footer.registration")}
          </Link>
        </p>
        {customerService}
        <p className="pc:whitespace-nowrap">{t("footer.responsible")}</p>
      </div>
    </footer>
  );
}
