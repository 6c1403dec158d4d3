/**
 * A winery (/admin/wineries/:id): its form, and how many wines it has. A renamed winery's wines are
 * found by its new names at once.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { consolePage } from "~/features/admin/console-page.server";
import { foundOr404, wineFormOptions, wineIdOf } from "~/features/admin/wines/wine-desk.server";
import { wineryAction } from "~/features/admin/wines/winery-desk.server";
import { WineryForm } from "~/features/admin/wines/winery-form";
import { formOfWinery } from "~/features/admin/wines/winery-form.server";
import { WINERIES_PATH } from "~/features/admin/wines/wine-paths";

export const handle = { i18n: ["account", "admin"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = wineIdOf(params.id);
  const { api, me, csrf, headers } = await consolePage(request, context);
  const [winery, options] = await Promise.all([
    api.get("/ops/catalog/winery", { id }),
    wineFormOptions(api),
  ]);
  const found = foundOr404(winery, api.lang);
  return data(
    { me, csrf, areas: options.areas, winery: found, form: formOfWinery(found.winery) },
    { headers },
  );
}

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  wineryAction(request, context, wineIdOf(params.id));

export default function WineryPage() {
  const { me, csrf, areas, winery, form } = useLoaderData<typeof loader>();
  const answer = useActionData<{ result?: SubmissionResult<string[]> }>();
  const { t, i18n } = useTranslation("admin");
  const name = i18n.language === "en" ? winery.winery.name.en : winery.winery.name.ch;
  return (
    <ConsoleLayout me={me} csrf={csrf} title={name}>
      <p className="mt-2 text-sm">
        <Link
          to={WINERIES_PATH}
          className="inline-flex min-h-[44px] items-center text-wine underline"
        >
          {t("wineryDesk.back")}
        </Link>
      </p>
      <p className="text-sm text-ink-soft">{t("wineryDesk.wines", { count: winery.wines })}</p>
      {me.permissions.includes("catalog.edit") ? (
        <WineryForm
          key={JSON.stringify(form)}
          areas={areas}
          defaultValue={form}
          lastResult={answer?.result}
          submitLabel={t("wineDesk.save")}
        />
      ) : (
        <p className="mt-4 text-sm text-ink-soft">{t("wineDesk.readOnly")}</p>
      )}
    </ConsoleLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
