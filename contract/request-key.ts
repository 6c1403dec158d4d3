/**
 * A form's own key (decision 043): the console renders each form with a fresh one, and the service
 * keeps it with what the form made, so the same form sent again, or twice at once, makes it once.
 */
import { z } from "zod";

export const REQUEST_KEY = /^[A-Za-z0-9_-]{16,64}$/;

export const requestKeySchema = z
  .string()
  .regex(REQUEST_KEY)
  .optional()
  .describe("the form's own key: the same form sent again answers what it made");
