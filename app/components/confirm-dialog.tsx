/**
 * A confirmation step of spec §8 rendered by the server (the page reads
 * `?confirm=...`): an alert dialog whose backdrop and "keep" button are links
 * back to the page, and whose confirm button posts the form's `intent`, so it
 * works the same without JavaScript. `name` makes the ids and test ids
 * (`{name}-confirm`, `{name}-keep`, `{name}-yes`, `{name}-title`, `{name}-text`).
 */
import type { ReactNode } from "react";
import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "~/components/form-security";

export interface ConfirmDialogProps {
  name: string;
  /** the value of the `intent` field the confirm button posts */
  intent: string;
  title: string;
  text: string;
  keepLabel: string;
  yesLabel: string;
  /** where "keep" and the backdrop lead: the page without `?confirm` */
  backTo: string;
  /** more form fields posted with the intent */
  hidden?: Record<string, string | number>;
  /** a detail line under the text, e.g. the order number */
  children?: ReactNode;
}

export function ConfirmDialog({
  name,
  intent,
  title,
  text,
  keepLabel,
  yesLabel,
  backTo,
  hidden = {},
  children,
}: ConfirmDialogProps) {
  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center pc:items-center"
      data-testid={`${name}-confirm`}
    >
      <Link
        to={backTo}
        replace
        className="absolute inset-0 bg-black/40"
        aria-label={keepLabel}
        tabIndex={-1}
      />
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${name}-title`}
        aria-describedby={`${name}-text`}
        className="relative w-full max-w-md rounded-t-2xl bg-white p-6 shadow-xl pc:rounded-2xl"
      >
        <h2 id={`${name}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <p id={`${name}-text`} className="mt-2 text-sm text-ink-soft">
          {text}
        </p>
        {children ? <p className="mt-1 text-sm text-ink-faint">{children}</p> : null}
        <Form
          method="post"
          replace
          className="mt-5 flex flex-col-reverse gap-3 pc:flex-row pc:justify-end"
        >
          <AuthenticityTokenInput />
          {Object.entries(hidden).map(([field, value]) => (
            <input key={field} type="hidden" name={field} value={value} />
          ))}
          <Link
            to={backTo}
            replace
            className="btn-secondary"
            // An alert dialog puts the focus on its least destructive action (WAI-ARIA APG).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            data-testid={`${name}-keep`}
          >
            {keepLabel}
          </Link>
          <button
            type="submit"
            name="intent"
            value={intent}
            className="btn-primary"
            data-testid={`${name}-yes`}
          >
            {yesLabel}
          </button>
        </Form>
      </div>
    </div>
  );
}
