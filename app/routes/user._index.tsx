/** The user area's home (/user): the account's screens and logout (no side menu beside it). */
import { useTranslation } from "react-i18next";
import { AccountMenu } from "~/features/accounts/account-menu";
import { ACCOUNT_MENU } from "~/screens";
import { LogoutButton } from "~/features/accounts/logout-button";

export default function UserHome() {
  const { t } = useTranslation("center");
  return (
    <div className="px-3 pb-10 pt-4 pc:max-w-xl pc:px-0 pc:pt-0">
      <AccountMenu links={ACCOUNT_MENU} label={t("nav.account")} />
      <div className="mt-6">
        <LogoutButton />
      </div>
    </div>
  );
}
