/**
 * A member's one-time set-up link (/admin/setup/<token>), printed by `npm run ops -- staff-add` or
 * made by an owner in the console: the member chooses a password and enrols an authenticator by
 * scanning the QR code (an owner must; others may). The secret is made here and carried by the
 * form, so a refused form shows the same code to scan again.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { staffSetupSchema } from "#contract/staff";
import { newTotpSecret, otpauthUri } from "#contract/totp";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AuthenticityTokenInput, FormSecurity } from "~/components/form-security";
import { ConsoleDoor } from "~/features/admin/console-layout";
import { staffReply } from "~/features/admin/form-reply.server";
import { staffApi } from "~/features/admin/staff-session.server";
import { tFor } from "~/i18n.server";
import { successFeedback } from "~/service/feedback";
import { formSecurity, readProtectedForm } from "~/utils/csrf.server";
import { qrSvg } from "~/utils/qr.server";
import { redirectWithToast } from "~/utils/toast.server";

export const handle = { i18n: ["account", "admin"] };

const SECRET_PATTERN = /^[A-Z2-7]{32}$/;

async function enrolment(secret: string, phoneMasked: string, lang: "ch" | "en") {
  const uri = otpauthUri(secret, phoneMasked, tFor(lang, "admin")("consoleBrand"));
  return { secret, qr: await qrSvg(uri) };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const api = staffApi(request, context, null);
  const link = /^setup_[A-Za-z0-9_-]{20,100}$/.test(token)
    ? await api.get("/staff/setup", { token })
    : null;
  const security = await formSecurity(request);
  if (!link?.ok)
    return data(
      { link: null, enrol: null, csrf: security.csrf },
      { headers: security.headers, status: 410 },
    );
  return data(
    {
      link: link.data,
      enrol: await enrolment(newTotpSecret(), link.data.phoneMasked, context.lang),
      csrf: security.csrf,
    },
    { headers: security.headers },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const formData = await readProtectedForm(request, context.lang);
  formData.set("token", params.token ?? "");
  // Without the box ticked, the secret the page showed is not sent: no authenticator is enrolled.
  const withTotp = formData.get("withTotp") === "on" || formData.get("required") === "1";
  if (!withTotp) {
    formData.delete("totpSecret");
    formData.delete("totp");
  }
  const submission = parseWithZod(formData, { schema: staffSetupSchema });
  const hideFields = ["password", "confirm", "totp", "token"];
  const shownSecret = String(formData.get("shownSecret") ?? "");
  const phoneMasked = String(formData.get("phoneMasked") ?? "");
  const enrol = SECRET_PATTERN.test(shownSecret)
    ? await enrolment(shownSecret, phoneMasked, context.lang)
    : null;
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields }), enrol }, { status: 422 });
  const outcome = await staffApi(request, context, null).post(
    "/staff/completeSetup",
    submission.value,
  );
  if (!outcome.ok)
    return data({ result: staffReply(submission, outcome, context.lang, hideFields), enrol });
  return redirectWithToast("/admin/login", successFeedback(outcome.message ?? ""));
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
