/** Reading the audit log: newest first, filtered by member, action, target and Beijing dates. */
import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { staffAudit } from "../db/schema";

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilter {
  staffId?: number;
  /** part of the action, "ship" finds POST /ops/order/ship */
  action?: string;
  /** the target exactly, "orderNo:2026..." */
  target?: string;
  /** Beijing dates, YYYY-MM-DD, both included */
  from?: string;
  to?: string;
  page: number;
  pageSize?: number;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(filter: AuditFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.staffId !== undefined) where.push(eq(staffAudit.staffId, filter.staffId));
  if (filter.action) where.push(ilike(staffAudit.action, `%${likeEscaped(filter.action)}%`));
  if (filter.target) where.push(eq(staffAudit.target, filter.target));
  if (filter.from)
    where.push(
      gte(staffAudit.at, sql`(${filter.from}::date)::timestamp at time zone 'Asia/Shanghai'`),
    );
  if (filter.to)
    where.push(
      lt(staffAudit.at, sql`(${filter.to}::date + 1)::timestamp at time zone 'Asia/Shanghai'`),
    );
  return where.length ? and(...where) : undefined;
}

export async function auditPage(db: Db, filter: AuditFilter) {
  const pageSize = filter.pageSize ?? AUDIT_PAGE_SIZE;
  const where = conditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(staffAudit)
      .where(where)
      .orderBy(desc(staffAudit.id))
      .limit(pageSize)
      .offset((filter.page - 1) * pageSize),
    db.select({ n: count() }).from(staffAudit).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      staffId: row.staffId,
      actor: row.actor,
      address: row.address,
      action: row.action,
      permission: row.permission,
      target: row.target,
      request: row.request,
      before: row.before,
      after: row.after,
    })),
    total: total?.n ?? 0,
    page: filter.page,
    pageSize,
  };
}
