// A new, empty database beside the one an admin address names: each test file's and each bench
// run's own, on one PostgreSQL.

import pg from 'pg';

/** Creates database `name` on the PostgreSQL at `adminUrl`; its address. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
