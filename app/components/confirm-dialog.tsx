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
    <DialogFrame name={name} title={title} text={text} keepLabel={keepLabel} backTo={backTo}>
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
        <DialogButtons
          name={name}
          intent={intent}
          keepLabel={keepLabel}
          yesLabel={yesLabel}
          backTo={backTo}
        />
      </Form>
    </DialogFrame>
  );
}

/**
 * The dialog without its form: the backdrop and the box with its title and text, for a
 * confirmation that asks for more than a yes (e.g. a code).
 */
export function DialogFrame({
  name,
  title,
  text,
  keepLabel,
  backTo,
  children,
}: Pick<ConfirmDialogProps, "name" | "title" | "text" | "keepLabel" | "backTo" | "children">) {
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
        className="relative max-h-full w-full max-w-md overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl pc:rounded-2xl"
      >
        <h2 id={`${name}-title`} className="text-lg font-semibold" data-testid={`${name}-title`}>
          {title}
        </h2>
        <p id={`${name}-text`} className="mt-2 text-sm text-ink-soft" data-testid={`${name}-text`}>
          {text}
        </p>
        {children}
      </div>
    </div>
  );
}

/** "Keep" (a link back, focused first) and the confirm button that posts `intent`. */
export function DialogButtons({
  name,
  intent,
  keepLabel,
  yesLabel,
  backTo,
}: Pick<ConfirmDialogProps, "name" | "intent" | "keepLabel" | "yesLabel" | "backTo">) {
  return (
    <>
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
    </>
  );
}
