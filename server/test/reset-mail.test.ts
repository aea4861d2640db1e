// Reset links live only as long as their mail is unsent, are never logged in production, and a
// reset request answers before it does any work, so known and unknown addresses answer alike.

import { createServer, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startServer } from './harness';
import { PRODUCTION_ENV, startLogged } from './logged-server';
import { startMailbox } from './mailbox';
import { newPlayer, register } from './players';
import { until } from './wait';

const LINK = /\/resetPassword\/[A-Za-z0-9_-]+/;

async function requestReset(
  server: { request: Awaited<ReturnType<typeof startServer>>['request'] },
  email: string,
) {
  return server.request('/api/auth/requestResetPassword', { method: 'POST', json: { email } });
}

describe('password reset mail', () => {
  it('a reset request answers without waiting for its work (here a mail server that never answers)', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const player = newPlayer();
      await register(server, player);
      expect(await requestReset(server, player.email)).toMatchObject({ status: 200 });
      expect(await requestReset(server, 'nobody@example.com')).toMatchObject({ status: 200 });
      expect((await requestReset(server, 'not-an-email')).status).toBe(400);
    } finally {
      // The work waiting on the silent server fails once it hangs up; then the server can close.
      for (const socket of sockets) socket.destroy();
      silent.on('connection', (socket) => socket.destroy());
      await server.close();
      await new Promise<void>((done) => silent.close(() => done()));
    }
  });

  it('a sent mail keeps no link in the outbox', async () => {
    const mailbox = await startMailbox();
    const server = await startServer({ SMTP_URL: mailbox.url });
    try {
      const player = newPlayer();
      await register(server, player);
      expect((await requestReset(server, player.email)).status).toBe(200);
      await until('the mail to arrive', () => mailbox.messages.length === 1);
      expect(mailbox.messages[0]!.replace(/=\r?\n/g, '')).toMatch(LINK);
      const sent = async () => server.db.selectFrom('mail_outbox').selectAll().execute();
      await until('the mail to be marked sent', async () => (await sent()).every((m) => m.sent_at !== null));
      const rows = await sent();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.body).not.toMatch(LINK);
    } finally {
      await server.close();
      await mailbox.close();
    }
  });

  it('without SMTP in production the link waits in the outbox and is never logged', async () => {
    const server = await startLogged(PRODUCTION_ENV);
    try {
      const player = newPlayer();
      await register(server, player);
      expect((await requestReset(server, player.email)).status).toBe(200);
      const kept = async () => server.db.selectFrom('mail_outbox').select('body').execute();
      await until('the mail to be kept', async () => (await kept()).length === 1);
      expect((await kept())[0]!.body).toMatch(LINK);
      expect(server.text()).not.toMatch(LINK);
    } finally {
      await server.close();
    }
  });
});
