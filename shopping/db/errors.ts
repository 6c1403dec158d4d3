/**
 * Recognises PostgreSQL errors through drizzle's wrapper (DrizzleQueryError keeps the driver's
 * error as its cause).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let e = error as
      { code?: string; constraint?: string; cause?: unknown; message?: string } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === "23505")
      return !constraint || e.constraint === constraint || (e.message ?? "").includes(constraint);
  }
  return false;
}
