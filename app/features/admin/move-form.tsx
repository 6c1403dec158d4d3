/**
 * A move a desk makes with one plain form (a resale item passed or rejected, an invoice title
 * approved or rejected): its heading and what it does, its fields, the form's own refusal, and its
 * button, which waits while the form is on its way (a second tap adds nothing). The form posts its
 * `intent`; the action answers { form: intent, result } when it refuses it.
 */
import { getFormProps, useForm, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { AuthenticityTokenInput } from "~/components/form-security";
import { useLastResult, useSending } from "./console-forms";

export function MoveForm<Schema extends Record<string, unknown>>({
  form,
  intent,
  name,
  heading,
  about,
  submit,
  primary = false,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  intent: string;
  /** the form's name in ids and test ids: `${name}-form`, `${name}-title`, `${name}-submit` */
  name: string;
  heading: string;
  about: string;
  submit: string;
  primary?: boolean;
  children?: React.ReactNode;
}) {
  const sending = useSending(intent);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby={`${name}-title`}
      className="flex flex-col gap-3 rounded-xl border border-line p-4"
      data-testid={`${name}-form`}
    >
      <h2 id={`${name}-title`} className="font-semibold">
        {heading}
      </h2>
      <p className="text-sm text-ink-soft">{about}</p>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={intent} />
      {children}
      <FieldErrors errors={form.errors} id={form.errorId} />
      <button
        type="submit"
        className={`${primary ? "btn-primary" : "btn-secondary"} min-h-[44px] self-start px-4`}
        disabled={sending}
        data-testid={`${name}-submit`}
      >
        {submit}
      </button>
    </Form>
  );
}

/**
 * A refusal with the reason its buyer or seller reads (a resale item rejected, an invoice title
 * rejected): a move of one required text, posted as intent `reject`.
 */
export function RejectWithReasonForm({
  heading,
  about,
  submit,
  reasonLabel,
  reasonHint,
}: {
  heading: string;
  about: string;
  submit: string;
  reasonLabel: string;
  reasonHint: string;
}) {
  const [form, fields] = useForm<{ reason: string }>({
    id: "reject",
    lastResult: useLastResult("reject"),
    shouldValidate: "onSubmit",
  });
  return (
    <MoveForm
      form={form}
      intent="reject"
      name="reject"
      heading={heading}
      about={about}
      submit={submit}
    >
      <TextField meta={fields.reason} label={reasonLabel} hint={reasonHint} autoComplete="off" />
    </MoveForm>
  );
}
