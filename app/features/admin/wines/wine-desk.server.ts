/**
 * The catalogue desk's server side (routes/admin.wines.*): the list's filters from the URL, a
 * wine's form saved (a new one, or an edit with the time it was read), a shelf move. A refused save
 * comes back onto the form's fields; a done one goes to the wine's page with a toast.
 */
import { data, type AppLoadContext } from "@remix-run/node";
import { SHELF_STATUSES, WINE_LIST_PAGE, type ShelfStatus } from "#contract/wine-desk";
import type { OpsWine } from "#contract/wine-desk-answers";
import { servicePage, shownPages } from "~/components/list/list-page.server";
import { feedbackFor, successFeedback } from "~/service/feedback";
import type { Failure, Outcome } from "~/service/outcome";
import type { Lang } from "~/utils/lang";
import { readPhotoForm } from "~/features/photos/photos.server";
import { readProtectedForm, validateCsrfOf } from "~/utils/csrf.server";
import { redirectWithToast } from "~/utils/toast.server";
import { consoleData } from "../console-page.server";
import { requireStaff, type StaffApi } from "../staff-session.server";
import { requestKeyOf } from "../request-key.server";
import { replyOfRefusal } from "./refusal.server";
import { addWinePictures, moveWinePicture } from "./wine-pictures.server";
import { bodyOfForm, formFieldOf, parseWineForm } from "./wine-form.server";
import { winePath } from "./wine-paths";

export { newRequestKey } from "../request-key.server";

/** A wine's number in a path, or a 404. */
export function wineIdOf(param: string | undefined): number {
  const id = Number(param);
  if (!/^\d{1,10}$/.test(param ?? "") || id < 1 || id > 2_147_483_647)
    throw new Response("Not found", { status: 404 });
  return id;
}

/** The service's answer about one wine or winery, or a 404 page when there is none. */
export function foundOr404<T>(outcome: Outcome<T>, lang: Lang): T {
  if (!outcome.ok && outcome.kind === "warning" && outcome.status === 404)
    throw new Response("Not found", { status: 404 });
  return consoleData(outcome, lang);
}

export async function wineList(api: StaffApi, url: URL) {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 80);
  const asked = url.searchParams.get("status") ?? "";
  const status = (SHELF_STATUSES as readonly string[]).includes(asked)
    ? (asked as ShelfStatus)
    : "";
  const { request, query } = servicePage(url, WINE_LIST_PAGE);
  const answer = consoleData(
    await api.get("/ops/catalog/wines", {
      ...(q ? { q } : {}),
      ...(status ? { status } : {}),
      ...query,
    }),
    api.lang,
  );
  return {
    filters: { q, status },
    total: answer.total,
    list: shownPages(url, request, WINE_LIST_PAGE, answer.wines, answer.total),
  };
}

export async function wineFormOptions(api: StaffApi) {
  return consoleData(await api.get("/ops/catalog/wineOptions", {}), api.lang);
}

/**
 * A wine's page's forms: `shelf` moves it; `pictureAdd` (multipart), `pictureRemove` and
 * `pictureCover` change its pictures; anything else saves its form (`id` null: a new draft).
 */
export async function wineAction(request: Request, context: AppLoadContext, id: number | null) {
  const { api } = await requireStaff(request, context);
  const multipart = (request.headers.get("content-type") ?? "").startsWith("multipart/form-data");
  const formData = multipart
    ? await readPhotoForm(request, context.lang)
    : await readProtectedForm(request, context.lang);
  if (multipart) await validateCsrfOf(formData, request, context.lang);
  const intent = formData.get("intent");
  if (id === null) return saveWine(api, formData, id);
  if (intent === "shelf") return moveWineShelf(api, formData, id);
  if (intent === "pictureAdd") return addWinePictures(api, formData, id);
  if (intent === "pictureRemove") return moveWinePicture(api, formData, id, "remove");
  if (intent === "pictureCover") return moveWinePicture(api, formData, id, "cover");
  return saveWine(api, formData, id);
}

async function saveWine(api: StaffApi, formData: FormData, id: number | null) {
  const submission = parseWineForm(formData);
  if (submission.status !== "success")
    return data({ form: "wine" as const, result: submission.reply() }, { status: 422 });
  const wine = bodyOfForm(submission.value);
  const { seenAt } = submission.value;
  const saved =
    id === null
      ? await api.post("/ops/catalog/wine/create", {
          wine,
          ...requestKeyOf(formData),
        })
      : await api.post("/ops/catalog/wine/update", {
          id,
          wine,
          ...(seenAt ? { seenAt } : {}),
        });
  if (!saved.ok) {
    const result = replyOfRefusal(submission, saved as Failure, api.lang, formFieldOf);
    return data({ form: "wine" as const, result }, { status: 422 });
  }
  const wineNow = saved.data as OpsWine;
  return redirectWithToast(winePath(wineNow.id), successFeedback(saved.message ?? ""));
}

/** Puts the wine on the shelf or takes it off. */
async function moveWineShelf(api: StaffApi, formData: FormData, id: number) {
  const to = formData.get("to");
  if (to !== "on_shelf" && to !== "off_shelf")
    return data({ form: "shelf" as const, error: "" }, { status: 422 });
  const moved = await api.post("/ops/catalog/wine/shelf", { id, to });
  if (!moved.ok)
    return data({ form: "shelf" as const, error: feedbackFor(moved as Failure, api.lang).message });
  return redirectWithToast(winePath(id), successFeedback(moved.message ?? ""));
}
