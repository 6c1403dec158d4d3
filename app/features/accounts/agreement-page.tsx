/** Renders one of the shop's legal texts (agreements.ts). */
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
      <h1 className="text-2xl font-semibold">{doc.title}</h1>
      <p className="mt-1 text-sm text-ink-soft">{t("agreement.updated", { date: doc.updated })}</p>
      {other ? (
        <Link
          to={other.to}
          lang={other.lang}
          hrefLang={other.lang}
          className="mt-2 inline-flex min-h-[44px] min-w-[44px] items-center text-sm text-wine"
          data-testid="other-version"
        >
          {t(`agreement.version.${other.lang}`)}
        </Link>
      ) : null}
      <p className="mt-4 leading-relaxed text-ink-soft">{doc.intro}</p>
      {doc.sections.map((section) => (
        <section key={section.heading} id={section.id} className="mt-6 scroll-mt-16">
          <h2 className="font-semibold text-ink">{section.heading}</h2>
          {section.paragraphs.map((p, i) => (
            <p key={i} className="mt-2 leading-relaxed text-ink-soft">
              <WithLinks text={p} />
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}

/** "[text](/path)" in an agreement's text is a link to another of the shop's pages. */
const LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

function WithLinks({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <Link key={match.index} to={match[2]} className="text-wine underline underline-offset-2">
        {match[1]}
      </Link>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
