/**
 * A fresh PostgreSQL database for one bench run (BENCH_DATABASE_URL names the server), dropped at
 * the end.
 */
import pg from "pg";

export interface BenchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(
  serverUrl: string,
  name = `vintry_bench_${process.pid}`,
): Promise<BenchDatabase> {
  await admin(serverUrl, async (c) => {
    await c.query(`drop database if exists ${name}`);
    await c.query(`create database ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    // WITH (FORCE): a connection the stopped shop left behind must not keep the database alive.
    drop: () =>
      admin(
        serverUrl,
        async (c) => void (await c.query(`drop database if exists ${name} with (force)`)),
      ),
  };
}
