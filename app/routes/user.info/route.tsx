/**
 * My profile (/user/info): nickname and gender, the avatar, and what the
 * account is (phone, registration time, status). The avatar form is a plain
 * multipart POST; with JavaScript it uploads in the background with progress.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useValidateOnBlur } from "~/features/forms/validate-on-blur";
import { profileConstraint } from "~/utils/form-constraints";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AuthenticityTokenInput } from "~/components/form-security";
import { accountCalls } from "~/features/accounts/calls.server";
import { unwrap } from "~/service/client.server";
import { requireLogin } from "~/features/accounts/auth.server";
import { tFor } from "~/i18n.server";
import { validateCsrfOf } from "~/utils/csrf.server";
import { formatDate } from "~/utils/time";
import { redirectWithToast } from "~/utils/toast.server";
import { AvatarUpload } from "~/components/file-upload";
import { uploadAvatar } from "~/features/accounts/avatar.server";
import { readUploadForm, tooBigMessage } from "~/utils/upload-form.server";
import { saveProfile } from "./profile.server";
import type { BodyHandle } from "~/utils/body-limits";

export const handle = { i18n: ["account"], body: "upload" } satisfies BodyHandle;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  return { profile: await unwrap(await accountCalls.profile(api), api, request) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await requireLogin(context, request);
  if (request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    const form = await readUploadForm(request, api.lang);
    if (form === "too-big")
      return data({ result: undefined, avatarError: tooBigMessage(api.lang) });
    await validateCsrfOf(form, request, api.lang);
    const error = await uploadAvatar(api, form);
    // Refused pictures are answers, not errors (decision 021).
    if (error) return data({ result: undefined, avatarError: error });
    return redirectWithToast("/user/info", {
      variant: "success",
      message: tFor(api.lang)("done.saved"),
      durationMs: 2000,
    });
  }
  return saveProfile(api, request);
}

export default function ProfileInfo() {
  const { profile } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("account");
  const onValidate = useValidateOnBlur((checks) => checks.updateProfileSchema);
  const [form, fields] = useForm({
    id: "profile",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: profileConstraint,
    defaultValue: { nickname: profile.nickname, gender: String(profile.gender) },
    shouldValidate: "onBlur",
    onValidate,
  });
  const genders = [
    [1, t("profile.male")],
    [2, t("profile.female")],
    [0, t("profile.unknown")],
  ] as const;

  return (
    <div className="px-4 pb-10 pt-4 pc:px-0 pc:pt-0">
      <section className="rounded-2xl bg-white p-5 ring-1 ring-line">
        <AvatarUpload
          avatar={profile.avatar}
          nickname={profile.nickname}
          error={actionData?.avatarError ?? null}
        />
      </section>

      <section className="mt-4 rounded-2xl bg-white p-5 ring-1 ring-line">
        <Form
          method="post"
          {...getFormProps(form)}
          className="flex flex-col gap-4"
          data-testid="profile-form"
        >
          <AuthenticityTokenInput />
          <TextField meta={fields.nickname} label={t("profile.nickname")} autoComplete="nickname" />
          <fieldset>
            <legend className="text-sm font-medium">{t("profile.gender")}</legend>
            <div className="mt-1 flex gap-4">
              {genders.map(([value, label]) => (
                <label key={value} className="flex min-h-[44px] items-center gap-2">
                  <input
                    {...getInputProps(fields.gender, { type: "radio", value: String(value) })}
                    // An id of its own: conform gives every radio of the group the field's id.
                    id={`${fields.gender.id}-${value}`}
                    key={`${fields.gender.key}-${value}`}
                    className="h-5 w-5 accent-wine"
                  />
                  {label}
                </label>
              ))}
            </div>
            <FieldErrors errors={fields.gender.errors} id={fields.gender.errorId} />
          </fieldset>
          <FieldErrors errors={form.errors} id={form.errorId} />
          <button type="submit" className="btn-primary self-start" data-testid="save-profile">
            {t("profile.save")}
          </button>
        </Form>
      </section>

      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 rounded-2xl bg-white p-5 text-sm ring-1 ring-line">
        <dt className="text-ink-faint">{t("auth.phone")}</dt>
        <dd data-testid="phone-masked">{profile.phoneMasked}</dd>
        <dt className="text-ink-faint">{t("profile.registeredAt")}</dt>
        <dd>
          <time dateTime={profile.createdAt}>{formatDate(profile.createdAt)}</time>
        </dd>
        <dt className="text-ink-faint">{t("profile.status")}</dt>
        <dd data-testid="account-status">{t(`profile.statuses.${profile.status}`)}</dd>
      </dl>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
