/**
 * The actions this process wrote audit rows for, and how: in the change's transaction, or after it
 * (shopping/staff/audit.ts). A module of its own, so the tests' setup reads it without loading the
 * database's code. The tests read it: each test fails when one of its calls was written after its change,
 * and `npm test` fails when a mutating operator endpoint was never audited (tests/audit-coverage.ts).
 */
export const auditRecord = new Map<string, { inTransaction: number; after: number }>();

export function recordAudit(action: string, how: "inTransaction" | "after") {
  const counts = auditRecord.get(action) ?? { inTransaction: 0, after: 0 };
  counts[how] += 1;
  auditRecord.set(action, counts);
}
