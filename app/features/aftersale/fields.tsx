/** The after-sale forms' fields: a label, the control, its hint and its translated error. */
import { FieldErrors } from "~/components/field-errors";

export const inputClass =
  "min-h-[44px] w-full min-w-0 rounded-lg border border-line bg-white px-3 text-base aria-[invalid]:border-wine";

export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-faint">
          {hint}
        </p>
      ) : null}
      <FieldErrors errors={error ? [error] : undefined} id={`${id}-error`} />
    </div>
  );
}

/** aria attributes of a control with an optional hint and error */
export function describedBy(id: string, hint: boolean, error?: string) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined };
}
