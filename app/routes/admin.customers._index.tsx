/**
 * The customers desk (/admin/customers): a buyer found by their mobile number, the whole of it or
 * its last digits (a GET form, so a search is a link); phones masked.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { consolePage } from "~/features/admin/console-page.server";
import { customerSearch } from "~/features/admin/customers/customer-desk.server";
import { customerPath } from "~/features/admin/customers/customer-paths";
import { formatDateTime } from "~/utils/time";

export const handle = { i18n: ["admin"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, me, csrf, headers } = await consolePage(request, context);
  return data({ me, csrf, ...(await customerSearch(api, new URL(request.url))) }, { headers });
}

export default function Customers() {
  const { me, csrf, phone, invalid, customers } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("customerDesk.title")}>
      <Form
        method="get"
        className="mt-4 flex flex-wrap items-end gap-3"
        data-testid="customer-search"
      >
        <label className="flex min-w-[12rem] flex-1 flex-col gap-1 text-sm">
          {t("customerDesk.phone")}
          <input
            name="phone"
            inputMode="numeric"
            defaultValue={phone}
            className="min-h-[44px] w-full rounded-lg border border-line bg-white px-3"
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? "customer-phone-error" : undefined}
          />
        </label>
        <button type="submit" className="btn-primary min-h-[44px] px-4">
          {t("customerDesk.find")}
        </button>
      </Form>
      {invalid ? (
        <p id="customer-phone-error" role="alert" className="mt-3 text-sm text-wine">
          {t("customerDesk.invalid")}
        </p>
      ) : null}
      {customers === null ? (
        <p className="mt-4 text-sm text-ink-soft">{t("customerDesk.hint")}</p>
      ) : customers.length === 0 ? (
        <p className="mt-4 text-ink-soft" data-testid="customers-empty">
          {t("customerDesk.none")}
        </p>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-line" data-testid="customer-list">
          {customers.map((c) => (
            <li key={c.id} data-testid="customer-row">
              <Link
                to={customerPath(c.id)}
                className="flex min-h-[44px] flex-wrap items-center justify-between gap-x-4 py-2 hover:bg-paper"
              >
                <span className="tabular-nums text-wine">
                  {c.phone} · {c.nickname}
                </span>
                <span className="text-sm text-ink-soft">
                  {t("customerDesk.since", { date: formatDateTime(c.registeredAt) })} ·{" "}
                  {t("customerDesk.orders", { count: c.orders })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ConsoleLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
