// The embedded PostgreSQL's superuser password: random, made when its data folder is made, and
// kept beside it in the data folder, readable by its owner alone (0600). It was once a fixed
// word in the source code, so any local process could log in over TCP and, as superuser, run
// programs as the postgres user (COPY ... TO PROGRAM). A folder made then still has that word:
// at its first start after, the password is changed to a random one (changePassword).
//
// A change is written to PASSWORD_FILE.new first and renamed over PASSWORD_FILE only once
// PostgreSQL has it, so a crash in between leaves a password that works on one of the two.

import { randomBytes } from 'node:crypto';
import { chmod, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';

export const PASSWORD_FILE = 'postgres-password';
/** The password every folder made before had. */
export const LEGACY_PASSWORD = 'numberland';

/** A new password: 32 characters of base64url (192 bits), nothing to quote in SQL or a URL. */
export const newPassword = () => randomBytes(24).toString('base64url');

const fileOf = (dataDir: string) => join(dataDir, PASSWORD_FILE);

async function readSecret(file: string): Promise<string | undefined> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  const password = text?.trim();
  return password ? password : undefined;
}

/** Write a secret file only its owner can read, whatever the umask. */
async function writeSecret(file: string, password: string): Promise<void> {
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
}

/** The kept password of the folder in `dataDir`, if it has one. */
export function readPassword(dataDir: string): Promise<string | undefined> {
  return readSecret(fileOf(dataDir));
}

/** Keep the password of a folder being made (before initdb, so no crash can lose it). */
export function keepPassword(dataDir: string, password: string): Promise<void> {
  return writeSecret(fileOf(dataDir), password);
}

/**
 * A folder without a kept password (made before passwords were random): log in with the one it
 * may have (an unfinished change's, or the old fixed word), set a new random one, keep it.
 * `urlFor` gives the address with a password.
 */
export async function replaceLegacyPassword(
  dataDir: string,
  urlFor: (password: string) => string,
  log: (line: string) => void,
): Promise<string> {
  const pending = `${fileOf(dataDir)}.new`;
  const unfinished = await readSecret(pending);
  for (const candidate of [unfinished, LEGACY_PASSWORD]) {
    if (candidate === undefined) continue;
    const client = new pg.Client({ connectionString: urlFor(candidate) });
    try {
      await client.connect();
    } catch (error) {
      // 28P01: not this password. Anything else is a real failure to report.
      if ((error as { code?: unknown }).code === '28P01') continue;
      throw error;
    }
    try {
      const password = unfinished ?? newPassword();
      if (candidate !== password) {
        await writeSecret(pending, password);
        await client.query(`ALTER ROLE postgres PASSWORD ${client.escapeLiteral(password)}`);
      }
      await rename(pending, fileOf(dataDir));
      log(`the embedded PostgreSQL's password is now a random one, kept in ${fileOf(dataDir)}`);
      return password;
    } finally {
      await client.end();
    }
  }
  await rm(pending, { force: true });
  throw new Error(
    `The embedded PostgreSQL in ${dataDir} takes neither its kept password nor the old one, and ${PASSWORD_FILE} is missing. Restore that file, or move the folder away to start afresh.`,
  );
}
