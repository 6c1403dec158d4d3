/**
 * A wine's pictures at the catalogue desk (decision 045): the uploads of one form sent to the
 * service one by one (each checked, resized and kept there), a picture removed or made the cover.
 * What was kept stays kept when a later file is refused; the refusal says which and why.
 */
import { data } from "@remix-run/node";
import { TOO_LARGE } from "~/features/photos/photos.server";
import { tFor } from "~/i18n.server";
import { feedbackFor, successFeedback } from "~/service/feedback";
import type { Failure } from "~/service/outcome";
import { redirectWithToast } from "~/utils/toast.server";
import type { StaffApi } from "../staff-session.server";
import { winePath } from "./wine-paths";

const refused = (error: string) => data({ form: "pictures" as const, error }, { status: 422 });
const picturesPath = (id: number) => `${winePath(id)}#pictures`;

export async function addWinePictures(api: StaffApi, form: FormData, id: number) {
  const files = form
    .getAll("file")
    .filter((file) => file === TOO_LARGE || (file instanceof File && file.size > 0));
  const t = tFor(api.lang, "admin");
  if (files.length === 0) return refused(t("wineDesk.pictures.noFile"));
  const problems: string[] = [];
  let message = "";
  for (const [i, file] of files.entries()) {
    const which = file instanceof File && file.name ? file.name : String(i + 1);
    if (!(file instanceof File)) {
      problems.push(
        t("wineDesk.pictures.fileProblem", {
          file: which,
          problem: tFor(api.lang, "common")("photos.tooLarge"),
        }),
      );
      continue;
    }
    const body = new FormData();
    body.set("id", String(id));
    body.set("file", file);
    const added = await api.upload("/ops/catalog/wine/picture", body);
    if (added.ok) message = added.message ?? "";
    else
      problems.push(
        t("wineDesk.pictures.fileProblem", {
          file: which,
          problem: feedbackFor(added as Failure, api.lang).message,
        }),
      );
  }
  if (problems.length > 0) return refused(problems.join("\n"));
  return redirectWithToast(picturesPath(id), successFeedback(message));
}

export async function moveWinePicture(
  api: StaffApi,
  form: FormData,
  id: number,
  move: "remove" | "cover",
) {
  const pictureId = Number(form.get("pictureId"));
  if (!Number.isInteger(pictureId) || pictureId < 1 || pictureId > 2_147_483_647)
    return refused(tFor(api.lang, "admin")("wineDesk.pictures.gone"));
  const moved = await api.post(`/ops/catalog/wine/picture/${move}`, { id, pictureId });
  if (!moved.ok) return refused(feedbackFor(moved as Failure, api.lang).message);
  return redirectWithToast(picturesPath(id), successFeedback(moved.message ?? ""));
}
