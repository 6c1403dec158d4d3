/**
 * /sandbox/mini-program (decision 040): switches this browser to the sandbox's mini-program host,
 * as a fake WeChat user, and back. Switched on, the shop's pages are the web-view's (?mp=1) and
 * the host's login and pay pages open here instead of in WeChat. A preference, like the language:
 * a same-site POST (server.ts) without a CSRF token.
 */
import { randomBytes } from "node:crypto";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ScreenTitle } from "~/components/shell/screen-title";
import {
  leaveSandboxHostCookies,
  requireSandboxHost,
  sandboxHostCookie,
} from "~/features/miniprogram/sandbox-host/host.server";
import { sandboxUserOf } from "~/features/miniprogram/sandbox-host/cookie";
import { tFor } from "~/i18n.server";
import { successFeedback } from "~/service/feedback";
import { envOfRequest } from "~/utils/device-env.server";
import { readForm } from "~/utils/form.server";
import { redirectWithToast } from "~/utils/toast.server";

export const handle = { i18n: ["payment"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSandboxHost(context);
  const user = sandboxUserOf(request.headers.get("Cookie"));
  return { user, inMiniProgram: Boolean(user) && envOfRequest(request) === "miniProgram" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireSandboxHost(context);
  const form = await readForm(request, context.lang);
  const current = sandboxUserOf(request.headers.get("Cookie"));
  if (form.get("intent") === "leave") {
    const headers = new Headers();
    for (const cookie of leaveSandboxHostCookies) headers.append("Set-Cookie", cookie);
    return redirectWithToast(
      "/sandbox/mini-program",
      successFeedback(tFor(context.lang, "payment")("sandboxHost.left")),
      { headers },
    );
  }
  const choice = form.get("wechatUser");
  const user =
    choice === "keep" && current
      ? current
      : choice === "new"
        ? `wx${randomBytes(5).toString("hex")}`
        : null;
  if (!user)
    return data(
      { error: tFor(context.lang, "payment")("sandboxHost.chooseUser") },
      { status: 422 },
    );
  // ?mp=1 tells the shop it is in the web-view, as the host's web-view page does.
  return redirect("/?mp=1", { headers: { "Set-Cookie": sandboxHostCookie(user) } });
}

export default function SandboxMiniProgram() {
  const { user, inMiniProgram } = useLoaderData<typeof loader>();
  const error = useActionData<typeof action>()?.error;
  const { t } = useTranslation("payment");
  return (
    <div className="mx-auto max-w-2xl px-4 pb-8 pt-3 pc:pt-8" data-testid="sandbox-host">
      <ScreenTitle className="mb-4" />
      <p className="text-sm leading-relaxed text-ink">{t("sandboxHost.intro")}</p>
      <p className="mt-2 text-xs text-ink-soft">{t("sandboxHost.onlyHere")}</p>
      <p
        className="mt-4 rounded-lg border border-line bg-white px-4 py-3 text-sm font-medium"
        data-testid="sandbox-host-state"
      >
        {inMiniProgram && user ? t("sandboxHost.stateOn", { user }) : t("sandboxHost.stateOff")}
      </p>
      <Form method="post" className="mt-5" aria-describedby="sandbox-host-hint">
        <fieldset>
          <legend className="text-sm font-semibold">{t("sandboxHost.wechatUser")}</legend>
          {user ? (
            <label className="mt-2 flex min-h-[44px] items-center gap-3 text-sm">
              <input type="radio" name="wechatUser" value="keep" defaultChecked />
              {t("sandboxHost.keepUser", { user })}
            </label>
          ) : null}
          <label className="mt-1 flex min-h-[44px] items-center gap-3 text-sm">
            <input type="radio" name="wechatUser" value="new" defaultChecked={!user} />
            {t("sandboxHost.newUser")}
          </label>
        </fieldset>
        {error ? (
          <p className="mt-2 text-sm text-wine" role="alert" data-testid="sandbox-host-error">
            {error}
          </p>
        ) : null}
        <p id="sandbox-host-hint" className="mt-3 text-xs text-ink-soft">
          {t("sandboxHost.phoneHint")}
        </p>
        <div className="mt-5 flex flex-col gap-3 pc:flex-row">
          <button
            className="btn-primary pc:w-auto"
            name="intent"
            value="enter"
            data-testid="sandbox-host-enter"
          >
            {t("sandboxHost.enter")}
          </button>
          {user ? (
            <button
              className="btn-secondary pc:w-auto"
              name="intent"
              value="leave"
              data-testid="sandbox-host-leave"
            >
              {t("sandboxHost.leave")}
            </button>
          ) : null}
        </div>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
