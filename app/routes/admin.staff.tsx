/**
 * The staff desk (/admin/staff): every member with their role and state; an owner adds a member
 * (the one-time set-up link is shown once, here), changes a role, makes a new link, disables or
 * enables an account. The service checks each move's permission and writes the audit log.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AuthenticityTokenInput } from "~/components/form-security";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { ConsoleAlert, ShownOnce } from "~/features/admin/shown-once";
import { consoleData, consolePage } from "~/features/admin/console-page.server";
import { staffDeskAction } from "~/features/admin/staff-desk.server";
import { formatDateTime } from "~/utils/time";

export const handle = { i18n: ["account", "admin"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, me, csrf, headers } = await consolePage(request, context);
  const [list, roles] = await Promise.all([
    api.get("/ops/staff/list"),
    api.get("/ops/staff/roles"),
  ]);
  return data(
    {
      me,
      csrf,
      members: consoleData(list, context.lang).members,
      roles: consoleData(roles, context.lang).roles,
    },
    { headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return staffDeskAction(request, context);
}

export default function StaffDesk() {
  const { me, csrf, members, roles } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t, i18n } = useTranslation("admin");
  const mayManage = me.permissions.includes("staff.manage");
  const [form, fields] = useForm<{ phone: string; name: string; role: string }>({
    id: "staff-add",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    shouldValidate: "onSubmit",
  });
  const roleName = (key: string) => {
    const role = roles.find((r) => r.key === key);
    return role ? (i18n.language === "en" ? role.nameEn : role.nameCh) : key;
  };
  const roleOptions = roles.map((role) => (
    <option key={role.key} value={role.key}>
      {roleName(role.key)}
    </option>
  ));
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("staff.title")}>
      {actionData?.link ? (
        <ShownOnce
          title={t("staff.linkFor", { name: actionData.link.name })}
          warning={t("staff.linkOnce")}
          label={t("staff.linkLabel")}
          secret={actionData.link.url}
          testId="setup-link"
        />
      ) : null}
      {error ? (
        <ConsoleAlert>{error === "invalid" ? t("staff.invalid") : error}</ConsoleAlert>
      ) : null}
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[640px] border-collapse text-sm" data-testid="staff-table">
          <caption className="sr-only">{t("staff.caption")}</caption>
          <thead className="sticky top-0 bg-white text-left text-ink-soft">
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("staff.name")}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("staff.phone")}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("staff.role")}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("staff.state")}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("staff.lastSeen")}
              </th>
              {mayManage ? (
                <th scope="col" className="py-2 font-medium">
                  {t("staff.actions")}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr
                key={member.id}
                className="border-b border-line align-top"
                data-testid="staff-row"
              >
                <td className="py-2 pr-3">{member.name}</td>
                <td className="py-2 pr-3 tabular-nums">{member.phone}</td>
                <td className="py-2 pr-3">{roleName(member.role)}</td>
                <td className="py-2 pr-3">
                  {member.disabled
                    ? t("staff.disabled")
                    : !member.passwordSet
                      ? t("staff.awaitingSetup")
                      : member.totp
                        ? t("staff.activeTotp")
                        : t("staff.active")}
                </td>
                <td className="py-2 pr-3 tabular-nums">
                  {member.lastSeenAt ? formatDateTime(member.lastSeenAt) : "—"}
                </td>
                {mayManage ? (
                  <td className="py-1">
                    <div className="flex flex-wrap gap-2">
                      <Form method="post" className="flex gap-1">
                        <AuthenticityTokenInput />
                        <input type="hidden" name="staffId" value={member.id} />
                        <label className="sr-only" htmlFor={`role-${member.id}`}>
                          {t("staff.roleOf", { name: member.name })}
                        </label>
                        <select
                          id={`role-${member.id}`}
                          name="role"
                          defaultValue={member.role}
                          className="min-h-[44px] rounded-lg border border-line bg-white px-2"
                        >
                          {roleOptions}
                        </select>
                        <button
                          type="submit"
                          name="intent"
                          value="role"
                          className="btn-secondary min-h-[44px] px-3"
                        >
                          {t("staff.setRole")}
                        </button>
                      </Form>
                      <Form method="post">
                        <AuthenticityTokenInput />
                        <input type="hidden" name="staffId" value={member.id} />
                        <input type="hidden" name="name" value={member.name} />
                        <button
                          type="submit"
                          name="intent"
                          value="reset"
                          className="btn-secondary min-h-[44px] px-3"
                        >
                          {t("staff.reset")}
                        </button>
                      </Form>
                      {member.id !== me.staffId ? (
                        <Form method="post">
                          <AuthenticityTokenInput />
                          <input type="hidden" name="staffId" value={member.id} />
                          <button
                            type="submit"
                            name="intent"
                            value={member.disabled ? "enable" : "disable"}
                            className="btn-secondary min-h-[44px] px-3"
                            data-testid={member.disabled ? "staff-enable" : "staff-disable"}
                          >
                            {member.disabled ? t("staff.enable") : t("staff.disable")}
                          </button>
                        </Form>
                      ) : null}
                    </div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {mayManage ? (
        <section aria-labelledby="staff-add-heading" className="mt-8 max-w-md">
          <h2 id="staff-add-heading" className="text-lg font-semibold">
            {t("staff.addTitle")}
          </h2>
          <Form
            method="post"
            {...getFormProps(form)}
            className="mt-3 flex flex-col gap-4"
            data-testid="staff-add-form"
          >
            <AuthenticityTokenInput />
            <input type="hidden" name="intent" value="add" />
            <TextField
              meta={fields.phone}
              label={t("staff.phone")}
              type="tel"
              inputMode="tel"
              autoComplete="off"
            />
            <TextField
              meta={fields.name}
              label={t("staff.name")}
              autoComplete="off"
              hint={t("staff.nameHint")}
            />
            <div className="flex flex-col gap-1">
              <label htmlFor={fields.role.id} className="text-sm font-medium">
                {t("staff.role")}
              </label>
              <select
                id={fields.role.id}
                name={fields.role.name}
                form={form.id}
                aria-invalid={fields.role.errors ? true : undefined}
                aria-describedby={fields.role.errors ? fields.role.errorId : undefined}
                key={fields.role.key}
                defaultValue="clerk"
                className="min-h-[44px] rounded-lg border border-line bg-white px-2"
              >
                {roleOptions}
              </select>
              <FieldErrors errors={fields.role.errors} id={fields.role.errorId} />
            </div>
            <FieldErrors errors={form.errors} id={form.errorId} />
            <button type="submit" className="btn-primary" data-testid="staff-add-submit">
              {t("staff.add")}
            </button>
          </Form>
        </section>
      ) : null}
    </ConsoleLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
