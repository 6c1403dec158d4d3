/**
 * The wineries' pages' server side (routes/admin.wineries.*): the list by words of a name, and a
 * winery's form saved (a new one, with its form's own key; or an edit). A refused save comes back
 * onto the form's fields; a done one goes to the winery's page with a toast.
 */
import { data, type AppLoadContext } from "@remix-run/node";
import { WINERY_LIST_PAGE } from "#contract/wine-desk";
import type { OpsWinery } from "#contract/wine-desk-answers";
import { servicePage, shownPages } from "~/components/list/list-page.server";
import { successFeedback } from "~/service/feedback";
import type { Failure } from "~/service/outcome";
import { readProtectedForm } from "~/utils/csrf.server";
import { redirectWithToast } from "~/utils/toast.server";
import { consoleData } from "../console-page.server";
import { requestKeyOf } from "../request-key.server";
import { requireStaff, type StaffApi } from "../staff-session.server";
import { replyOfRefusal } from "./refusal.server";
import { parseWineryForm, wineryBodyOf } from "./winery-form.server";
import { wineryPath } from "./wine-paths";

export async function wineryList(api: StaffApi, url: URL) {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 80);
  const { request, query } = servicePage(url, WINERY_LIST_PAGE);
  const answer = consoleData(
    await api.get("/ops/catalog/wineries", {
      ...(q ? { q } : {}),
      ...query,
    }),
    api.lang,
  );
  return {
    q,
    total: answer.total,
    list: shownPages(url, request, WINERY_LIST_PAGE, answer.wineries, answer.total),
  };
}

/** Saves a winery's form: `id` null adds one. */
export async function wineryAction(request: Request, context: AppLoadContext, id: number | null) {
  const { api } = await requireStaff(request, context);
  const formData = await readProtectedForm(request, context.lang);
  const submission = parseWineryForm(formData);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 422 });
  const winery = wineryBodyOf(submission.value);
  const saved =
    id === null
      ? await api.post("/ops/catalog/winery/create", { winery, ...requestKeyOf(formData) })
      : await api.post("/ops/catalog/winery/update", { id, winery });
  if (!saved.ok) {
    const result = replyOfRefusal(submission, saved as Failure, api.lang, (path) =>
      path.replace(/^winery\./, ""),
    );
    return data({ result }, { status: 422 });
  }
  return redirectWithToast(
    wineryPath((saved.data as OpsWinery).id),
    successFeedback(saved.message ?? ""),
  );
}
