import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";

const anything = z.any();

/**
 * conform's onValidate for our forms: fields are checked in the browser as
 * the shopper leaves them; the submission itself is checked by the server,
 * which answers for every field at once (conform dropped the errors of
 * fields not yet visited when a submit came right after typing).
 */
export function validateOnBlur(schemaFor: (formData: FormData) => z.ZodTypeAny) {
  return ({ formData, submitter }: { formData: FormData; submitter: HTMLInputElement | HTMLButtonElement | null }) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (submitter ? parseWithZod(formData, { schema: anything }) : parseWithZod(formData, { schema: schemaFor(formData) })) as any;
}
