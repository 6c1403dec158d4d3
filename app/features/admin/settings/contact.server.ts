/**
 * The settings desk's forms of what buyers see: the return address, customer service, and the
 * return reasons for which the shop pays the parcel back. The contract's schemas, as the service
 * reads them (the form's own fields, intent and token, are left out).
 */
import {
  customerServiceSchema,
  returnAddressSchema,
  returnFreightSchema,
  type CustomerService,
  type ReturnAddress,
  type ReturnFreight,
} from "#contract/shop";
import type { SettingsForm } from "./form.server";

export const returnAddressForm: SettingsForm<ReturnAddress> = {
  intent: "returnAddress",
  schema: returnAddressSchema.strip(),
  send: (api, value) => api.post("/ops/shop/returnAddress", value),
};

export const customerServiceForm: SettingsForm<CustomerService> = {
  intent: "customerService",
  schema: customerServiceSchema.strip(),
  send: (api, value) => api.post("/ops/shop/customerService", value),
};

/** No box ticked: the buyer pays the parcel back whatever the reason. */
export const returnFreightForm: SettingsForm<ReturnFreight> = {
  intent: "returnFreight",
  schema: returnFreightSchema.strip(),
  send: (api, value) => api.post("/ops/shop/returnFreight", value),
};
