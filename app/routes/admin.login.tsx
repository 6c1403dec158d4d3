/**
 * The console's sign-in (/admin/login): mobile number, password and the authenticator's 6-digit
 * code in one plain form. The service counts every try against the number and the address (locked
 * after 5 in 15 minutes) and takes each code once.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AuthenticityTokenInput, FormSecurity } from "~/components/form-security";
import { ConsoleDoor } from "~/features/admin/console-layout";
import { staffLoginAction } from "~/features/admin/login.server";
import { afterStaffLogin, staffApi, staffSecretOf } from "~/features/admin/staff-session.server";
import { formSecurity } from "~/utils/csrf.server";
import { safeLocalPath } from "~/utils/back";

export const handle = { i18n: ["account", "admin"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const secret = await staffSecretOf(request);
  if (secret && (await staffApi(request, context, secret).get("/ops/me")).ok)
    throw redirect(afterStaffLogin(url.searchParams.get("redirectTo")));
  const security = await formSecurity(request);
  return data(
    {
      csrf: security.csrf,
      redirectTo: safeLocalPath(url.searchParams.get("redirectTo")) ?? "",
      expired: url.searchParams.get("expired") === "1",
      passwordChanged: url.searchParams.get("passwordChanged") === "1",
    },
    { headers: security.headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return staffLoginAction(request, context);
}

export default function StaffLogin() {
  const { csrf, redirectTo, expired, passwordChanged } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("admin");
  const [form, fields] = useForm<{ phone: string; password: string; totp: string }>({
    id: "staff-login",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    shouldValidate: "onSubmit",
  });
  return (
    <ConsoleDoor title={t("login.title")}>
      {expired ? (
        <p
          className="mt-4 rounded-lg bg-white p-3 text-sm text-ink"
          role="status"
          data-testid="login-expired"
        >
          {t("login.expired")}
        </p>
      ) : null}
      {passwordChanged ? (
        <p
          className="mt-4 rounded-lg bg-white p-3 text-sm text-ink"
          role="status"
          data-testid="login-password-changed"
        >
          {t("login.passwordChanged")}
        </p>
      ) : null}
      <FormSecurity csrf={csrf}>
        <Form
          method="post"
          {...getFormProps(form)}
          className="mt-6 flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm"
          data-testid="staff-login-form"
        >
          <AuthenticityTokenInput />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <TextField
            meta={fields.phone}
            label={t("login.phone")}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
          <TextField
            meta={fields.password}
            label={t("login.password")}
            type="password"
            autoComplete="current-password"
          />
          <TextField
            meta={fields.totp}
            label={t("login.totp")}
            inputMode="numeric"
            autoComplete="one-time-code"
            hint={t("login.totpHint")}
          />
          <FieldErrors errors={form.errors} id={form.errorId} />
          <button
            type="submit"
            className="btn-primary mt-2 w-full"
            data-testid="staff-login-submit"
          >
            {t("login.submit")}
          </button>
        </Form>
      </FormSecurity>
      <p className="mt-6 text-sm text-ink-soft">{t("login.newMember")}</p>
    </ConsoleDoor>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
