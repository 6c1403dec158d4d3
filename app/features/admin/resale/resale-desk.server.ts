/**
 * The resale desk's reads (routes/admin.resale.*): the items of the status asked in the URL (by
 * default those awaiting the shop's inspection), one item by its code, and the payouts of a status
 * (by default those due), a page at a time from the service, shown in pages of the list family.
 */
import { courierName } from "#contract/logistics";
import { PHOTOS_MAX } from "#contract/photo-limits";
import {
  RESALE_CODE_PATTERN,
  RESALE_GRADES,
  RESALE_PAYOUT_STATUSES,
  RESALE_STATUSES,
} from "#contract/resale-statuses";
import { servicePage, shownPages } from "~/components/list/list-page.server";
import { consoleData } from "../console-page.server";
import type { StaffApi } from "../staff-session.server";
import { carriedPhotos } from "./audit-moves.server";

export const ITEM_PAGE = 30;
export const PAYOUT_PAGE = 20;

const AWAITING = "system_audit_passed";
/** `initial` lasts only inside the listing's own transaction: nobody lists by it. */
const ITEM_FILTERS = [...RESALE_STATUSES.filter((status) => status !== "initial"), "all"] as const;
type ItemFilter = (typeof ITEM_FILTERS)[number];
type PayoutFilter = (typeof RESALE_PAYOUT_STATUSES)[number];

/** The parcel's courier named here, on the server: the couriers' table stays out of the script. */
const withCourier = <T extends { shipCompany: string | null }>(
  item: T,
  lang: StaffApi["lang"],
) => ({
  ...item,
  shipCompanyName: item.shipCompany ? courierName(item.shipCompany, lang) : null,
});

function filterOf<T extends string>(url: URL, allowed: readonly T[], fallback: T): T {
  const asked = url.searchParams.get("status");
  return allowed.includes(asked as T) ? (asked as T) : fallback;
}

export async function itemList(api: StaffApi, url: URL) {
  const status = filterOf<ItemFilter>(url, ITEM_FILTERS, AWAITING);
  const { request, query } = servicePage(url, ITEM_PAGE);
  const answer = consoleData(
    await api.get("/ops/resale/items", status === "all" ? query : { ...query, status }),
    api.lang,
  );
  const list = answer.list.map((item) => withCourier(item, api.lang));
  return {
    status,
    statuses: ITEM_FILTERS,
    total: answer.total,
    list: shownPages(url, request, ITEM_PAGE, list, answer.total),
  };
}

/** An item's code from its page's path; anything else is a page that does not exist. */
export function codeOf(params: { code?: string }): string {
  const code = params.code ?? "";
  if (!RESALE_CODE_PATTERN.test(code)) throw new Response("Not found", { status: 404 });
  return code;
}

/** An item's audit screen: the item, the pictures uploaded so far (in the URL), the grades. */
export async function auditPage(api: StaffApi, code: string, url: URL) {
  return {
    item: await resaleItem(api, code),
    photos: carriedPhotos(url.searchParams.getAll("photos")),
    maxPhotos: PHOTOS_MAX,
    grades: RESALE_GRADES,
  };
}

/** An item by its code; or 404. */
async function resaleItem(api: StaffApi, code: string) {
  const [item] = consoleData(await api.get("/ops/resale/items", { code }), api.lang).list;
  if (!item) throw new Response("Not found", { status: 404 });
  return { ...withCourier(item, api.lang), awaiting: item.status === AWAITING };
}

export async function payoutList(api: StaffApi, url: URL) {
  const status = filterOf<PayoutFilter>(url, RESALE_PAYOUT_STATUSES, "due");
  const { request, query } = servicePage(url, PAYOUT_PAGE);
  const answer = consoleData(await api.get("/ops/resale/payouts", { ...query, status }), api.lang);
  const now = Date.now();
  const list = answer.list.map((payout) => ({
    ...payout,
    payable:
      payout.payoutStatus === "due" &&
      payout.payTo !== null &&
      payout.dueAt !== null &&
      Date.parse(payout.dueAt) <= now,
  }));
  return {
    status,
    statuses: RESALE_PAYOUT_STATUSES,
    total: answer.total,
    list: shownPages(url, request, PAYOUT_PAGE, list, answer.total),
  };
}
