// What every account path needs about users: finding an account by address whatever its case,
// and a display name as stored. What counts as an address is an account rule (@numberland/contract).

import { USERNAME_MAX } from '@numberland/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

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
