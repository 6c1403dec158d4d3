/** Uploaded files. */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** Uploaded pictures: the random file name is the only way to reach one. */
export const uploads = pgTable(
  "uploads",
  {
    id: serial("id").primaryKey(),
    fileName: text("file_name").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** sniffed from the first bytes, never taken from the client */
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    purpose: text("purpose").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("uploads_file_name_uq").on(t.fileName),
    index("uploads_user_idx").on(t.userId),
  ],
);

// ---- buying: orders, their lines and timeline, payments, the points ledger.
