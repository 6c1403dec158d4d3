/**
 * A token found valid is trusted for TOKEN_TRUST_MS (decision 022): a revocation the service makes
 * is seen at once (logout and password change are tested in accounts-login and accounts-security);
 * one written past it, as another process on the same PostgreSQL would, within that time.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userTokens } from "../../shopping/db/schema";
import { AuthError } from "../../shopping/http/envelope";
import { authenticate, hashToken, TOKEN_TRUST_MS } from "../../shopping/http/auth";
import { backends, startService, type RunningService } from "../helpers/service";
import { createUser } from "../helpers/users";

describe.each(backends())("trusted tokens on %s", (backend) => {
  let svc: RunningService;
  beforeAll(async () => {
    svc = await startService(backend);
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("sees a revocation made elsewhere once the trust has run out, never later", async () => {
    const db = svc.database.db;
    const { user, token } = await createUser(db);
    const t0 = new Date();
    expect((await authenticate(db, token, t0)).id).toBe(user.id);
    await db
      .update(userTokens)
      .set({ revokedAt: new Date() })
      .where(eq(userTokens.tokenHash, hashToken(token)));
    const within = new Date(t0.getTime() + TOKEN_TRUST_MS - 1);
    expect((await authenticate(db, token, within)).id).toBe(user.id);
    const after = new Date(t0.getTime() + TOKEN_TRUST_MS);
    await expect(authenticate(db, token, after)).rejects.toBeInstanceOf(AuthError);
  });

  it("trusts no token it has not checked", async () => {
    await expect(authenticate(svc.database.db, "x".repeat(43))).rejects.toBeInstanceOf(AuthError);
  });
});
