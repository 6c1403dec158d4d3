import { parse } from "@conform-to/react";
import { useEffect, useState } from "react";
import type { ZodTypeAny } from "zod";
import type * as FormChecksModule from "./form-checks";

type FormChecks = typeof FormChecksModule;

/** The field conform submits its own intents in (validate a field on blur, reset…). */
const CONFORM_INTENT = "__intent__";

/**
 * conform's onValidate for our forms: fields are checked in the browser as
 * the shopper leaves them; the submission itself is checked by the server,
 * which answers for every field at once (conform dropped the errors of
 * fields not yet visited when a submit came right after typing).
 *
 * zod and the schemas are loaded right after hydration, in a chunk of their
 * own (form-checks.ts), to keep them out of the page's first JavaScript;
 * until it has arrived nothing is checked in the browser, and a submission
 * still goes to the server as always.
 */
export function useValidateOnBlur(schemaFor: (checks: FormChecks, formData: FormData) => ZodTypeAny) {
  const [checks, setChecks] = useState<FormChecks | null>(null);
  useEffect(() => {
    let mounted = true;
    import("./form-checks").then(
      (loaded) => mounted && setChecks(loaded),
      () => {}, // offline or a new deployment: the server still checks every submission
    );
    return () => {
      mounted = false;
    };
  }, []);
  return ({ formData }: { formData: FormData }) =>
    (checks && formData.has(CONFORM_INTENT)
      ? checks.parseWithZod(formData, { schema: schemaFor(checks, formData) })
      : parse(formData, { resolve: (value) => ({ value }) })) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
}
