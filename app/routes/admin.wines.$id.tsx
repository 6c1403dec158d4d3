/**
 * A wine at the catalogue desk (/admin/wines/:id): its status and the shelf moves the transition
 * table allows now, its preview, and its form. A price saved applies to orders placed from then;
 * a checkout already open sees the new total and says so.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AuthenticityTokenInput } from "~/components/form-security";
import type { BodyHandle } from "~/utils/body-limits";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { consoleData, consolePage } from "~/features/admin/console-page.server";
import {
  foundOr404,
  wineAction,
  wineFormOptions,
  wineIdOf,
} from "~/features/admin/wines/wine-desk.server";
import { WineForm } from "~/features/admin/wines/wine-form";
import { WinePictures } from "~/features/admin/wines/wine-pictures";
import { winePreviewPath } from "~/features/admin/wines/wine-paths";
import { formOfWine } from "~/features/admin/wines/wine-form.server";

export const handle = {
  i18n: ["account", "admin", "catalog"],
  // The pictures' form without JavaScript: several files sent at once.
  body: "photoForm",
} satisfies BodyHandle;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = wineIdOf(params.id);
  const { api, me, csrf, headers } = await consolePage(request, context);
  const [wine, options, pictures] = await Promise.all([
    api.get("/ops/catalog/wine", { id }),
    wineFormOptions(api),
    api.get("/ops/catalog/wine/pictures", { id }),
  ]);
  const found = foundOr404(wine, api.lang);
  return data(
    {
      me,
      csrf,
      options,
      wine: { ...found, form: formOfWine(found.wine, found.updatedAt) },
      pictures: consoleData(pictures, api.lang),
    },
    { headers },
  );
}

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  wineAction(request, context, wineIdOf(params.id));

type Answer =
  | { form: "wine"; result?: SubmissionResult<string[]> }
  | { form: "shelf" | "pictures"; error: string };

export default function WinePage() {
  const { me, csrf, options, wine, pictures } = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  const navigation = useNavigation();
  const { t, i18n } = useTranslation("admin");
  const canEdit = me.permissions.includes("catalog.edit");
  const name = i18n.language === "en" ? wine.wine.name.en : wine.wine.name.ch;
  const moving = navigation.state !== "idle" && navigation.formData?.get("intent") === "shelf";
  return (
    <ConsoleLayout me={me} csrf={csrf} title={name}>
      <p className="mt-2 text-sm">
        <Link
          to="/admin/wines"
          className="inline-flex min-h-[44px] items-center text-wine underline"
        >
          {t("wineDesk.back")}
        </Link>
      </p>
      <section
        className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-xl border border-line p-4"
        aria-label={t("wineDesk.state")}
        data-testid="wine-state"
      >
        <p>
          {t("wineDesk.columns.status")}:{" "}
          <strong data-testid="wine-status">{t(`wineDesk.statuses.${wine.status}`)}</strong>
        </p>
        <p className="tabular-nums">
          {t("wineDesk.columns.stock")}: {wine.stock}
        </p>
        <p className="tabular-nums">
          {t("wineDesk.sales")}: {wine.sales}
        </p>
        <Link
          to={winePreviewPath(wine.id)}
          className="inline-flex min-h-[44px] items-center text-wine underline"
          data-testid="wine-preview"
        >
          {t("wineDesk.preview")}
        </Link>
        {wine.status === "on_shelf" ? (
          <a
            href={`/goods/${wine.id}`}
            className="inline-flex min-h-[44px] items-center text-wine underline"
          >
            {t("wineDesk.storePage")}
          </a>
        ) : null}
        {canEdit
          ? wine.shelfMoves.map((to) => (
              <Form method="post" key={to}>
                <AuthenticityTokenInput />
                <input type="hidden" name="intent" value="shelf" />
                <input type="hidden" name="to" value={to} />
                <button
                  type="submit"
                  className={
                    to === "on_shelf"
                      ? "btn-primary min-h-[44px] px-4"
                      : "btn-secondary min-h-[44px] px-4"
                  }
                  disabled={moving}
                  data-testid={`wine-${to}`}
                >
                  {t(`wineDesk.moves.${to}`)}
                </button>
              </Form>
            ))
          : null}
      </section>
      {answer?.form === "shelf" && answer.error ? (
        <p role="alert" className="mt-3 rounded-lg bg-wine/10 px-3 py-2 text-sm text-wine">
          {answer.error}
        </p>
      ) : null}
      <WinePictures pictures={pictures} name={name} canEdit={canEdit} />
      {canEdit ? (
        <WineForm
          key={wine.updatedAt}
          options={options}
          defaultValue={wine.form}
          lastResult={answer?.form === "wine" ? answer.result : undefined}
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
