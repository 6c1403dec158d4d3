/** The signed-in member as the console's pages get it from /ops/me. */
import type { z } from "zod";
import type { staffMeSchema } from "#contract/staff-answers";

export type StaffMe = z.infer<typeof staffMeSchema>;
