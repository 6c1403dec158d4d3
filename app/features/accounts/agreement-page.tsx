/** Renders one of the shop's legal texts (app/content/agreements.ts). */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { AgreementDoc } from "./agreements";

/** The same text in the other language: the link is named by where it goes, in that language. */
export interface OtherVersion {
  to: string;
  lang: "zh-CN" | "en";
}

export function AgreementPage({
  doc,
  lang,
  other,
}: {
  doc: AgreementDoc;
  lang: "zh-CN" | "en";
  other?: OtherVersion;
}) {
  const { t } = useTranslation();
  return (
    <article
      lang={lang}
      className="mx-auto max-w-3xl px-4 pb-10 pt-4 pc:pt-10"
      data-testid="agreement"
    >
      <h2 className="text-2xl font-semibold">{doc.title}</h2>
      <p className="mt-1 text-sm text-ink-soft">{t("agreement.updated", { date: doc.updated })}</p>
      {other ? (
        <Link
          to={other.to}
          lang={other.lang}
          hrefLang={other.lang}
          className="mt-2 inline-flex min-h-[44px] items-center text-sm text-wine"
          data-testid="other-version"
        >
          {t(`agreement.version.${other.lang}`)}
        </Link>
      ) : null}
      <p className="mt-4 leading-relaxed text-ink-soft">{doc.intro}</p>
      {doc.sections.map((section) => (
        <section key={section.heading} id={section.id} className="mt-6 scroll-mt-16">
          <h3 className="font-semibold text-ink">{section.heading}</h3>
          {section.paragraphs.map((p, i) => (
            <p key={i} className="mt-2 leading-relaxed text-ink-soft">
              {p}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
