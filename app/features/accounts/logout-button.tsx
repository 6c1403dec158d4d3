import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "~/components/form-security";

/** Needs a FormSecurity (CSRF token) around it. */
export function LogoutButton({ className = "btn-secondary w-full" }: { className?: string }) {
  const { t } = useTranslation("center");
  return (
    <Form method="post" action="/logout">
      <AuthenticityTokenInput />
      <button type="submit" className={className} data-testid="logout">
        {t("center.logout")}
      </button>
    </Form>
  );
}
