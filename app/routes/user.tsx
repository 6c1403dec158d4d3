/** The user area (/user and its children): login required; a side menu on desktops. */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ACCOUNT_MENU } from "~/screens";
import { LogoutButton } from "~/features/accounts/logout-button";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormSecurity } from "~/components/form-security";
import { requireLogin } from "~/features/accounts/auth.server";
import { formSecurity } from "~/utils/csrf.server";

export const handle = { i18n: ["center"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireLogin(context, request);
  const security = await formSecurity(request);
  return data({ csrf: security.csrf }, { headers: security.headers });
}

export default function UserArea() {
  const { csrf } = useLoaderData<typeof loader>();
  const { t } = useTranslation("center");
  return (
    <FormSecurity csrf={csrf}>
      <div className="mx-auto max-w-6xl pc:flex pc:gap-8 pc:px-6 pc:pt-8">
        <aside className="hidden w-52 shrink-0 pc:block">
          <nav
            className="overflow-hidden rounded-2xl bg-white ring-1 ring-line"
            aria-label={t("nav.account")}
          >
            {ACCOUNT_MENU.map(([to, key]) => (
              <NavLink
                key={to}
                to={to}
                className={({ isActive }) =>
                  `flex min-h-[44px] items-center px-4 ${isActive ? "bg-wine-light font-semibold text-wine" : "hover:bg-paper"}`
                }
              >
                {t(key)}
              </NavLink>
            ))}
          </nav>
          <div className="mt-4">
            <LogoutButton />
          </div>
        </aside>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </FormSecurity>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
