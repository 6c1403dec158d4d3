/**
 * A wine's pictures at the catalogue desk (decision 045): the kept ones small, the first marked as
 * the cover lists show, each with its moves; and the form that adds more, several files at once,
 * which works as a plain multipart form.
 */
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "~/components/form-security";
import type { OpsWinePictures } from "#contract/wine-pictures";
import { winePhotoPath } from "./wine-paths";

/** How many files one form may carry (the route's body limit: six pictures and the form). */
const FILES_PER_FORM = 6;

export function WinePictures({
  pictures,
  name,
  canEdit,
}: {
  pictures: OpsWinePictures;
  name: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation("admin");
  const answer = useActionData() as { form?: string; error?: string } | undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent");
  const error = navigation.state === "idle" && answer?.form === "pictures" ? answer.error : null;
  const room = pictures.max - pictures.pictures.length;
  return (
    <section
      id="pictures"
      aria-labelledby="pictures-heading"
      className="mt-4 rounded-xl border border-line p-4"
      data-testid="wine-pictures"
    >
      <h2 id="pictures-heading" className="text-lg font-semibold">
        {t("wineDesk.pictures.title", { n: pictures.pictures.length, max: pictures.max })}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t("wineDesk.pictures.hint")}</p>
      {pictures.pictures.length === 0 ? (
        <p className="mt-3 text-sm" data-testid="wine-pictures-none">
          {t("wineDesk.pictures.none")}
        </p>
      ) : (
        <ul className="sm:grid-cols-4 mt-3 grid grid-cols-2 gap-3">
          {pictures.pictures.map((picture, i) => (
            <li
              key={picture.id}
              className="flex flex-col gap-2 rounded-lg bg-paper p-2"
              data-testid="wine-picture"
            >
              <img
                src={winePhotoPath(picture.fileName, "small")}
                alt={t("wineDesk.pictures.alt", { name, n: i + 1 })}
                width={Math.round((picture.width * 480) / Math.max(picture.width, picture.height))}
                height={Math.round(
                  (picture.height * 480) / Math.max(picture.width, picture.height),
                )}
                loading="lazy"
                className="aspect-[3/4] h-auto w-full rounded object-contain"
              />
              <p className="text-xs tabular-nums text-ink-soft">
                {t("wineDesk.pictures.size", {
                  width: picture.width,
                  height: picture.height,
                  kb: Math.ceil(picture.size / 1024),
                })}
              </p>
              {picture.position === 0 ? (
                <p className="text-sm font-semibold text-wine" data-testid="wine-picture-cover">
                  {t("wineDesk.pictures.cover")}
                </p>
              ) : null}
              {canEdit ? (
                <div className="flex flex-wrap gap-2">
                  {picture.position > 0 ? (
                    <PictureMove
                      intent="pictureCover"
                      pictureId={picture.id}
                      label={t("wineDesk.pictures.makeCover", { n: i + 1 })}
                      text={t("wineDesk.pictures.makeCoverShort")}
                      disabled={Boolean(busy)}
                    />
                  ) : null}
                  <PictureMove
                    intent="pictureRemove"
                    pictureId={picture.id}
                    label={t("wineDesk.pictures.remove", { n: i + 1 })}
                    text={t("wineDesk.pictures.removeShort")}
                    disabled={Boolean(busy)}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p
          role="alert"
          className="mt-3 whitespace-pre-line rounded-lg bg-wine/10 px-3 py-2 text-sm text-wine"
          data-testid="wine-pictures-error"
        >
          {error}
        </p>
      ) : null}
      {canEdit && room > 0 ? (
        <Form method="post" encType="multipart/form-data" className="mt-4 flex flex-col gap-3">
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="pictureAdd" />
          <label htmlFor="wine-picture-files" className="text-sm font-medium">
            {t("wineDesk.pictures.choose", { count: Math.min(room, FILES_PER_FORM) })}
          </label>
          <input
            id="wine-picture-files"
            name="file"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            required
            className="block w-full text-sm text-ink-soft file:mr-3 file:min-h-[44px] file:cursor-pointer file:rounded-full file:border file:border-solid file:border-wine file:bg-white file:px-5 file:font-medium file:text-wine"
            data-testid="wine-picture-files"
          />
          <button
            type="submit"
            className="btn-primary min-h-[44px] self-start px-5"
            disabled={busy === "pictureAdd"}
            data-testid="wine-picture-upload"
          >
            {busy === "pictureAdd"
              ? t("wineDesk.pictures.uploading")
              : t("wineDesk.pictures.upload")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

function PictureMove({
  intent,
  pictureId,
  label,
  text,
  disabled,
}: {
  intent: string;
  pictureId: number;
  label: string;
  text: string;
  disabled: boolean;
}) {
  return (
    <Form method="post">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="pictureId" value={pictureId} />
      <button
        type="submit"
        aria-label={label}
        className="btn-secondary min-h-[44px] px-3 text-sm"
        disabled={disabled}
        data-testid={intent}
      >
        {text}
      </button>
    </Form>
  );
}
