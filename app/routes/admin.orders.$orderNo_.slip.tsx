/**
 * An order's packing slip (/admin/orders/:orderNo/slip), printed and put in the parcel: where it
 * goes, what is in it, and each bottle's serial with a QR code of its provenance page (/p/SERIAL),
 * which the buyer scans to check the bottle's history. Serials are the shop's choice when the order
 * ships; before that the slip is the picking list, and says so. A page of its own, without the
 * console's frame, laid out for A4 and for the browser's print.
 */
import { type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { consoleData } from "~/features/admin/console-page.server";
import { PrintButton } from "~/features/admin/orders/print-button";
import { requireStaff } from "~/features/admin/staff-session.server";
import { qrSvg } from "~/utils/qr.server";
import { formatDateTime } from "~/utils/time";

export const handle = { i18n: ["admin", "payment"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const orderNo = params.orderNo ?? "";
  if (!/^\d{1,40}$/.test(orderNo)) throw new Response("Not found", { status: 404 });
  const { api } = await requireStaff(request, context);
  const answer = await api.get("/ops/order/detail", { orderNo });
  if (!answer.ok && answer.kind === "warning" && answer.status === 404)
    throw new Response("Not found", { status: 404 });
  const order = consoleData(answer, context.lang);
  const origin = new URL(request.url).origin;
  const bottles = await Promise.all(
    order.bottles.map(async (bottle) => {
      const url = `${origin}/p/${bottle.serial}`;
      return { ...bottle, url, qr: await qrSvg(url) };
    }),
  );
  return { order, bottles };
}

export default function PackingSlip() {
  const { order, bottles } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("admin");
  const { t: tp } = useTranslation("payment");
  const a = order.address;
  return (
    <main className="mx-auto max-w-3xl bg-white p-6 text-ink print:max-w-none print:p-0">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="font-semibold text-wine">{t("consoleBrand")}</p>
          <h1 className="text-2xl font-semibold">{t("slip.title")}</h1>
        </div>
        <PrintButton />
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-soft">{tp("order.orderNo")}</dt>
        <dd className="font-mono" data-testid="slip-order-no">
          {order.orderNo}
        </dd>
        <dt className="text-ink-soft">{tp("order.createdAt")}</dt>
        <dd className="tabular-nums">{formatDateTime(order.createdAt)}</dd>
        <dt className="text-ink-soft">{t("slip.to")}</dt>
        <dd>
          {a.recipient} {a.phone} · {a.province} {a.city} {a.district} {a.detail}
        </dd>
        {order.logisticsNo ? (
          <>
            <dt className="text-ink-soft">{t("slip.parcel")}</dt>
            <dd>
              {order.parcels.find((p) => p.direction === "outbound")?.companyName}{" "}
              {order.logisticsNo}
            </dd>
          </>
        ) : null}
        {order.buyerMessage ? (
          <>
            <dt className="text-ink-soft">{tp("order.buyerMessage")}</dt>
            <dd>{order.buyerMessage}</dd>
          </>
        ) : null}
      </dl>
      <table className="mt-4 w-full border-collapse text-sm" data-testid="slip-lines">
        <caption className="sr-only">{tp("order.items")}</caption>
        <thead>
          <tr className="border-b-2 border-ink text-left">
            <th scope="col" className="py-1 pr-2">
              {t("slip.wine")}
            </th>
            <th scope="col" className="py-1 pr-2 text-right">
              {t("slip.bottles")}
            </th>
            <th scope="col" className="w-16 py-1 text-center">
              {t("slip.packed")}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id} className="border-b border-line">
              <td className="py-2 pr-2">
                {i18n.language === "en" ? line.spuNameEn : line.spuName}{" "}
                {line.vintage ?? tp("order.nv")} · {line.capacityMl} ml
              </td>
              <td className="py-2 pr-2 text-right tabular-nums">
                {line.quantity - line.refundedQuantity}
              </td>
              <td className="py-2 text-center" aria-hidden="true">
                ☐
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {bottles.length > 0 ? (
        <section aria-labelledby="slip-serials" className="mt-6">
          <h2 id="slip-serials" className="font-semibold">
            {t("slip.serials")}
          </h2>
          <p className="text-sm text-ink-soft">{t("slip.scan")}</p>
          <ul className="mt-3 grid grid-cols-2 gap-3 pc:grid-cols-3 print:grid-cols-3">
            {bottles.map((bottle) => (
              <li
                key={bottle.serial}
                className="flex break-inside-avoid flex-col items-center rounded-lg border border-line p-2 text-center"
                data-testid="slip-bottle"
              >
                <div
                  role="img"
                  aria-label={t("slip.qrLabel", { serial: bottle.serial })}
                  className="h-32 w-32"
                  dangerouslySetInnerHTML={{ __html: bottle.qr }}
                />
                <p className="mt-1 font-mono text-sm font-semibold">{bottle.serial}</p>
                <p className="text-xs">{bottle.name}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="mt-6 rounded-lg bg-paper px-3 py-2 text-sm" data-testid="slip-no-serials">
          {t("slip.serialsAtShipping")}
        </p>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
