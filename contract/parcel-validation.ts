/**
 * A parcel a buyer sends the shop (a return, bottles for resale), read the same way wherever it
 * is entered: the courier from the shop's list, the tracking number as typed on a phone.
 */
import { z } from "zod";
import { cleanTrackingNo } from "./aftersale";
import { COURIER_CODES, TRACKING_NO_PATTERN } from "./logistics";

export const parcelFields = {
  company: z.enum(COURIER_CODES, {
    required_error: "returnShipment.company.required",
    invalid_type_error: "returnShipment.company.required",
    message: "returnShipment.company.required",
  }),
  trackingNo: z
    .string({
      required_error: "returnShipment.trackingNo.required",
      invalid_type_error: "returnShipment.trackingNo.required",
    })
    // As typed on a phone ("SF 1234-5678"): spaces and dashes are not part of the number.
    .transform(cleanTrackingNo)
    .pipe(
      z
        .string()
        .min(1, "returnShipment.trackingNo.required")
        .regex(TRACKING_NO_PATTERN, "returnShipment.trackingNo.invalid"),
    ),
};
