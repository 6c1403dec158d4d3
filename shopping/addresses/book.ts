/**
 * The address book's rules: at most 20 addresses; exactly one default while
 * any exist (the first address becomes it, deleting it promotes the newest);
 * only one's own addresses can be touched. Each change locks the user's row
 * first, so concurrent changes of one book run one after another; the
 * partial unique index on (user_id) where is_default backs that up.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Address, addressSchema } from "../../contract/accounts";
import type { Db } from "../db/client";
import { addresses, users } from "../db/schema";
import { fieldError } from "../http/endpoint";
import { BusinessError } from "../http/envelope";
import { lookupArea } from "./area";
import { plannedRead } from "../db/prepared";

export const MAX_ADDRESSES = 20;

type AddressRow = typeof addresses.$inferSelect;
type AddressInput = z.infer<typeof addressSchema>;

export function presentAddress(row: AddressRow): Address {
  const {
    id,
    recipient,
    phone,
    areaCode,
    province,
    city,
    district,
    detail,
    postalCode,
    isDefault,
  } = row;
  return {
    id,
    recipient,
    phone,
    areaCode,
    province,
    city,
    district,
    detail,
    postalCode,
    isDefault,
  };
}

const addressesRead = plannedRead();

/** The default first, then the newest. */
export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await addressesRead(
    db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id)),
  );
  return rows.map(presentAddress);
}

export async function saveAddress(db: Db, userId: number, input: AddressInput): Promise<Address> {
  const names = lookupArea(input.areaCode);
  if (!names) throw fieldError("areaCode", "area.invalid");
  const fields = {
    recipient: input.recipient,
    phone: input.phone,
    areaCode: input.areaCode,
    ...names,
    detail: input.detail,
    postalCode: input.postalCode,
  };
  return inBook(db, userId, async (tx) => {
    if (input.id) {
      const own = await findOwn(tx, userId, input.id);
      if (input.isDefault && !own.isDefault) await clearDefault(tx, userId);
      const [row] = await tx
        .update(addresses)
        .set({ ...fields, isDefault: own.isDefault || input.isDefault, updatedAt: sql`now()` })
        .where(eq(addresses.id, own.id))
        .returning();
      return presentAddress(row);
    }
    const [{ n }] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if (n >= MAX_ADDRESSES) throw new BusinessError(409, "address_limit", { n: MAX_ADDRESSES });
    const isDefault = input.isDefault || n === 0;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ ...fields, userId, isDefault })
      .returning();
    return presentAddress(row);
  });
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await inBook(db, userId, async (tx) => {
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!gone) throw new BusinessError(404, "address_not_found");
    if (!gone.isDefault) return;
    const [newest] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (newest)
      await tx
        .update(addresses)
        .set({ isDefault: true, updatedAt: sql`now()` })
        .where(eq(addresses.id, newest.id));
  });
}

export async function setDefaultAddress(db: Db, userId: number, id: number): Promise<Address> {
  return inBook(db, userId, async (tx) => {
    const own = await findOwn(tx, userId, id);
    if (!own.isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .update(addresses)
      .set({ isDefault: true, updatedAt: sql`now()` })
      .where(eq(addresses.id, own.id))
      .returning();
    return presentAddress(row);
  });
}

async function inBook<T>(db: Db, userId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    return work(tx as unknown as Db);
  });
}

/** Another user's address answers exactly like a missing one. */
async function findOwn(tx: Db, userId: number, id: number): Promise<AddressRow> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  if (!row) throw new BusinessError(404, "address_not_found");
  return row;
}

async function clearDefault(tx: Db, userId: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}
