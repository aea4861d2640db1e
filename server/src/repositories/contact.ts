// Contact messages in the database: every message the form sends is kept, mailed or not.

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface ContactMessage {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  /** The sender's session, when the request named one. */
  readonly sessionId: string | null;
  readonly tenant: string;
}

export interface ContactRepository {
  store(message: ContactMessage): Promise<void>;
}

export function contactRepository(db: Kysely<Database>): ContactRepository {
  return {
    async store({ sessionId, ...message }) {
      await db
        .insertInto('contact_messages')
        .values({ ...message, session_id: sessionId })
        .execute();
    },
  };
}
