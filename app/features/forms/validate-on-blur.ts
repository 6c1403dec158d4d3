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
export function useValidateOnBlur(
  schemaFor: (checks: FormChecks, formData: FormData) => ZodTypeAny,
) {
  const [checks, setChecks] = useState<FormChecks | null>(null);
  useEffect(() => {
    watchSubmitPresses();
    let mounted = true;
    import("./form-checks").then(
      (loaded) => mounted && setChecks(loaded),
      () => {}, // offline or a new deployment: the server still checks every submission
    );
    return () => {
      mounted = false;
    };
  }, []);
  return ({ form, formData }: { form: HTMLFormElement; formData: FormData }) => {
    let submission;
    if (!formData.has(CONFORM_INTENT))
      submission = parse(formData, { resolve: (value) => ({ value }) });
    else if (!checks || (pressing !== null && pressing.form === form))
      submission = keepErrors(form, formData);
    else submission = checks.parseWithZod(formData, { schema: schemaFor(checks, formData) });
    return submission as any; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
}

/**
 * The submit button under the shopper's finger, from its pointerdown to its
 * click. Leaving a field for it checks nothing: a message appearing or going
 * away there moves the button before the click lands, and the click is lost.
 * The server answers for every field a moment later.
 */
let pressing: HTMLButtonElement | HTMLInputElement | null = null;
let watching = false;

function watchSubmitPresses() {
  if (watching) return;
  watching = true;
  document.addEventListener(
    "pointerdown",
    (event) => {
      const control =
        event.target instanceof Element ? event.target.closest("button, input") : null;
      pressing =
        control instanceof HTMLButtonElement || control instanceof HTMLInputElement
          ? control.type === "submit"
            ? control
            : null
          : null;
    },
    true,
  );
  const release = () => {
    pressing = null;
  };
  document.addEventListener("click", release, true);
  document.addEventListener("keydown", release, true);
}

/**
 * A validation that changes nothing shown: conform keeps a field's error when the answer for it is
 * null.
 */
function keepErrors(form: HTMLFormElement, formData: FormData) {
  const names = new Set([""]);
  for (const element of Array.from(form.elements))
    if ("name" in element && typeof element.name === "string" && element.name)
      names.add(element.name);
  return parse(formData, {
    resolve: () => ({ error: Object.fromEntries(Array.from(names, (name) => [name, null])) }),
  });
}
