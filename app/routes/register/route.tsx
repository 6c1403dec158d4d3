/**
 * Registration (/register): mobile number, image code, SMS code, password
 * twice, and the agreements (read first, then accepted: 18 or older, user
 * agreement, privacy policy, points terms; all unchecked by default).
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useValidateOnBlur } from "~/features/forms/validate-on-blur";
import { registerConstraint } from "~/utils/form-constraints";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { afterLoginPath } from "~/features/accounts/auth.server";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { taggedText } from "~/components/tagged-text";
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
import { registerAction } from "./register.server";
import type { RegisterFields } from "~/features/accounts/register-schemas";

export const handle = { i18n: ["account"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
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
      redirectTo: safeLocalPath(new URL(request.url).searchParams.get("redirectTo")) ?? "",
      captcha,
      wish,
      csrf: security.csrf,
      honeypot: security.honeypot,
    },
    { headers: security.headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return registerAction(request, context);
}

export default function Register() {
  const { redirectTo, captcha, csrf, honeypot, wish } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("account");
  const onValidate = useValidateOnBlur((checks) => checks.registerFormSchema);
  const [form, fields] = useForm<RegisterFields>({
    id: "register",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: registerConstraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate,
  });

  return (
    <div className="mx-auto max-w-md px-4 pb-10 pt-6 pc:pt-12">
      <h1 className="hidden text-2xl font-semibold pc:block">{t("auth.registerTitle")}</h1>
      <p className="mt-1 text-sm text-ink-soft">{t("auth.registerIntro")}</p>
      <WishNote wish={wish} />
      <FormSecurity csrf={csrf} honeypot={honeypot}>
        <Form
          method="post"
          {...getFormProps(form)}
          className="mt-6 flex flex-col gap-4"
          data-testid="register-form"
        >
          <AuthenticityTokenInput />
          <HoneypotInputs />
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
          <SmsCodeField meta={fields.smsCode} sms={actionData?.sms} />
          <TextField
            meta={fields.password}
            label={t("auth.password")}
            type="password"
            autoComplete="new-password"
            hint={t("auth.passwordRule")}
          />
          <TextField
            meta={fields.confirmPassword}
            label={t("auth.confirmPassword")}
            type="password"
            autoComplete="new-password"
          />

          {/* One control: the age and the three texts (decision 020); never ticked beforehand. */}
          <div className="rounded-xl bg-white p-4 text-sm ring-1 ring-line" data-testid="consents">
            <label className="flex min-h-[44px] items-start gap-3">
              <input
                {...getInputProps(fields.consent, { type: "checkbox" })}
                key={fields.consent.key}
                className="mt-0.5 h-5 w-5 shrink-0 accent-wine"
              />
              <span className="leading-relaxed text-ink-soft">
                {taggedText(t("auth.consent"), [
                  <Link
                    key="registration"
                    to={t("links.registrationAgreement")}
                    target="_blank"
                    className="text-wine underline"
                    data-testid="agreement-link"
                  />,
                  <Link
                    key="privacy"
                    to="/agreement#privacy"
                    target="_blank"
                    className="text-wine underline"
                    data-testid="privacy-link"
                  />,
                  <Link
                    key="points"
                    to="/agreement#points"
                    target="_blank"
                    className="text-wine underline"
                    data-testid="points-link"
                  />,
                ])}
              </span>
            </label>
            <FieldErrors errors={fields.consent.errors} id={fields.consent.errorId} />
          </div>
          <FieldErrors errors={form.errors} id={form.errorId} />
          <button
            type="submit"
            name="intent"
            value="register"
            className="btn-primary mt-2 w-full"
            data-testid="register-submit"
          >
            {t("auth.register")}
          </button>
        </Form>
      </FormSecurity>
      <p className="mt-6 text-center text-sm text-ink-soft">
        {t("auth.haveAccount")}{" "}
        <Link
          to={`/login${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`}
          className="text-wine underline"
        >
          {t("auth.login")}
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
