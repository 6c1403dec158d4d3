/**
 * The mobile header (900 px and narrower): back button and title.
 */
import { useTranslation } from "react-i18next";
import type { BackLink } from "~/utils/back";
import type { Lang } from "~/utils/lang";
import { BackButton } from "./back-link";
import { LangSwitch } from "./lang-switch";

interface Props {
  title: string;
  back: BackLink;
  lang: Lang;
  /** False when the screen draws its own level-one heading: the title is then plain text. */
  titleIsHeading: boolean;
}

export function MobileHeader({ title, back, lang, titleIsHeading }: Props) {
  const { t } = useTranslation();
  const Title = titleIsHeading ? "h1" : "p";
  return (
    <header className="fixed inset-x-0 top-0 z-40 flex h-header items-center border-b border-line bg-paper/95 backdrop-blur pc:hidden">
      <BackButton back={back} label={t("nav.back")} testId="back-button" />
      <Title
        className="flex-1 truncate text-center text-base font-semibold"
        data-testid="header-title"
      >
        {title}
      </Title>
      <LangSwitch lang={lang} className="flex w-16 justify-end" />
    </header>
  );
}
