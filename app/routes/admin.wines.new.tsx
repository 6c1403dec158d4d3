/**
 * A new wine (/admin/wines/new): the wine's form; saved, it is a draft (initial) that only staff
 * see, previewed and then put on the shelf from its page.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { consolePage } from "~/features/admin/console-page.server";
import {
  newRequestKey,
  wineAction,
  wineFormOptions,
} from "~/features/admin/wines/wine-desk.server";
import { WineForm } from "~/features/admin/wines/wine-form";

export const handle = { i18n: ["account", "admin", "catalog"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, me, csrf, headers } = await consolePage(request, context);
  // The form's own key: sent twice (a double tap, a replay), it still adds one wine.
  const requestKey = newRequestKey();
  return data({ me, csrf, requestKey, options: await wineFormOptions(api) }, { headers });
}

export const action = ({ request, context }: ActionFunctionArgs) =>
  wineAction(request, context, null);

export default function NewWine() {
  const { me, csrf, options, requestKey } = useLoaderData<typeof loader>();
  const answer = useActionData<{ result?: SubmissionResult<string[]> }>();
  const { t } = useTranslation("admin");
  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("wineDesk.newTitle")}>
      <p className="mt-2 text-sm">
        <Link
          to="/admin/wines"
          className="inline-flex min-h-[44px] items-center text-wine underline"
        >
          {t("wineDesk.back")}
        </Link>
      </p>
      <p className="text-sm text-ink-soft">{t("wineDesk.newNote")}</p>
      <WineForm
        options={options}
        lastResult={answer?.result}
        defaultValue={{
          requestKey,
          style: "red",
          sweetness: "dry",
          corkType: "natural",
          capacityMl: "750",
        }}
        submitLabel={t("wineDesk.create")}
      />
    </ConsoleLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
