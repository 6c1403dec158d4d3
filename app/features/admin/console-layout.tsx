/**
 * The console's frame (DESIGN.md, the back office): the brand and who is signed in on top, the
 * desks on the left at desktop width and in a row under the top bar on a phone, the page beside.
 * Quieter than the shop: white surfaces, the wine red only for the primary action.
 */
import { Form, NavLink, useLocation, useOutletContext } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput, FormSecurity } from "~/components/form-security";
import type { ConsoleChrome } from "./console-root";
import type { StaffMe } from "./me";
import { desksFor } from "./console-paths";

export function ConsoleLayout({
  me,
  csrf,
  title,
  children,
}: {
  me: StaffMe;
  csrf: string;
  title: string;
  children: React.ReactNode;
}) {
  const { t, i18n } = useTranslation("admin");
  const { langSwitch } = useOutletContext<ConsoleChrome>();
  const location = useLocation();
  const roleName = i18n.language === "en" ? me.roleNameEn : me.roleNameCh;
  const desks = desksFor(me.permissions);
  return (
    <FormSecurity csrf={csrf}>
      <div className="flex min-h-screen flex-col bg-white text-ink" data-testid="console">
        <a href="#console-main" className="sr-only focus:not-sr-only">
          {t("skip")}
        </a>
        <header className="sticky top-0 z-20 flex min-h-[52px] items-center gap-3 border-b border-line bg-white px-4">
          <a
            href="/admin"
            className="inline-flex min-h-[44px] items-center font-semibold text-wine"
          >
            {t("consoleBrand")}
          </a>
          <span className="ml-auto hidden text-sm text-ink-soft pc:inline" data-testid="console-me">
            {me.name} · {roleName}
          </span>
          {langSwitch}
          <Form method="post" action="/admin/logout">
            <AuthenticityTokenInput />
            <button
              type="submit"
              className="inline-flex min-h-[44px] items-center rounded-lg px-3 text-sm text-ink-soft hover:text-wine"
              data-testid="console-logout"
            >
              {t("logout")}
            </button>
          </Form>
        </header>
        <div className="flex flex-1 flex-col pc:flex-row">
          <nav
            aria-label={t("menu.label")}
            className="overflow-x-auto border-b border-line pc:w-48 pc:shrink-0 pc:border-b-0 pc:border-r"
          >
            <ul className="flex gap-1 px-2 py-1 pc:flex-col pc:py-4">
              {desks.map((desk) => (
                <li key={desk.to}>
                  <NavLink
                    to={desk.to}
                    end
                    className={({ isActive }) =>
                      `inline-flex min-h-[44px] w-full items-center whitespace-nowrap rounded-lg px-3 text-[15px] ${isActive || (desk.to !== "/admin" && location.pathname.startsWith(desk.to)) ? "bg-wine/10 font-semibold text-wine" : "text-ink hover:bg-paper"}`
                    }
                  >
                    {t(desk.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <main id="console-main" className="min-w-0 flex-1 px-4 pb-12 pt-4 pc:px-8 pc:pt-6">
            <h1 className="text-xl font-semibold pc:text-2xl">{title}</h1>
            {children}
          </main>
        </div>
      </div>
    </FormSecurity>
  );
}

/** The frame of the pages before signing in: the brand and the language, one narrow column. */
export function ConsoleDoor({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation("admin");
  const { langSwitch } = useOutletContext<ConsoleChrome>();
  return (
    <div className="flex min-h-screen flex-col bg-paper text-ink">
      <header className="flex min-h-[52px] items-center border-b border-line bg-white px-4">
        <span className="font-semibold text-wine">{t("consoleBrand")}</span>
        <div className="ml-auto">{langSwitch}</div>
      </header>
      <main id="console-main" className="mx-auto w-full max-w-md flex-1 px-4 pb-12 pt-8">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {children}
      </main>
    </div>
  );
}
