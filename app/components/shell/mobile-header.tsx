/**
 * The mobile header (900 px and narrower): back button and title.
 */
import { useTranslation } from "react-i18next";
import type { BackLink } from "~/utils/back";
import type { Lang } from "~/utils/lang";
import { BackButton } from "./back-link";
import { LangSwitch } from "./lang-switch";

export function MobileHeader({ title, back, lang }: { title: string; back: BackLink; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <header className="fixed inset-x-0 top-0 z-40 flex h-header items-center border-b border-line bg-paper/95 backdrop-blur pc:hidden">
      <BackButton back={back} label={t("nav.back")} testId="back-button" />
      <h1
        className="flex-1 truncate text-center text-base font-semibold"
        data-testid="header-title"
      >
        {title}
      </h1>
      <LangSwitch lang={lang} className="flex w-16 justify-end" />
    </header>
  );
}
