/**
 * A secret the console shows once, on the answer to the form that made it (a set-up link, an API
 * token): its title, the warning, and the secret in a read-only box to copy.
 */
export function ShownOnce({
  title,
  warning,
  label,
  secret,
  testId,
  children,
}: {
  title: string;
  warning: string;
  label: string;
  secret: string;
  testId: string;
  children?: React.ReactNode;
}) {
  return (
    <div
      className="mt-4 rounded-xl border border-wine/40 bg-wine/5 p-4"
      role="status"
      data-testid={testId}
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm text-ink-soft">{warning}</p>
      <input
        readOnly
        value={secret}
        aria-label={label}
        className="mt-2 min-h-[44px] w-full rounded-lg border border-line bg-white px-3 font-mono text-[13px]"
      />
      {children}
    </div>
  );
}

/** A console form's refusal that belongs to no field. */
export function ConsoleAlert({ children }: { children: React.ReactNode }) {
  return (
    <p className="mt-4 rounded-lg bg-wine/5 p-3 text-wine" role="alert">
      {children}
    </p>
  );
}
