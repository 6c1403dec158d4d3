/**
 * The address form inside checkout. Only a buyer adding an address sees it, so in the browser its
 * code (the form library with it, about 13 KB gzip) is loaded only then, and checkout's own
 * JavaScript stays small (issue 17). The server renders it at once, from the module it imports
 * directly, so the page is whole without JavaScript and hydrates once the code has arrived.
 */
import { lazy, Suspense, type ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import type { AddressForm as AddressFormType } from "~/features/addresses/address-form";
import * as onServer from "./new-address.server";

const AddressFormLater = lazy(() =>
  import("~/features/addresses/address-form").then((m) => ({ default: m.AddressForm })),
);

export function NewAddressForm(props: ComponentProps<typeof AddressFormType>) {
  const { t } = useTranslation();
  const Form = onServer.AddressForm ?? AddressFormLater;
  return (
    <Suspense
      fallback={<p className="bg-white px-4 py-6 text-sm text-ink-soft">{t("common.loading")}</p>}
    >
      <Form {...props} />
    </Suspense>
  );
}
