/**
 * A console form's file field under conform (a resale item's inspection picture, an invoice's
 * document): its label, the input, a hint of what it takes and its errors, read together by a
 * screen reader. A browser never keeps a chosen file across a refusal, so the field is chosen again.
 */
import type { FieldMetadata } from "@conform-to/react";
import { FieldErrors } from "~/components/field-errors";

export function FileField({
  meta,
  label,
  hint,
  accept,
  testId,
}: {
  meta: FieldMetadata<File>;
  label: string;
  hint: string;
  /** the types the picker offers (the server checks the content anyway) */
  accept: string;
  testId?: string;
}) {
  const hintId = `${meta.id}-hint`;
  return (
    <>
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
      </label>
      <input
        type="file"
        id={meta.id}
        name={meta.name}
        key={meta.key}
        accept={accept}
        aria-invalid={meta.errors ? true : undefined}
        aria-describedby={meta.errors ? `${hintId} ${meta.errorId}` : hintId}
        className="min-h-[44px] w-full text-sm file:mr-3 file:min-h-[44px] file:rounded-lg file:border file:border-line file:bg-white file:px-3"
        data-testid={testId}
      />
      <p id={hintId} className="text-xs text-ink-soft">
        {hint}
      </p>
      <FieldErrors errors={meta.errors} id={meta.errorId} />
    </>
  );
}
