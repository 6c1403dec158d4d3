/** The address book's endpoints; the rules are in book.ts. */
import { addressSchema, idSchema, type Address } from "../../contract/accounts";
import { addressEntrySchema, addressListSchema } from "../../contract/accounts-answers";
import { noDataSchema } from "../../contract/answers";
import { defineEndpoint, WithMessage } from "../http/endpoint";
import {
  deleteAddress,
  listAddresses,
  MAX_ADDRESSES,
  saveAddress,
  setDefaultAddress,
} from "./book";

const TAG = "addresses";

export const addressEndpoints = [
  defineEndpoint({
    method: "get",
    path: "/user/address/findAddressList",
    summary: "The caller's addresses, the default first, then the newest",
    tag: TAG,
    auth: "required",
    response: addressListSchema,
    handler: ({ db, user }): Promise<Address[]> => listAddresses(db, user!.id),
  }),
  defineEndpoint({
    method: "post",
    path: "/user/address/saveAddress",
    summary: `Add an address (with no id) or edit one's own (with its id); at most ${MAX_ADDRESSES}`,
    tag: TAG,
    auth: "required",
    body: addressSchema,
    response: addressEntrySchema,
    handler: async ({ db, user, body }) =>
      new WithMessage("address_saved", await saveAddress(db, user!.id, body)),
  }),
  defineEndpoint({
    method: "post",
    path: "/user/address/deleteAddress",
    summary:
      "Delete one's own address; deleting the default makes the newest remaining one the default",
    tag: TAG,
    auth: "required",
    body: idSchema,
    response: noDataSchema,
    handler: async ({ db, user, body }) => {
      await deleteAddress(db, user!.id, body.id);
      return new WithMessage("address_deleted", null);
    },
  }),
  defineEndpoint({
    method: "post",
    path: "/user/address/setDefaultAddress",
    summary: "Make one's own address the only default",
    tag: TAG,
    auth: "required",
    body: idSchema,
    response: addressEntrySchema,
    handler: async ({ db, user, body }) =>
      new WithMessage("address_default_set", await setDefaultAddress(db, user!.id, body.id)),
  }),
];
