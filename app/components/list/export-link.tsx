/**
 * A list's CSV export: a plain link with `download`, so it works without JavaScript and the browser
 * saves the file instead of leaving the list; a whole tap target at 390 px.
 */
export function ExportLink({
  href,
  hint,
  label,
  testId,
}: {
  href: string;
  hint: string;
  label: string;
  testId: string;
}) {
  return (
    <a
      href={href}
      download
      className="inline-flex min-h-[44px] min-w-[44px] shrink-0 items-center whitespace-nowrap text-sm text-wine underline-offset-2 hover:underline"
      title={hint}
      data-testid={testId}
    >
      {label}
    </a>
  );
}
