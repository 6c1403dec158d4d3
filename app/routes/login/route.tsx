/**
 * Login (/login): phone + SMS code, or phone + password, both behind an image
 * code. Plain forms: the mode is a link, sending the code is a submit button
 * of the same form. On success, back to where the visitor came from.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { useValidateOnBlur } from "~/features/forms/validate-on-blur";
import { passwordLoginConstraint, smsLoginConstraint } from "~/utils/form-constraints";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { afterLoginPath } from "~/features/accounts/auth.server";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { LoginFields } from "~/features/accounts/login-schemas";
import { CaptchaField } from "~/features/accounts/captcha-field";
import { requiredCaptcha } from "~/features/accounts/captcha.server";
import { WishField, WishNote } from "~/features/accounts/wish-note";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { SmsCodeField } from "~/features/accounts/sms-button";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AuthenticityTokenInput, FormSecurity, HoneypotInputs } from "~/components/form-security";
import { safeLocalPath } from "~/utils/back";
import { publicFormSecurity } from "~/utils/csrf.server";
import { wishView } from "~/features/accounts/wish.server";
import { MiniProgramLogin } from "./mini-program-login";
import { loginAction } from "./login.server";

export const handle = { i18n: ["account"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const api = context.api;
  // Already logged in (a back button, an old link): not asked to log in again.
  if (api.token)
    throw redirect(afterLoginPath(new URL(request.url).searchParams.get("redirectTo")));
  const [captcha, wish, security] = await Promise.all([
    requiredCaptcha(api, request),
    wishView(context),
    publicFormSecurity(request),
  ]);
  return data(
    {
      mode: url.searchParams.get("mode") === "password" ? ("password" as const) : ("sms" as const),
      redirectTo: safeLocalPath(url.searchParams.get("redirectTo")) ?? "",
      captcha,
      wish,
      csrf: security.csrf,
      honeypot: security.honeypot,
      // The host's login page sends the buyer back to this page's redirectTo (miniprogram/logic/login.ts).
      miniProgramLoginPath: `${process.env.MINI_PROGRAM_LOGIN_PATH ?? "/pages/login/login"}?to=${encodeURIComponent(afterLoginPath(url.searchParams.get("redirectTo")))}`,
    },
    { headers: security.headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return loginAction(request, context);
}

export default function Login() {
  const { mode, redirectTo, captcha, csrf, honeypot, wish, miniProgramLoginPath } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("account");
  const onValidate = useValidateOnBlur((checks) => checks.loginSchemaFor(mode, "login"));
  const [form, fields] = useForm<LoginFields>({
    id: `login-${mode}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: mode === "password" ? passwordLoginConstraint : smsLoginConstraint,
    shouldValidate: "onBlur",

    onValidate,
  });
  const tab = (m: "sms" | "password") =>
    `flex-1 min-h-[44px] inline-flex items-center justify-center border-b-2 text-[15px] ${mode === m ? "border-wine font-semibold text-wine" : "border-transparent text-ink-soft"}`;
  const query = (m: string) =>
    `?mode=${m}${redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ""}`;

  return (
    <div className="mx-auto max-w-md px-4 pb-10 pt-6 pc:pt-12">
      <MiniProgramLogin path={miniProgramLoginPath} />
      <h1 className="hidden text-2xl font-semibold pc:block">{t("auth.loginTitle")}</h1>
      <WishNote wish={wish} />
      <nav className="mt-4 flex" aria-label={t("auth.loginWays")}>
        <Link
          to={query("sms")}
          replace
          className={tab("sms")}
          aria-current={mode === "sms" ? "page" : undefined}
        >
          {t("auth.bySms")}
        </Link>
        <Link
          to={query("password")}
          replace
          className={tab("password")}
          aria-current={mode === "password" ? "page" : undefined}
        >
          {t("auth.byPassword")}
        </Link>
      </nav>
      <FormSecurity csrf={csrf} honeypot={honeypot}>
        <Form
          method="post"
          {...getFormProps(form)}
          className="mt-6 flex flex-col gap-4"
          data-testid="login-form"
        >
          <AuthenticityTokenInput />
          <HoneypotInputs />
          <input type="hidden" name="mode" value={mode} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <WishField wish={wish} />
          <TextField
            meta={fields.phone}
            label={t("auth.phone")}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
          <CaptchaField captcha={captcha} meta={fields.captchaCode} />
          {mode === "sms" ? (
            <SmsCodeField meta={fields.smsCode} sms={actionData?.sms} />
          ) : (
            <TextField
              meta={fields.password}
              label={t("auth.password")}
              type="password"
              autoComplete="current-password"
            />
          )}
          <FieldErrors errors={form.errors} id={form.errorId} />
          <button
            type="submit"
            name="intent"
            value="login"
            className="btn-primary mt-2 w-full"
            data-testid="login-submit"
          >
            {t("auth.login")}
          </button>
        </Form>
      </FormSecurity>
      <p className="mt-6 text-center text-sm text-ink-soft">
        {t("auth.noAccount")}{" "}
        <Link
          to={`/register${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`}
          className="inline-flex min-h-[44px] items-center px-1 text-wine underline underline-offset-2"
          data-testid="register-now"
        >
          {t("auth.registerNow")}
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
