/**
 * The shop's audit of an item awaiting inspection (routes/admin.resale.$code.tsx): its inspection
 * pictures (each uploaded with a plain file form; their names ride in the page's URL), the pass
 * with a grade and a note, and the rejection with the reason the seller reads. Validated by the
 * server (conform's replies), and again by the service.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldErrors } from "~/components/field-errors";
import { AuthenticityTokenInput } from "~/components/form-security";
import { useLastResult, useSending } from "../console-forms";
import { FileField } from "../file-field";
import { MoveForm, RejectWithReasonForm } from "../move-form";
import { NoteField } from "../note-field";
import { itemPath } from "./resale-paths";

const box = "flex flex-col gap-3 rounded-xl border border-line p-4";
/** The note's guard; the schema holds the real limit (200), said in the member's words. */
const NOTE_GUARD = 400;

function CarriedPhotos({ photos }: { photos: string[] }) {
  return photos.map((name) => <input key={name} type="hidden" name="photos" value={name} />);
}

export function PhotoSection({
  code,
  photos,
  maxPhotos,
}: {
  code: string;
  photos: string[];
  maxPhotos: number;
}) {
  const { t } = useTranslation("admin");
  const [form, fields] = useForm<{ file: File }>({
    id: "photo",
    lastResult: useLastResult("photo"),
    shouldValidate: "onSubmit",
  });
  const sending = useSending("photo");
  return (
    <section aria-labelledby="photos-title" className={box} data-testid="audit-photos">
      <h2 id="photos-title" className="font-semibold">
        {t("resaleDesk.photos.title")}
      </h2>
      {photos.length === 0 ? (
        <p className="text-sm text-ink-soft">{t("resaleDesk.photos.none")}</p>
      ) : (
        <ul className="flex flex-wrap gap-3">
          {photos.map((name, index) => (
            <li key={name} className="flex flex-col items-center gap-1">
              <a
                href={`/photo/${name}`}
                target="_blank"
                rel="noreferrer"
                className="block rounded-lg border border-line"
              >
                <img
                  src={`/photo/${name}`}
                  alt={t("resaleDesk.photos.photo", { n: index + 1 })}
                  width={96}
                  height={96}
                  className="h-24 w-24 rounded-lg object-cover"
                  data-testid="audit-photo"
                />
              </a>
              <Link
                to={itemPath(
                  code,
                  photos.filter((other) => other !== name),
                )}
                replace
                preventScrollReset
                aria-label={t("resaleDesk.photos.removeLabel", { n: index + 1 })}
                className="inline-flex min-h-[44px] items-center px-2 text-sm text-wine"
              >
                {t("resaleDesk.photos.remove")}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {photos.length < maxPhotos ? (
        <Form
          method="post"
          encType="multipart/form-data"
          {...getFormProps(form)}
          className="flex flex-col gap-2"
          data-testid="photo-form"
        >
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="photo" />
          <CarriedPhotos photos={photos} />
          <FileField
            meta={fields.file}
            label={t("resaleDesk.photos.file")}
            hint={t("resaleDesk.photos.hint", { max: maxPhotos })}
            accept="image/jpeg,image/png,image/webp"
          />
          <FieldErrors errors={form.errors} id={form.errorId} />
          <button
            type="submit"
            className="btn-secondary min-h-[44px] self-start px-4"
            disabled={sending}
            data-testid="photo-submit"
          >
            {t("resaleDesk.photos.upload")}
          </button>
        </Form>
      ) : (
        <p className="text-sm text-ink-soft">{t("resaleDesk.photos.full", { max: maxPhotos })}</p>
      )}
    </section>
  );
}

export function PassForm({ photos, grades }: { photos: string[]; grades: readonly string[] }) {
  const { t } = useTranslation("admin");
  const { t: tr } = useTranslation("resale");
  const [form, fields] = useForm<{ grade: string; note: string; photos: string[] }>({
    id: "receive",
    lastResult: useLastResult("receive"),
    shouldValidate: "onSubmit",
  });
  const grade = fields.grade;
  return (
    <MoveForm
      form={form}
      intent="receive"
      name="pass"
      heading={t("resaleDesk.pass.title")}
      about={t("resaleDesk.pass.about")}
      submit={t("resaleDesk.pass.submit")}
      primary
    >
      <CarriedPhotos photos={photos} />
      <fieldset
        aria-describedby={grade.errors ? grade.errorId : undefined}
        className="flex flex-col gap-1"
      >
        <legend className="text-sm font-medium">{t("resaleDesk.pass.grade")}</legend>
        <div className="flex flex-wrap gap-x-4" key={grade.key}>
          {grades.map((value) => (
            <label key={value} className="flex min-h-[44px] items-center gap-2">
              <input
                type="radio"
                name={grade.name}
                value={value}
                defaultChecked={grade.initialValue === value}
                className="h-5 w-5 accent-wine"
              />
              {tr(`resale.gradeValue.${value}`)}
            </label>
          ))}
        </div>
        <FieldErrors errors={grade.errors} id={grade.errorId} />
      </fieldset>
      <NoteField
        meta={fields.note}
        label={t("resaleDesk.pass.note")}
        hint={t("resaleDesk.pass.noteHint")}
        maxLength={NOTE_GUARD}
      />
      <p className="text-sm" data-testid="pass-photos">
        {t("resaleDesk.pass.photos", { count: photos.length })}
      </p>
      <FieldErrors errors={fields.photos.errors} id={fields.photos.errorId} />
    </MoveForm>
  );
}

export function RejectForm() {
  const { t } = useTranslation("admin");
  return (
    <RejectWithReasonForm
      heading={t("resaleDesk.reject.title")}
      about={t("resaleDesk.reject.about")}
      submit={t("resaleDesk.reject.submit")}
      reasonLabel={t("resaleDesk.reject.reason")}
      reasonHint={t("resaleDesk.reject.hint")}
    />
  );
}
