/**
 * The shop's own configuration that buyers see: where returned goods go, and how to reach
 * customer service. The operator sets both (npm run ops -- shop ...); until then each is null, and
 * buyers are shown none (a shop never shows contact details nobody gave it). Beside them, the
 * order rules in force (shop-rules.ts).
 */
import { z } from "zod";
import { REASONS_OF } from "./aftersale";
import { freightInForceSchema, orderTimeoutsInForceSchema } from "./shop-rules";

/** A phone the shop can be reached at: a mobile, a landline (area code first) or a 400/800 line. */
export const SHOP_PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{3,4}-?\d{4}|[48]00-?\d{3}-?\d{4})$/;
/** Opening hours, Beijing time: "09:00-21:00". */
export const SERVICE_HOURS_PATTERN = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;
/** A WeChat ID: 6 to 20 letters, digits, _ or -, starting with a letter. */
export const WECHAT_ID_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{5,19}$/;

export const RETURN_RECIPIENT_MAX = 30;
export const RETURN_ADDRESS_MAX = 120;

/** Text of at most `max` characters; its messages are `<key>.required` and `<key>.tooLong`. */
const text = (key: string, max: number) =>
  z
    .string({ required_error: `${key}.required` })
    .trim()
    .min(1, `${key}.required`)
    .max(max, `${key}.tooLong`);
const required = (key: string) =>
  z
    .string({ required_error: `${key}.required` })
    .trim()
    .min(1, `${key}.required`);
const shopPhone = required("shopPhone").pipe(
  z.string().regex(SHOP_PHONE_PATTERN, "shopPhone.invalid"),
);

export const returnAddressSchema = z.strictObject({
  recipient: text("returnRecipient", RETURN_RECIPIENT_MAX).describe("who receives returned goods"),
  phone: shopPhone.describe("the recipient's phone"),
  address: text("returnAddress", RETURN_ADDRESS_MAX).describe("the full address, province to door"),
});
export type ReturnAddress = z.infer<typeof returnAddressSchema>;

export const customerServiceSchema = z.strictObject({
  hotline: shopPhone.describe("the customer service hotline"),
  hours: required("serviceHours")
    .pipe(
      z
        .string()
        .regex(SERVICE_HOURS_PATTERN, "serviceHours.invalid")
        .refine((h) => h.slice(0, 5) < h.slice(6), "serviceHours.invalid"),
    )
    .describe("opening hours every day, Beijing time: 09:00-21:00"),
  wechatId: required("wechatId").pipe(z.string().regex(WECHAT_ID_PATTERN, "wechatId.invalid")),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

/** findCustomerService: null until the operator sets it. */
export const customerServiceFoundSchema = customerServiceSchema
  .nullable()
  .describe("null until the operator sets customer service: show no contact details");

/** The return reasons for which the shop pays the parcel back; the buyer pays for the others. */
export const returnFreightSchema = z.strictObject({
  shopPays: z
    .array(
      z.enum(REASONS_OF.return as [string, ...string[]], {
        errorMap: () => ({ message: "returnFreight.invalid" }),
      }),
    )
    .max(REASONS_OF.return.length)
    .describe("return reason codes, e.g. damaged, leaking, wrongItem"),
});
export type ReturnFreight = z.infer<typeof returnFreightSchema>;

export const shopSettingsSchema = z.strictObject({
  returnAddress: returnAddressSchema
    .nullable()
    .describe("null until the operator sets it; a buyer cannot send a return back until then"),
  customerService: customerServiceSchema.nullable().describe("null until the operator sets it"),
  returnFreight: returnFreightSchema,
  freight: freightInForceSchema,
  orderTimeouts: orderTimeoutsInForceSchema,
  updatedAt: z.string().datetime(),
  updatedBy: z.string().describe("operator:NAME, or seed"),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
