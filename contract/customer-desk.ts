/**
 * The customers desk's answers (the console's /admin/customers; issue 32): a buyer found by their
 * mobile number, with their orders, addresses and points. Phones are masked; one is shown in full
 * to a role with customers.phone, and each showing is in the audit log.
 */
import { z } from "zod";
import { orderStatusSchema } from "./buying-answers";
import { pointsLogSchema } from "./points-answers";

const int = () => z.number().int();

export const opsCustomerRowSchema = z.strictObject({
  id: int(),
  phone: z.string().describe("masked: 139****1234"),
  nickname: z.string(),
  registeredAt: z.string().datetime(),
  orders: int(),
});

export const opsCustomerListSchema = z.strictObject({
  customers: z.array(opsCustomerRowSchema).describe("the newest account first, at most 20"),
});

export const opsCustomerSchema = z.strictObject({
  customer: opsCustomerRowSchema.extend({ status: z.string() }),
  orders: z
    .array(
      z.strictObject({
        orderNo: z.string(),
        status: orderStatusSchema,
        totalCents: int(),
        createdAt: z.string().datetime(),
      }),
    )
    .describe("the latest 20, newest first"),
  addresses: z.array(
    z.strictObject({
      recipient: z.string(),
      phone: z.string().describe("masked"),
      region: z.string(),
      detail: z.string(),
      isDefault: z.boolean(),
    }),
  ),
  points: pointsLogSchema,
});

export type OpsCustomer = z.infer<typeof opsCustomerSchema>;

export const opsCustomerPhoneSchema = z.strictObject({ id: int(), phone: z.string() });
