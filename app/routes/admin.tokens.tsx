/**
 * My API tokens (/admin/tokens): the tokens `npm run ops` signs in with as this member (OPS_TOKEN).
 * A new one is shown once, on the answer to its form; revoking one refuses it at once.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AuthenticityTokenInput } from "~/components/form-security";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { ConsoleAlert, ShownOnce } from "~/features/admin/shown-once";
import { consoleData, consolePage } from "~/features/admin/console-page.server";
import { tokensAction } from "~/features/admin/tokens.server";
import { formatDateTime } from "~/utils/time";

export const handle = { i18n: ["account", "admin"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, me, csrf, headers } = await consolePage(request, context);
  const tokens = consoleData(await api.get("/ops/me/tokens"), context.lang).tokens;
  return data({ me, csrf, tokens }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return tokensAction(request, context);
}

export default function MyTokens() {
  const { me, csrf, tokens } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("admin");
  const [form, fields] = useForm<{ label: string }>({
    id: "token-create",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    shouldValidate: "onSubmit",
  });
  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("tokens.title")}>
      <p className="mt-2 max-w-2xl text-sm text-ink-soft">{t("tokens.about")}</p>
      <p className="mt-2 text-sm">
        <Link
          to="/admin/password"
          className="inline-flex min-h-[44px] items-center text-wine underline"
          data-testid="to-password"
        >
          {t("password.link")}
        </Link>
      </p>
      {actionData?.made ? (
        <ShownOnce
          title={t("tokens.madeTitle", { label: actionData.made.label })}
          warning={t("tokens.once")}
          label={t("tokens.tokenLabel")}
          secret={actionData.made.token}
          testId="token-made"
        >
          <p className="mt-2 font-mono text-xs">
            OPS_TOKEN={actionData.made.token} npm run ops -- staff-list
          </p>
        </ShownOnce>
      ) : null}
      {actionData?.error ? <ConsoleAlert>{actionData.error}</ConsoleAlert> : null}
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[560px] border-collapse text-sm" data-testid="tokens-table">
          <caption className="sr-only">{t("tokens.caption")}</caption>
          <thead className="text-left text-ink-soft">
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("tokens.label")}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("tokens.created")}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("tokens.lastUsed")}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t("tokens.state")}
              </th>
            </tr>
          </thead>
          <tbody>
            {tokens.length === 0 ? (
              <tr>
                <td colSpan={4} className="py-4 text-ink-soft">
                  {t("tokens.none")}
                </td>
              </tr>
            ) : null}
            {tokens.map((token) => (
              <tr key={token.id} className="border-b border-line" data-testid="token-row">
                <td className="py-2 pr-3">{token.label}</td>
                <td className="py-2 pr-3 tabular-nums">{formatDateTime(token.createdAt)}</td>
                <td className="py-2 pr-3 tabular-nums">
                  {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : "—"}
                </td>
                <td className="py-1">
                  {token.revoked ? (
                    t("tokens.revoked")
                  ) : (
                    <Form method="post">
                      <AuthenticityTokenInput />
                      <input type="hidden" name="tokenId" value={token.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="revoke"
                        className="btn-secondary min-h-[44px] px-3"
                        data-testid="token-revoke"
                      >
                        {t("tokens.revoke")}
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-8 flex max-w-md flex-col gap-4"
        data-testid="token-form"
      >
        <h2 className="text-lg font-semibold">{t("tokens.newTitle")}</h2>
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="create" />
        <TextField
          meta={fields.label}
          label={t("tokens.label")}
          hint={t("tokens.labelHint")}
          autoComplete="off"
        />
        <FieldErrors errors={form.errors} id={form.errorId} />
        <button type="submit" className="btn-primary" data-testid="token-create">
          {t("tokens.create")}
        </button>
      </Form>
    </ConsoleLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
