/**
 * A buyer at the customers desk (/admin/customers/:id): the account, the latest orders (each to the
 * order desk), the addresses and the points with their log; points added or taken with a reason
 * (into the buyer's log and the audit log); the number shown in full for a role that may (logged).
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { AuthenticityTokenInput } from "~/components/form-security";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { consolePage } from "~/features/admin/console-page.server";
import { customerAction } from "~/features/admin/customers/customer-desk.server";
import { CUSTOMERS_PATH } from "~/features/admin/customers/customer-paths";
import { PhoneReveal } from "~/features/admin/phone-reveal";
import { foundOr404, wineIdOf } from "~/features/admin/wines/wine-desk.server";
import { formatPrice } from "~/utils/money";
import { formatDateTime } from "~/utils/time";

export const handle = { i18n: ["account", "admin", "payment", "points"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = wineIdOf(params.id);
  const { api, me, csrf, headers } = await consolePage(request, context);
  const customer = foundOr404(await api.get("/ops/customer", { id }), api.lang);
  return data({ me, csrf, ...customer }, { headers });
}

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  customerAction(request, context, wineIdOf(params.id));

const section = "rounded-xl border border-line p-4";

function PointsForm() {
  const { t } = useTranslation("admin");
  const answer = useActionData() as
    { form: "points"; result?: SubmissionResult<string[]> } | undefined;
  const navigation = useNavigation();
  const [form, fields] = useForm<{ direction: string; points: string; note: string }>({
    id: "points",
    lastResult:
      navigation.state === "idle" && answer?.form === "points" ? answer.result : undefined,
    shouldValidate: "onSubmit",
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="mt-3 flex flex-col gap-3"
      data-testid="points-form"
    >
      <AuthenticityTokenInput />
      <fieldset className="flex flex-wrap gap-4">
        <legend className="text-sm font-medium">{t("customerDesk.direction")}</legend>
        {(["grant", "deduct"] as const).map((direction) => (
          <label key={direction} className="flex min-h-[44px] items-center gap-2 text-sm">
            <input
              type="radio"
              name="direction"
              value={direction}
              defaultChecked={direction === "grant"}
              className="h-5 w-5"
            />
            {t(`customerDesk.${direction}`)}
          </label>
        ))}
      </fieldset>
      <TextField meta={fields.points} label={t("customerDesk.points")} inputMode="numeric" />
      <TextField
        meta={fields.note}
        label={t("customerDesk.note")}
        hint={t("customerDesk.noteHint")}
      />
      <FieldErrors errors={form.errors} id={form.errorId} />
      <button
        type="submit"
        className="btn-primary min-h-[44px] self-start px-4"
        disabled={navigation.state !== "idle"}
        data-testid="points-submit"
      >
        {t("customerDesk.adjust")}
      </button>
    </Form>
  );
}

export default function CustomerPage() {
  const { me, csrf, customer, orders, addresses, points } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const { t: tp } = useTranslation("payment");
  const { t: tpoints } = useTranslation("points");
  const may = (permission: string) => me.permissions.includes(permission as never);
  return (
    <ConsoleLayout me={me} csrf={csrf} title={customer.nickname}>
      <p className="mt-2 text-sm">
        <Link
          to={CUSTOMERS_PATH}
          className="inline-flex min-h-[44px] items-center text-wine underline"
        >
          {t("customerDesk.back")}
        </Link>
      </p>
      <div className="grid gap-4 pc:grid-cols-2">
        <section className={section} aria-labelledby="customer-account">
          <h2 id="customer-account" className="mb-2 font-semibold">
            {t("customerDesk.account")}
          </h2>
          <PhoneReveal masked={customer.phone} whose="buyer" mayReveal={may("customers.phone")} />
          <p className="text-sm text-ink-soft">
            {t("customerDesk.since", { date: formatDateTime(customer.registeredAt) })} ·{" "}
            {t("customerDesk.orders", { count: customer.orders })}
          </p>
        </section>
        <section
          className={section}
          aria-labelledby="customer-points"
          data-testid="customer-points"
        >
          <h2 id="customer-points" className="mb-2 font-semibold">
            {t("customerDesk.pointsTitle")}
          </h2>
          <p className="text-2xl font-semibold tabular-nums" data-testid="points-balance">
            {points.balance}
          </p>
          {may("points.adjust") ? <PointsForm /> : null}
        </section>
      </div>
      <section className={`${section} mt-4`} aria-labelledby="customer-orders">
        <h2 id="customer-orders" className="mb-2 font-semibold">
          {t("customerDesk.latestOrders")}
        </h2>
        {orders.length === 0 ? (
          <p className="text-sm text-ink-soft">{t("customerDesk.noOrders")}</p>
        ) : (
          <ul className="divide-y divide-line" data-testid="customer-orders">
            {orders.map((o) => (
              <li key={o.orderNo} className="flex flex-wrap items-center justify-between gap-x-4">
                <Link
                  to={`/admin/orders/${o.orderNo}`}
                  className="inline-flex min-h-[44px] items-center font-mono text-wine"
                >
                  {o.orderNo}
                </Link>
                <span className="text-sm">
                  {tp(`order.statuses.${o.status}`)} · {formatPrice(o.totalCents)} ·{" "}
                  {formatDateTime(o.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={`${section} mt-4`} aria-labelledby="customer-addresses">
        <h2 id="customer-addresses" className="mb-2 font-semibold">
          {t("customerDesk.addresses")}
        </h2>
        {addresses.length === 0 ? (
          <p className="text-sm text-ink-soft">{t("customerDesk.noAddresses")}</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {addresses.map((a, i) => (
              <li key={i}>
                {a.recipient} · <span className="tabular-nums">{a.phone}</span>
                {a.isDefault ? ` · ${t("customerDesk.default")}` : ""}
                <br />
                {a.region} {a.detail}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={`${section} mt-4`} aria-labelledby="customer-log">
        <h2 id="customer-log" className="mb-2 font-semibold">
          {t("customerDesk.pointsLog")}
        </h2>
        <ul className="divide-y divide-line text-sm" data-testid="points-log">
          {points.list.map((row) => (
            <li key={row.id} className="flex flex-wrap justify-between gap-x-4 py-2">
              {/* The row as the buyer's points log words it (an operator's row with its note). */}
              <span>
                {tpoints(`points.reasons.${row.note ? `${row.reason}_note` : row.reason}`, {
                  orderNo: row.orderNo ?? "",
                  phone: row.counterpartPhone ?? "",
                  note: row.note ?? "",
                })}
              </span>
              <span className="tabular-nums">
                {row.change > 0 ? `+${row.change}` : row.change} · {formatDateTime(row.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </ConsoleLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
