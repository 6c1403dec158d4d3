/**
 * A console form's words in a few lines (a stock note, an inspection note, a reason the seller
 * reads): the label, the textarea, a hint always shown under it, and its errors.
 */
import type { FieldMetadata } from "@conform-to/react";
import { FieldErrors } from "~/components/field-errors";

export function NoteField({
  meta,
  label,
  hint,
  maxLength,
}: {
  meta: FieldMetadata<string>;
  label: string;
  hint: string;
  /** a guard against pasting a book: the form's schema says the real limit, in the user's words */
  maxLength: number;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={meta.id}
        name={meta.name}
        key={meta.key}
        defaultValue={meta.initialValue}
        rows={2}
        maxLength={maxLength}
        aria-invalid={meta.errors ? true : undefined}
        aria-describedby={meta.errors ? `${meta.id}-hint ${meta.errorId}` : `${meta.id}-hint`}
        className="w-full rounded-lg border border-line bg-white px-3 py-2 text-base"
      />
      <p id={`${meta.id}-hint`} className="text-xs text-ink-soft">
        {hint}
      </p>
      <FieldErrors errors={meta.errors} id={meta.errorId} />
    </div>
  );
}
