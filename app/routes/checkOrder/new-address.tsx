/**
 * The address form inside checkout. Only a buyer adding an address sees it, so in the browser its
 * code (the form library with it, about 13 KB gzip) is loaded only then, and checkout's own
 * JavaScript stays small (issue 17). The server draws it at once, so the page is whole without
 * JavaScript, and a page that arrives with it open hydrates it with the rest
 * (components/deferred.tsx): what the buyer typed before the code came stays.
 */
import { useTranslation } from "react-i18next";
import { deferred } from "~/components/deferred";
import * as onServer from "./new-address.server";

function Waiting() {
  const { t } = useTranslation();
  return <p className="bg-white px-4 py-6 text-sm text-ink-soft">{t("common.loading")}</p>;
}

export const NewAddressForm = deferred(
  "checkout-address-form",
  onServer.AddressForm,
  () => import("~/features/addresses/address-form").then((m) => m.AddressForm),
  <Waiting />,
);
