/** The /shopping service's settings, read once from the environment. */
import path from "node:path";

export interface ShoppingConfig {
  /** PostgreSQL connection string; PGlite in dataDir when absent */
  databaseUrl: string | undefined;
  dataDir: string;
  /** where uploaded pictures are kept: UPLOAD_DIR, else DATA_DIR/uploads */
  uploadDir: string;
  port: number;
  production: boolean;
}

export function readShoppingConfig(env: NodeJS.ProcessEnv = process.env): ShoppingConfig {
  const dataDir = env.DATA_DIR ?? path.resolve(".data");
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadDir: env.UPLOAD_DIR || path.join(dataDir, "uploads"),
    port: Number(env.SHOPPING_PORT ?? 3100),
    production: env.NODE_ENV === "production",
  };
}
