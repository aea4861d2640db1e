// Mail through nodemailer. Every message is written to the outbox table first; with SMTP
// configured it is then sent and marked sent, without it the log shows it - so password resets
// work in development too.

import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/schema';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function mailer(
  db: Kysely<Database>,
  smtpUrl: string | undefined,
  from: string,
  log: FastifyBaseLogger,
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
        log.info({ to, subject, text }, 'mail (no SMTP configured: kept in the outbox)');
        return;
      }
      try {
        await transport.sendMail({ from, to, subject, text });
        await db.updateTable('mail_outbox').set({ sent_at: new Date() }).where('id', '=', row.id).execute();
      } catch (error) {
        // The player's answer does not depend on the mail going out; the outbox keeps the failure.
        const message = error instanceof Error ? error.message : String(error);
        log.error({ to, subject, error: message }, 'mail failed');
        await db.updateTable('mail_outbox').set({ error: message }).where('id', '=', row.id).execute();
      }
    },
  };
}
