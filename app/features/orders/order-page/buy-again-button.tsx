/** 再次购买: a form, so it works without JavaScript; the wines go to the cart. */
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "~/components/form-security";
import { LEADING_ACTION, OTHER_ACTION } from "./action-classes";

export function BuyAgainButton({ first }: { first: boolean }) {
  const { t } = useTranslation("order");
  return (
    <Form method="post" preventScrollReset>
      <AuthenticityTokenInput />
      <button
        type="submit"
        name="intent"
        value="buyAgain"
        className={first ? LEADING_ACTION : OTHER_ACTION}
        data-testid="order-buy-again"
      >
        {t("orderPage.buyAgain")}
      </button>
    </Form>
  );
}
