/**
 * Choosing one picture to upload, with its preview: the avatar now, the business licence next.
 * With JavaScript the file input is drawn as a button and the chosen picture is shown at once (a
 * blob: URL, allowed by the CSP's img-src). Without it, the browser's own input, styled, so the
 * chosen file's name still shows. The form around it sends the file as usual.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { useChosenBeforeHydration } from "~/utils/use-chosen-before-hydration";

/** The browser's own file input, styled: what a picture chooser is without JavaScript. */
export const PLAIN_FILE_INPUT =
  "block w-full text-sm text-ink-soft file:mr-3 file:min-h-[44px] file:cursor-pointer file:rounded-full file:border file:border-solid file:border-wine file:bg-white file:px-5 file:font-medium file:text-wine";

interface Props {
  id: string;
  name: string;
  accept: string;
  /** What stands in the preview until a picture is chosen (the current avatar, an initial). */
  current: React.ReactNode;
  testId: string;
  required?: boolean;
  /** Told when a picture is chosen, or null when the choice is cleared. */
  onChoose?: (file: File | null) => void;
}

export function PictureChooser({ id, name, accept, current, testId, required, onChoose }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  // A chooser that also takes a PDF (a business licence) asks for a file, not a picture.
  const takesDocuments = accept.includes("application/pdf");
  const [chosen, setChosen] = useState<{ url: string; name: string; pdf: boolean } | null>(null);
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);
  const inputRef = useRef<HTMLInputElement>(null);

  const choose = (file: File | null) => {
    setChosen(
      file
        ? { url: URL.createObjectURL(file), name: file.name, pdf: file.type === "application/pdf" }
        : null,
    );
    onChoose?.(file);
  };
  useChosenBeforeHydration(inputRef, ([file]) => choose(file ?? null));

  const input = (
    <input
      ref={inputRef}
      id={id}
      name={name}
      type="file"
      accept={accept}
      required={required}
      className={hydrated ? "peer sr-only" : PLAIN_FILE_INPUT}
      onChange={(e) => choose(e.target.files?.[0] ?? null)}
      data-testid={testId}
    />
  );
  return (
    <div className="flex items-center gap-4">
      {chosen?.pdf ? (
        // A business licence may be a PDF: no picture to show, its kind instead.
        <span
          className="flex h-[72px] w-[72px] shrink-0 items-center justify-center rounded-lg bg-wine-light text-sm font-semibold text-wine ring-2 ring-wine"
          data-testid={`${testId}-preview`}
        >
          PDF
        </span>
      ) : chosen ? (
        <img
          src={chosen.url}
          alt={t("picture.preview")}
          width={72}
          height={72}
          className="h-[72px] w-[72px] shrink-0 rounded-full object-cover ring-2 ring-wine"
          data-testid={`${testId}-preview`}
        />
      ) : (
        current
      )}
      <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
        {input}
        {hydrated ? (
          <label
            htmlFor={id}
            className="btn-secondary cursor-pointer px-5 peer-focus-visible:ring-2 peer-focus-visible:ring-wine peer-focus-visible:ring-offset-2"
          >
            {takesDocuments
              ? t(chosen ? "picture.changeFile" : "picture.chooseFile")
              : t(chosen ? "picture.change" : "picture.choose")}
          </label>
        ) : null}
        {chosen ? (
          <p className="max-w-full truncate text-xs text-ink-faint">
            {t("picture.chosen", { name: chosen.name })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
