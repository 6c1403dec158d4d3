/**
 * The invoices desk's reads (routes/admin.invoices.*): the special titles waiting for review,
 * oldest first, and one of them; the invoice requests to issue and those a refund changed, newest
 * first, and one of them by its order's number, a page at a time from the service, shown in pages
 * of the list family. A refund's notice is said again here in the member's
 * language from the request's own figures (the service keeps an English line for the CLI).
 */
import type { OpsInvoiceRequest, OpsInvoiceTitle } from "#contract/invoices";
import { ORDER_NO_PATTERN } from "#contract/order-desk";
import { servicePage, shownPages } from "~/components/list/list-page.server";
import { tFor } from "~/i18n.server";
import { formatPrice } from "~/utils/money";
import { redirectWithToast } from "~/utils/toast.server";
import { DURATION } from "~/service/feedback";
import { consoleData } from "../console-page.server";
import type { StaffApi } from "../staff-session.server";
import { INVOICES_PATH, REQUESTS_PATH, TITLE_ID } from "./invoice-paths";

export const TITLE_PAGE = 20;
export const REQUEST_PAGE = 20;

const noticeOfGone = (api: StaffApi, key: string) => ({
  variant: "notice" as const,
  message: tFor(api.lang, "admin")(key),
  durationMs: DURATION.notice,
});

export async function titleList(api: StaffApi, url: URL) {
  const { request, query } = servicePage(url, TITLE_PAGE);
  const answer = consoleData(await api.get("/ops/invoices/titles", query), api.lang);
  return {
    total: answer.total,
    list: shownPages(url, request, TITLE_PAGE, answer.list, answer.total),
  };
}

/** A title waiting for review; one already decided (here or in another tab) goes back to the list. */
export async function titlePage(api: StaffApi, idParam: string | undefined) {
  if (!TITLE_ID.test(idParam ?? "")) throw new Response("Not found", { status: 404 });
  const answer = consoleData(await api.get("/ops/invoices/titles", { id: idParam! }), api.lang);
  const title: OpsInvoiceTitle | undefined = answer.list[0];
  if (!title)
    throw await redirectWithToast(INVOICES_PATH, noticeOfGone(api, "invoiceDesk.title.gone"));
  return { title };
}

/** What a refund did to a request, in the member's words; null when no refund touched it. */
function noticeOf(request: OpsInvoiceRequest, lang: StaffApi["lang"]): string | null {
  if (request.notice === null) return null;
  const t = tFor(lang, "admin");
  const refunded = formatPrice(request.refundedCents);
  if (request.status === "to_correct")
    return t("invoiceDesk.notice.correct", {
      invoiceNo: request.invoiceNo,
      refunded: formatPrice(request.uncorrectedCents),
    });
  if (request.status === "cancelled") return t("invoiceDesk.notice.cancelled", { refunded });
  return t("invoiceDesk.notice.reduced", { refunded, amount: formatPrice(request.amountCents) });
}

const withNotices = (api: StaffApi, list: OpsInvoiceRequest[]) =>
  list.map((request) => ({ ...request, notice: noticeOf(request, api.lang) }));

export async function requestList(api: StaffApi, url: URL) {
  const { request, query } = servicePage(url, REQUEST_PAGE);
  const answer = consoleData(await api.get("/ops/invoices/requests", query), api.lang);
  return {
    total: answer.total,
    toIssue: answer.toIssue,
    list: shownPages(url, request, REQUEST_PAGE, withNotices(api, answer.list), answer.total),
  };
}

/** A request by its order's number, while the desk lists it; otherwise back to the list. */
export async function requestPage(api: StaffApi, orderNo: string | undefined) {
  if (!ORDER_NO_PATTERN.test(orderNo ?? "")) throw new Response("Not found", { status: 404 });
  const answer = consoleData(
    await api.get("/ops/invoices/requests", { orderNo: orderNo! }),
    api.lang,
  );
  const [request] = withNotices(api, answer.list);
  if (!request)
    throw await redirectWithToast(REQUESTS_PATH, noticeOfGone(api, "invoiceDesk.request.gone"));
  return { request };
}
