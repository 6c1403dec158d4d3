/**
 * A field's messages in the user's language. Kept apart from fields.tsx (conform's fields) so that a
 * plain form's page loads no form library for its errors.
 */
import { useTranslation } from "react-i18next";
import { validationText } from "~/utils/validation-text";

export function FieldErrors({ errors, id }: { errors?: string[]; id?: string }) {
  const { i18n } = useTranslation("account");
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-sm text-wine" role="alert" data-testid="field-error">
      {errors.map((e) => validationText(e, i18n)).join(" ")}
    </p>
  );
}
