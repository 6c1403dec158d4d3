/**
 * The roles desk (/admin/roles): every role with what it may do, the owner's fixed at everything;
 * a member who manages staff makes a role or changes one's names and permissions. The service
 * checks each permission on every call, so a role changed here changes what its members may do at
 * their next click.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { OWNER_ROLE, PERMISSIONS } from "#contract/permissions";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { consoleData, consolePage } from "~/features/admin/console-page.server";
import { PERMISSION_GROUPS, RoleForm } from "~/features/admin/roles/role-form";
import { rolesDeskAction } from "~/features/admin/roles/roles-desk.server";

export const handle = { i18n: ["account", "admin"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, me, csrf, headers } = await consolePage(request, context);
  const roles = consoleData(await api.get("/ops/staff/roles"), api.lang).roles;
  return data({ me, csrf, roles }, { headers });
}

export const action = ({ request, context }: ActionFunctionArgs) =>
  rolesDeskAction(request, context);

export default function RolesDesk() {
  const { me, csrf, roles } = useLoaderData<typeof loader>();
  const answer = useActionData<{ formId: string; result?: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const { t, i18n } = useTranslation("admin");
  const mayManage = me.permissions.includes("staff.manage");
  const resultFor = (formId: string) =>
    navigation.state === "idle" && answer?.formId === formId ? answer.result : undefined;
  const nameOf = (role: (typeof roles)[number]) =>
    i18n.language === "en" ? role.nameEn : role.nameCh;
  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("roleDesk.title")}>
      <p className="mt-2 text-sm text-ink-soft">{t("roleDesk.note")}</p>
      <ul className="mt-4 flex flex-col gap-4">
        {roles.map((role) => {
          const granted = new Set<string>(role.key === OWNER_ROLE ? PERMISSIONS : role.permissions);
          return (
            <li
              key={role.key}
              id={`role-card-${role.key}`}
              className="rounded-xl border border-line p-4"
              data-testid="role-card"
            >
              <h2 className="text-lg font-semibold">
                {nameOf(role)}{" "}
                <span className="text-sm font-normal text-ink-soft">
                  {role.key} · {role.builtIn ? t("roleDesk.builtIn") : t("roleDesk.made")} ·{" "}
                  {t("roleDesk.count", { n: granted.size, total: PERMISSIONS.length })}
                </span>
              </h2>
              <dl className="sm:grid-cols-2 lg:grid-cols-3 mt-2 grid gap-x-6 gap-y-1 text-sm">
                {PERMISSION_GROUPS.filter(([, keys]) => keys.some((k) => granted.has(k))).map(
                  ([resource, keys]) => (
                    <div key={resource} className="flex flex-wrap gap-x-2">
                      <dt className="font-medium">{t(`permissionNames.${resource}.title`)}</dt>
                      <dd className="text-ink-soft">
                        {keys
                          .filter((k) => granted.has(k))
                          .map((k) => t(`permissionNames.${k}`))
                          .join("、")}
                      </dd>
                    </div>
                  ),
                )}
              </dl>
              {mayManage && role.key !== OWNER_ROLE ? (
                <details className="mt-3" open={Boolean(resultFor(`role-${role.key}`))}>
                  <summary className="inline-flex min-h-[44px] cursor-pointer items-center text-wine underline">
                    {t("roleDesk.edit", { name: nameOf(role) })}
                  </summary>
                  <div className="mt-3">
                    <RoleForm values={role} lastResult={resultFor(`role-${role.key}`)} />
                  </div>
                </details>
              ) : null}
            </li>
          );
        })}
      </ul>
      {mayManage ? (
        <section
          className="mt-6 rounded-xl border border-line p-4"
          aria-labelledby="role-new-heading"
        >
          <h2 id="role-new-heading" className="text-lg font-semibold">
            {t("roleDesk.new")}
          </h2>
          <div className="mt-3">
            <RoleForm values={null} lastResult={resultFor("role-new")} />
          </div>
        </section>
      ) : null}
    </ConsoleLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
