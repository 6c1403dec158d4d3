/**
 * Switches between ch and en; a plain form, so it works without JavaScript.
 * It shows the other language's name; its accessible name also says what it
 * does, in both languages, so a listener of either language understands it.
 */
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { htmlLang, otherLang, type Lang } from "~/utils/lang";

export function LangSwitch({ lang, className = "" }: { lang: Lang; className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const next = otherLang(lang);
  return (
    <Form method="post" action="/language" className={className} preventScrollReset>
      <input type="hidden" name="lang" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        className="inline-flex min-h-[44px] items-center rounded-full px-3 text-sm font-medium text-ink-soft hover:text-wine"
        data-testid="lang-switch"
      >
        <span lang={htmlLang(next)}>{t("lang.switchTo")}</span>
        <span className="sr-only">
          {" ("}
          <span lang="zh-CN">{t("lang.switchLabel.zh-CN")}</span>
          {" / "}
          <span lang="en">{t("lang.switchLabel.en")}</span>
          {")"}
        </span>
      </button>
    </Form>
  );
}
