/** A new winery (/admin/wineries/new): its form; the same form sent twice adds one winery. */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { consolePage } from "~/features/admin/console-page.server";
import { newRequestKey, wineFormOptions } from "~/features/admin/wines/wine-desk.server";
import { wineryAction } from "~/features/admin/wines/winery-desk.server";
import { WineryForm } from "~/features/admin/wines/winery-form";
import { WINERIES_PATH } from "~/features/admin/wines/wine-paths";

export const handle = { i18n: ["account", "admin"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, me, csrf, headers } = await consolePage(request, context);
  const { areas } = await wineFormOptions(api);
  return data({ me, csrf, areas, requestKey: newRequestKey() }, { headers });
}

export const action = ({ request, context }: ActionFunctionArgs) =>
  wineryAction(request, context, null);

export default function NewWinery() {
  const { me, csrf, areas, requestKey } = useLoaderData<typeof loader>();
  const answer = useActionData<{ result?: SubmissionResult<string[]> }>();
  const { t } = useTranslation("admin");
  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("wineryDesk.add")}>
      <p className="mt-2 text-sm">
        <Link
          to={WINERIES_PATH}
          className="inline-flex min-h-[44px] items-center text-wine underline"
        >
          {t("wineryDesk.back")}
        </Link>
      </p>
      <WineryForm
        areas={areas}
        defaultValue={{ requestKey }}
        lastResult={answer?.result}
        submitLabel={t("wineryDesk.create")}
      />
    </ConsoleLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
