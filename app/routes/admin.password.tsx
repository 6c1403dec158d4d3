/**
 * A member changes their own password (/admin/password): the current one, the new one twice, and
 * the authenticator's code when they have one. Every session ends with it, this one too, so the
 * member signs in again with the new password (the sign-in page says why).
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
import { consolePage } from "~/features/admin/console-page.server";
import { changePasswordAction } from "~/features/admin/password.server";

export const handle = { i18n: ["account", "admin"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { me, csrf, headers } = await consolePage(request, context);
  return data({ me, csrf }, { headers });
}

export const action = ({ request, context }: ActionFunctionArgs) =>
  changePasswordAction(request, context);

export default function ChangePassword() {
  const { me, csrf } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("admin");
  const [form, fields] = useForm<{
    oldPassword: string;
    newPassword: string;
    confirm: string;
    totp: string;
  }>({
    id: "staff-password",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    shouldValidate: "onSubmit",
  });
  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("password.title")}>
      <p className="mt-2 max-w-xl text-sm text-ink-soft">{t("password.note")}</p>
      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-4 flex max-w-md flex-col gap-4"
        data-testid="staff-password-form"
      >
        <AuthenticityTokenInput />
        <FieldErrors errors={form.errors} id={form.errorId} />
        <TextField
          meta={fields.oldPassword}
          label={t("password.old")}
          type="password"
          autoComplete="current-password"
        />
        <TextField
          meta={fields.newPassword}
          label={t("password.new")}
          type="password"
          autoComplete="new-password"
          hint={t("password.newHint")}
        />
        <TextField
          meta={fields.confirm}
          label={t("password.confirm")}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          meta={fields.totp}
          label={t("login.totp")}
          inputMode="numeric"
          autoComplete="one-time-code"
          hint={t("login.totpHint")}
        />
        <button
          type="submit"
          className="btn-primary min-h-[44px] self-start px-6"
          disabled={navigation.state !== "idle"}
          data-testid="staff-password-submit"
        >
          {t("password.submit")}
        </button>
      </Form>
    </ConsoleLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
