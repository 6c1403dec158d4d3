/** Form fields of the account screens: a labelled input with its translated errors. */
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { FieldErrors } from "./field-errors";

interface FieldProps {
  meta: FieldMetadata<string | number | undefined>;
  label: React.ReactNode;
  type?: "text" | "tel" | "password" | "number" | "date" | "datetime-local";
  autoComplete?: string;
  inputMode?: "numeric" | "decimal" | "tel" | "text";
  placeholder?: string;
  /** what the field takes, always shown under it (a placeholder is cut off on phones and vanishes) */
  hint?: React.ReactNode;
  children?: React.ReactNode;
}

export function TextField({
  meta,
  label,
  type = "text",
  autoComplete,
  inputMode,
  placeholder,
  hint,
  children,
}: FieldProps) {
  const hintId = `${meta.id}-hint`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={meta.id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          {...getInputProps(meta, { type, ariaDescribedBy: hint ? hintId : undefined })}
          key={meta.key}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          className="min-h-[44px] w-full min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-base aria-[invalid]:border-wine"
        />
        {children}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
      <FieldErrors errors={meta.errors} id={meta.errorId} />
    </div>
  );
}
