/** The server's direct import of the checkout address form (new-address.tsx: the browser loads it later). */
export { AddressForm } from "~/features/addresses/address-form";
