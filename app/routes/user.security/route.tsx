/**
 * Security settings (/user/security): change the password (or set one for an
 * account that only used SMS codes), and change the phone in two steps.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { useValidateOnBlur } from "~/features/forms/validate-on-blur";
import { securityConstraints } from "~/utils/form-constraints";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CaptchaField } from "~/features/accounts/captcha-field";
import { pageCaptcha } from "~/features/accounts/captcha.server";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { SmsCodeField } from "~/features/accounts/sms-button";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AuthenticityTokenInput } from "~/components/form-security";
import { accountCalls } from "~/features/accounts/calls.server";
import { unwrap } from "~/service/client.server";
import { requireLogin } from "~/features/accounts/auth.server";
import { securityAction, type SecurityActionData } from "./security.server";

export const handle = { i18n: ["account"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  const profile = await unwrap(await accountCalls.profile(api), api, request);
  const step =
    new URL(request.url).searchParams.get("step") === "new" && api.session.get("phoneTicket")
      ? "new"
      : "old";
  return { profile, step: step as "old" | "new", captcha: await pageCaptcha(api) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return securityAction(request, context);
}

interface SecurityFields {
  oldPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
  phone?: string;
  captchaId?: string;
  captchaCode?: string;
  smsCode?: string;
}

function useSecurityForm(
  id: string,
  formName: "password" | "phone",
  checked: keyof typeof securityConstraints,
) {
  const actionData = useActionData<SecurityActionData>();
  const navigation = useNavigation();
  const mine = actionData?.form === formName ? actionData : undefined;
  const onValidate = useValidateOnBlur((checks) => checks.securitySchemas[checked]);
  const [form, fields] = useForm<SecurityFields>({
    id,
    lastResult: navigation.state === "idle" ? mine?.result : undefined,
    constraint: securityConstraints[checked],
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate,
  });
  return { form, fields, sms: mine?.sms ?? null };
}

export default function Security() {
  const { profile, step } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4 px-4 pb-10 pt-4 pc:px-0 pc:pt-0">
      {profile.hasPassword ? <ChangePassword /> : <SetPassword />}
      {/* A new step is a new form: nothing (a countdown, typed codes) carries over. */}
      <ChangePhone key={step} />
    </div>
  );
}

function ChangePassword() {
  const { t } = useTranslation("account");
  const { form, fields } = useSecurityForm("change-password", "password", "changePassword");
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-line" aria-labelledby="pw-title">
      <h2 id="pw-title" className="font-semibold">
        {t("security.changePassword")}
      </h2>
      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-4 flex flex-col gap-4"
        data-testid="change-password-form"
      >
        <AuthenticityTokenInput />
        <TextField
          meta={fields.oldPassword}
          label={t("security.oldPassword")}
          type="password"
          autoComplete="current-password"
        />
        <TextField
          meta={fields.newPassword}
          label={t("security.newPassword")}
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
        <FieldErrors errors={form.errors} id={form.errorId} />
        <button
          type="submit"
          name="intent"
          value="changePassword"
          className="btn-primary self-start"
        >
          {t("security.save")}
        </button>
        <p className="text-xs text-ink-faint">{t("security.reloginNote")}</p>
      </Form>
    </section>
  );
}

function SetPassword() {
  const { t } = useTranslation("account");
  const { form, fields } = useSecurityForm("set-password", "password", "setPassword");
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-line" aria-labelledby="pw-title">
      <h2 id="pw-title" className="font-semibold">
        {t("security.setPassword")}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t("security.setPasswordIntro")}</p>
      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-4 flex flex-col gap-4"
        data-testid="set-password-form"
      >
        <AuthenticityTokenInput />
        <TextField
          meta={fields.newPassword}
          label={t("security.newPassword")}
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
        <FieldErrors errors={form.errors} id={form.errorId} />
        <button type="submit" name="intent" value="setPassword" className="btn-primary self-start">
          {t("security.save")}
        </button>
      </Form>
    </section>
  );
}

function ChangePhone() {
  const { t } = useTranslation("account");
  const { profile, step, captcha } = useLoaderData<typeof loader>();
  const { form, fields, sms } = useSecurityForm(`phone-${step}`, "phone", "phoneVerify");
  const old = step === "old";
  return (
    <section
      id="phone"
      className="rounded-2xl bg-white p-5 ring-1 ring-line"
      aria-labelledby="phone-title"
    >
      <h2 id="phone-title" className="font-semibold">
        {t("security.changePhone")}
      </h2>
      <ol className="mt-2 flex gap-4 text-sm" aria-label={t("security.steps")}>
        <li
          className={old ? "font-semibold text-wine" : "text-ink-faint"}
          aria-current={old ? "step" : undefined}
        >
          1. {t("security.stepOld")}
        </li>
        <li
          className={!old ? "font-semibold text-wine" : "text-ink-faint"}
          aria-current={!old ? "step" : undefined}
        >
          2. {t("security.stepNew")}
        </li>
      </ol>
      <p className="mt-2 text-sm text-ink-soft">
        {old ? t("security.oldIntro", { phone: profile.phoneMasked }) : t("security.newIntro")}
      </p>
      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-4 flex flex-col gap-4"
        data-testid={`phone-${step}-form`}
      >
        <AuthenticityTokenInput />
        <TextField
          meta={fields.phone}
          label={old ? t("security.oldPhone") : t("security.newPhone")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <CaptchaField captcha={captcha} meta={fields.captchaCode} />
        <SmsCodeField meta={fields.smsCode} sms={sms} intent={old ? "sendOld" : "sendNew"} />
        <FieldErrors errors={form.errors} id={form.errorId} />
        <button
          type="submit"
          name="intent"
          value={old ? "verifyOld" : "bindNew"}
          className="btn-primary self-start"
          data-testid={old ? "verify-old" : "bind-new"}
        >
          {old ? t("security.next") : t("security.bind")}
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
