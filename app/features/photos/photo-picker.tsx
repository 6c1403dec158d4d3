/**
 * Up to six pictures with a form (a refund, a return, a review). Without JavaScript: a multiple file
 * input sent with the form, the pictures already sent shown with a "leave out" checkbox. With
 * JavaScript: each picture is uploaded as soon as it is chosen, with its progress, and can be
 * removed at once; the form then carries only the names.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuthenticityToken } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { PHOTOS_MAX } from "#contract/photo-limits";
import { uploadWithProgress } from "~/components/file-upload";
import { PLAIN_FILE_INPUT } from "~/components/picture-chooser";
import { useChosenBeforeHydration } from "~/utils/use-chosen-before-hydration";
import { validationText } from "~/utils/validation-text";
import { photoFields, photoSrc, type PhotoPurpose } from "./fields";

interface Item {
  key: string;
  /** set once uploaded */
  name: string | null;
  src: string;
  progress: number | null;
}

const TILE = "relative h-20 w-20 shrink-0 overflow-hidden rounded-lg bg-paper ring-1 ring-line";

export function PhotoPicker({
  purpose,
  prefix = "",
  initial,
  error,
  testId,
  onBusyChange,
}: {
  purpose: PhotoPurpose;
  prefix?: string;
  /** names carried from the step before */
  initial: readonly string[];
  error?: string | null;
  testId: string;
  /** told while uploads are running, so the form can wait for them */
  onBusyChange?: (busy: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const csrf = useAuthenticityToken();
  const id = useId();
  const fields = photoFields(prefix);
  const [items, setItems] = useState<Item[]>(() =>
    initial.map((name) => ({ key: name, name, src: photoSrc(name), progress: null })),
  );
  const [message, setMessage] = useState<string | null>(error ?? null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The plain input drawn before hydration, replaced by the "+" tile once the page has its code.
  const plainInputRef = useRef<HTMLInputElement>(null);
  const busy = items.some((item) => item.progress !== null);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  useEffect(() => setMessage(error ?? null), [error]);

  const update = (key: string, change: Partial<Item> | null) =>
    setItems((list) =>
      change === null
        ? list.filter((item) => item.key !== key)
        : list.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  const choose = (files: FileList | readonly File[] | null) => {
    if (!files) return;
    setMessage(null);
    const room = PHOTOS_MAX - items.length;
    const chosen = [...files].slice(0, Math.max(room, 0));
    if (files.length > room) setMessage("photos.tooMany");
    const added = chosen.map((file) => ({
      key: `${file.name}-${Math.random().toString(36).slice(2)}`,
      name: null,
      src: URL.createObjectURL(file),
      progress: 0,
      file,
    }));
    setItems((list) => [...list, ...added.map(({ file: _file, ...item }) => item)]);
    for (const item of added) {
      const body = new FormData();
      body.set("csrf", csrf);
      body.set("purpose", purpose);
      body.set("file", item.file);
      void uploadWithProgress("/user/photo", body, (progress) =>
        update(item.key, { progress }),
      ).then(({ status, answer }) => {
        const uploaded = answer as { ok: boolean; fileName?: string; message: string } | null;
        if (status === 200 && uploaded?.ok && uploaded.fileName) {
          update(item.key, { name: uploaded.fileName, progress: null });
        } else {
          URL.revokeObjectURL(item.src);
          update(item.key, null);
          setMessage(uploaded?.message || t("photos.failed"));
        }
      });
    }
    if (inputRef.current) inputRef.current.value = "";
  };
  useChosenBeforeHydration(plainInputRef, choose);

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset className="flex flex-col gap-2" data-testid={testId} aria-describedby={hintId}>
      <legend className="text-sm font-medium text-ink">{t("photos.label")}</legend>
      <p id={hintId} className="text-xs text-ink-faint">
        {t("photos.hint")}
      </p>
      <ul className="flex flex-wrap gap-2" aria-label={t("photos.count", { count: items.length })}>
        {items.map((item, i) => (
          <li key={item.key} className="flex flex-col items-center gap-1">
            <div className={TILE}>
              <img
                src={item.src}
                alt={t("photos.photo", { n: i + 1 })}
                width={80}
                height={80}
                className="h-full w-full object-cover"
                data-testid={`${testId}-photo`}
              />
              {item.name ? <input type="hidden" name={fields.names} value={item.name} /> : null}
              {item.progress !== null ? (
                <progress
                  value={item.progress}
                  max={100}
                  aria-label={t("photos.uploading", { n: i + 1 })}
                  className="absolute inset-x-1 bottom-1 h-1.5 w-[calc(100%-0.5rem)] appearance-none overflow-hidden rounded bg-white/70 [&::-moz-progress-bar]:bg-wine [&::-webkit-progress-bar]:bg-white/70 [&::-webkit-progress-value]:bg-wine"
                  data-testid={`${testId}-progress`}
                />
              ) : null}
              {hydrated && item.progress === null ? (
                <button
                  type="button"
                  onClick={() => {
                    if (item.src.startsWith("blob:")) URL.revokeObjectURL(item.src);
                    update(item.key, null);
                  }}
                  className="absolute right-0 top-0 flex h-11 w-11 items-start justify-end p-1"
                  aria-label={t("photos.remove", { n: i + 1 })}
                  data-testid={`${testId}-remove`}
                >
                  <span
                    aria-hidden="true"
                    className="flex h-6 w-6 items-center justify-center rounded-full bg-ink/70 text-sm leading-none text-white"
                  >
                    ×
                  </span>
                </button>
              ) : null}
            </div>
            {!hydrated && item.name ? (
              <label className="inline-flex min-h-[44px] items-center gap-1 text-xs text-ink-soft">
                <input type="checkbox" name={fields.remove} value={item.name} />
                {t("photos.removeNoJs")}
              </label>
            ) : null}
          </li>
        ))}
        {items.length < PHOTOS_MAX && hydrated ? (
          <li>
            <label
              className={`${TILE} flex cursor-pointer flex-col items-center justify-center gap-1 border border-dashed border-ink-faint text-ink-soft ring-0 hover:border-wine hover:text-wine has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-wine`}
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                +
              </span>
              <span className="text-xs">{t("photos.add")}</span>
              <input
                ref={inputRef}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                multiple
                className="sr-only"
                aria-describedby={message ? `${hintId} ${errorId}` : hintId}
                onChange={(e) => choose(e.target.files)}
                data-testid={`${testId}-input`}
              />
            </label>
          </li>
        ) : null}
      </ul>
      {items.length < PHOTOS_MAX && !hydrated ? (
        <input
          ref={plainInputRef}
          type="file"
          name={fields.files}
          accept="image/jpeg,image/png,image/webp"
          multiple
          aria-label={t("photos.add")}
          aria-describedby={message ? `${hintId} ${errorId}` : hintId}
          className={PLAIN_FILE_INPUT}
          data-testid={`${testId}-input`}
        />
      ) : null}
      {message ? (
        <p id={errorId} className="text-sm text-wine" role="alert" data-testid={`${testId}-error`}>
          {validationText(message, i18n)}
        </p>
      ) : null}
    </fieldset>
  );
}
