// What every account path needs about users: what counts as an email address, and finding an
// account by address whatever its case.

import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { USERNAME_MAX } from '../messages';

/** A plain check: something@something.tld, no spaces. Deliverability is the mail's business. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(text: string): boolean {
  return EMAIL.test(text);
}

/** The account with this email address (case-insensitive), with the columns asked for. */
export function userByEmail(db: Kysely<Database> | Transaction<Database>, email: string) {
  return db.selectFrom('users').where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()));
}

/** Control characters have no place in a display name. */
const CONTROL = /\p{Cc}/u;

/** A display name as stored: trimmed, 1-36 characters, no control characters; else undefined. */
export function cleanUsername(name: string | undefined): string | undefined {
  const trimmed = (name ?? '').trim();
  if (trimmed.length === 0 || [...trimmed].length > USERNAME_MAX || CONTROL.test(trimmed)) return undefined;
  return trimmed;
}
