/** What the shop says at start about its staff: nobody can run it until an owner exists. */
import type { Db } from "../db/client";
import { activeOwnerCount } from "./members";

export async function noOwnerWarning(db: Db): Promise<string | null> {
  if ((await activeOwnerCount(db)) > 0) return null;
  return [
    "[staff] this shop has no owner yet: nobody can sign in to the back office (/admin).",
    "[staff] make the first one: npm run ops -- staff-add <mobile number> --role owner --name <name>",
    "[staff] it prints a one-time link where the owner sets a password and an authenticator.",
  ].join("\n");
}
