// Mail through nodemailer. Every message is written to the outbox table first; with SMTP
// configured it is then sent, marked sent, and its text removed (a reset link must not outlive
// its mail); without it the mail waits in the outbox, and outside production the log shows it
// too, so password resets work in development. In production no text of a mail is ever logged.

import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/schema';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** What a sent mail's row keeps of its text. */
export const SENT_BODY = '(sent; the text is not kept)';

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function mailer(
  db: Kysely<Database>,
  smtpUrl: string | undefined,
  from: string,
  log: FastifyBaseLogger,
  production: boolean,
): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send({ to, subject, text }) {
      const row = await db
        .insertInto('mail_outbox')
        .values({ to_address: to, subject, body: text, sent_at: null, error: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) {
        log.info(
          { to, subject, ...(production ? {} : { text }) },
          'mail (no SMTP configured: kept in the outbox)',
        );
        return;
      }
      try {
        await transport.sendMail({ from, to, subject, text });
        await db
          .updateTable('mail_outbox')
          .set({ sent_at: new Date(), body: SENT_BODY })
          .where('id', '=', row.id)
          .execute();
      } catch (error) {
        // The player's answer does not depend on the mail going out; the outbox keeps the failure.
        const message = error instanceof Error ? error.message : String(error);
        log.error({ to, subject, error: message }, 'mail failed');
        await db.updateTable('mail_outbox').set({ error: message }).where('id', '=', row.id).execute();
      }
    },
  };
}
