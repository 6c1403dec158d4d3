/**
 * A member's one-time set-up link (/admin/setup/<token>), printed by `npm run ops -- staff-add` or
 * made by an owner in the console: the member chooses a password and enrols an authenticator by
 * scanning the QR code (an owner must; others may). The secret is made here and carried by the
 * form, so a refused form shows the same code to scan again.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AuthenticityTokenInput, FormSecurity } from "~/components/form-security";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ConsoleDoor } from "~/features/admin/console-layout";
import { setupAction, setupLoader } from "~/features/admin/setup.server";

export const handle = { i18n: ["account", "admin"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return setupLoader(request, params.token ?? "", context);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return setupAction(request, params.token ?? "", context);
}

export default function StaffSetup() {
  const { link, enrol: firstEnrol, csrf } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("admin");
  const [form, fields] = useForm<{ password: string; confirm: string; totp: string }>({
    id: "staff-setup",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    shouldValidate: "onSubmit",
  });
  if (!link)
    return (
      <ConsoleDoor title={t("setup.title")}>
        <p className="mt-4 text-ink" data-testid="setup-gone">
          {t("setup.gone")}
        </p>
        <Link to="/admin/login" className="btn-secondary mt-6 inline-flex">
          {t("setup.toLogin")}
        </Link>
      </ConsoleDoor>
    );
  const enrol = actionData?.enrol ?? firstEnrol!;
  return (
    <ConsoleDoor title={t("setup.title")}>
      <p className="mt-2 text-ink-soft" data-testid="setup-who">
        {t("setup.who", {
          name: link.name,
          phone: link.phoneMasked,
          role: t(`roles.${link.role}`, { defaultValue: link.role }),
        })}
      </p>
      <FormSecurity csrf={csrf}>
        <Form
          method="post"
          {...getFormProps(form)}
          className="mt-6 flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm"
          data-testid="staff-setup-form"
        >
          <AuthenticityTokenInput />
          <input type="hidden" name="phoneMasked" value={link.phoneMasked} />
          <input type="hidden" name="shownSecret" value={enrol.secret} />
          <input type="hidden" name="totpSecret" value={enrol.secret} />
          <input type="hidden" name="required" value={link.totpRequired ? "1" : "0"} />
          <TextField
            meta={fields.password}
            label={t("setup.password")}
            type="password"
            autoComplete="new-password"
            hint={t("setup.passwordHint")}
          />
          <TextField
            meta={fields.confirm}
            label={t("setup.confirm")}
            type="password"
            autoComplete="new-password"
          />
          <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-3">
            <legend className="px-1 text-sm font-medium">{t("setup.totpLegend")}</legend>
            {link.totpRequired ? (
              <p className="text-sm text-ink-soft">{t("setup.totpRequired")}</p>
            ) : (
              <label className="inline-flex min-h-[44px] items-center gap-2 text-sm">
                <input type="checkbox" name="withTotp" defaultChecked className="h-5 w-5" />
                {t("setup.totpOptional")}
              </label>
            )}
            <div
              role="img"
              aria-label={t("setup.qrLabel")}
              className="mx-auto h-48 w-48"
              dangerouslySetInnerHTML={{ __html: enrol.qr }}
              data-testid="setup-qr"
            />
            <p className="text-sm">
              {t("setup.secretText")}{" "}
              <code className="break-all font-mono text-[13px]" data-testid="setup-secret">
                {enrol.secret.replace(/(.{4})/g, "$1 ").trim()}
              </code>
            </p>
            <TextField
              meta={fields.totp}
              label={t("setup.totp")}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </fieldset>
          <FieldErrors errors={form.errors} id={form.errorId} />
          <button type="submit" className="btn-primary w-full" data-testid="staff-setup-submit">
            {t("setup.submit")}
          </button>
        </Form>
      </FormSecurity>
    </ConsoleDoor>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
