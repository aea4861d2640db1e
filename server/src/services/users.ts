// What every account path needs about users: finding an account by address whatever its case
// (display names have their own module, display-names.ts). What counts as an address is an account rule (@numberland/contract).

import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** The account with this email address (case-insensitive), with the columns asked for. */
export function userByEmail(db: Kysely<Database> | Transaction<Database>, email: string) {
  return db.selectFrom('users').where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()));
}
