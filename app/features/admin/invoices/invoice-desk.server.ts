/**
 * The invoices desk's reads (routes/admin.invoices.*): the special titles waiting for review,
 * oldest first, and one of them; the invoice requests to issue and those a refund changed, newest
 * first, and one of them by its order's number. The service answers each list whole; the desk
 * shows it in pages of the list family. A refund's notice is said again here in the member's
 * language from the request's own figures (the service keeps an English line for the CLI).
 */
import type { OpsInvoiceRequest, OpsInvoiceTitle } from "#contract/invoices";
import { ORDER_NO_PATTERN } from "#contract/order-desk";
import { pagesOfWhole } from "~/components/list/list-page.server";
import { tFor } from "~/i18n.server";
import { formatPrice } from "~/utils/money";
import { redirectWithToast } from "~/utils/toast.server";
import { DURATION } from "~/service/feedback";
import { consoleData } from "../console-page.server";
import type { StaffApi } from "../staff-session.server";
import { INVOICES_PATH, REQUESTS_PATH, TITLE_ID } from "./invoice-paths";

export const TITLE_PAGE = 20;
export const REQUEST_PAGE = 20;
/** What the service lists of the requests at most, newest first (shopping/invoices/requests.ts). */
const REQUEST_LIMIT = 200;

const noticeOfGone = (api: StaffApi, key: string) => ({
  variant: "notice" as const,
  message: tFor(api.lang, "admin")(key),
  durationMs: DURATION.notice,
});

const pendingTitles = async (api: StaffApi) =>
  consoleData(await api.get("/ops/invoices/titles"), api.lang).list;

export async function titleList(api: StaffApi, url: URL) {
  const list = await pendingTitles(api);
  return { total: list.length, list: pagesOfWhole(url, list, TITLE_PAGE) };
}

/** A title waiting for review; one already decided (here or in another tab) goes back to the list. */
export async function titlePage(api: StaffApi, idParam: string | undefined) {
  if (!TITLE_ID.test(idParam ?? "")) throw new Response("Not found", { status: 404 });
  const id = Number(idParam);
  const title: OpsInvoiceTitle | undefined = (await pendingTitles(api)).find((t) => t.id === id);
  if (!title)
    throw await redirectWithToast(INVOICES_PATH, noticeOfGone(api, "invoiceDesk.title.gone"));
  return { title };
}

/** What a refund did to a request, in the member's words; null when no refund touched it. */
function noticeOf(request: OpsInvoiceRequest, lang: StaffApi["lang"]): string | null {
  if (request.notice === null) return null;
  const t = tFor(lang, "admin");
  const refunded = formatPrice(request.refundedCents);
  if (request.status === "issued")
    return t("invoiceDesk.notice.correct", { invoiceNo: request.invoiceNo, refunded });
  if (request.status === "cancelled") return t("invoiceDesk.notice.cancelled", { refunded });
  return t("invoiceDesk.notice.reduced", { refunded, amount: formatPrice(request.amountCents) });
}

const requestsOf = async (api: StaffApi) =>
  consoleData(await api.get("/ops/invoices/requests"), api.lang).list.map((request) => ({
    ...request,
    notice: noticeOf(request, api.lang),
  }));

export async function requestList(api: StaffApi, url: URL) {
  const list = await requestsOf(api);
  return {
    total: list.length,
    toIssue: list.filter((request) => request.status === "requested").length,
    capped: list.length >= REQUEST_LIMIT,
    list: pagesOfWhole(url, list, REQUEST_PAGE),
  };
}

/** A request by its order's number, while the desk lists it; otherwise back to the list. */
export async function requestPage(api: StaffApi, orderNo: string | undefined) {
  if (!ORDER_NO_PATTERN.test(orderNo ?? "")) throw new Response("Not found", { status: 404 });
  const request = (await requestsOf(api)).find((found) => found.orderNo === orderNo);
  if (!request)
    throw await redirectWithToast(REQUESTS_PATH, noticeOfGone(api, "invoiceDesk.request.gone"));
  return { request };
}
