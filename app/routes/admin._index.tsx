/**
 * The console's home (/admin): who is signed in, the owner's dashboard for a role that may read the
 * reports (decision 046), and the desks their role opens.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DASHBOARD_RANGES } from "#contract/dashboard-ranges";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { consoleData, consolePage } from "~/features/admin/console-page.server";
import { OwnerDashboard } from "~/features/admin/dashboard/owner-dashboard";
import { desksFor } from "~/features/admin/console-paths";

export const handle = { i18n: ["admin"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, me, csrf, headers } = await consolePage(request, context);
  const asked = new URL(request.url).searchParams.get("range");
  const range = (DASHBOARD_RANGES as readonly string[]).includes(asked ?? "") ? asked! : "today";
  const dashboard = me.permissions.includes("reports.read")
    ? consoleData(await api.get("/ops/reports/dashboard", { range }), api.lang)
    : null;
  return data({ me, csrf, dashboard }, { headers });
}

export default function ConsoleHome() {
  const { me, csrf, dashboard } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("admin");
  const desks = desksFor(me.permissions).filter((desk) => desk.to !== "/admin");
  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("consoleHome.title")}>
      <p className="mt-2 text-ink-soft" data-testid="console-welcome">
        {t("consoleHome.welcome", {
          name: me.name,
          role: i18n.language === "en" ? me.roleNameEn : me.roleNameCh,
        })}
      </p>
      {dashboard ? <OwnerDashboard dashboard={dashboard} permissions={me.permissions} /> : null}
      <ul className="mt-6 grid gap-3 pc:grid-cols-3">
        {desks.map((desk) => (
          <li key={desk.to}>
            <Link
              to={desk.to}
              className="flex min-h-[72px] flex-col justify-center rounded-xl border border-line bg-white px-4 py-3 hover:border-wine"
            >
              <span className="font-semibold">{t(desk.label)}</span>
              <span className="text-sm text-ink-soft">{t(`${desk.label}About`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </ConsoleLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
