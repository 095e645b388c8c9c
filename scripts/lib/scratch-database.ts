// A throw-away database on a PostgreSQL server, for benchmarks and tests: created under a random name
// next to the admin URL's database and dropped (even with open connections) when done.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function runAdmin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** `prefix` names what it is for (bench, cluster, test): leftovers of a crashed run are easy to spot. */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
