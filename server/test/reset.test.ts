import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { type Mailbox, startMailbox } from './mailbox';
import { until } from './wait';

let server: TestServer;
let mailbox: Mailbox;
const player = {
  email: 'forgetful@example.com',
  username: 'Forgetful',
  password: 'oldpass1',
  password2: 'oldpass1',
  GDPRConfirmed: true,
};
const ANSWER =
  'We will send you instructions to reset your password if this email address matches our records.';

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({
    SMTP_URL: mailbox.url,
    PUBLIC_URL: 'https://numberland.example',
    AUTH_ATTEMPTS_PER_MINUTE: '1000',
  });
  expect((await server.request('/api/auth/register', { method: 'POST', json: player })).status).toBe(200);
});
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

/** Ask for a reset and read the code from the mail that arrived. */
async function mailedCode(): Promise<string> {
  const before = mailbox.messages.length;
  const answer = await server.request('/api/auth/requestResetPassword', {
    method: 'POST',
    json: { email: player.email.toUpperCase() },
  });
  expect(answer).toMatchObject({ status: 200, body: { message: ANSWER } });
  // The answer comes before the work (the same for unknown addresses): the mail follows.
  await until('the mail to arrive', () => mailbox.messages.length === before + 1);
  const mail = mailbox.messages.at(-1)!.replace(/=\r?\n/g, '');
  expect(mail).toContain(`To: ${player.email}`);
  // The link is the client's route for it (spec section 2): /resetPassword/:code.
  const code = /\/resetPassword\/([A-Za-z0-9_-]+)/.exec(mail);
  expect(code).not.toBeNull();
  return code![1]!;
}

describe('password reset', () => {
  it('answers the same for an unknown address, and sends nothing', async () => {
    const before = mailbox.messages.length;
    const answer = await server.request('/api/auth/requestResetPassword', {
      method: 'POST',
      json: { email: 'stranger@example.com' },
    });
    expect(answer).toMatchObject({ status: 200, body: { message: ANSWER } });
    expect(mailbox.messages.length).toBe(before);
  });

  it('refuses what is not an email', async () => {
    const answer = await server.request('/api/auth/requestResetPassword', {
      method: 'POST',
      json: { email: 'not-an-email' },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'forgot-password-not-email', message: 'Please enter a valid email' },
    });
  });

  it('a mailed code sets a new password once, and signs out old tokens', async () => {
    const oldToken = (
      await server.request('/api/auth/login', {
        method: 'POST',
        json: { email: player.email, password: 'oldpass1' },
      })
    ).body.token;
    const code = await mailedCode();
    const reset = await server.request('/api/auth/resetPassword', {
      method: 'POST',
      json: { resetPasswordCode: code, password: 'newpass1', password2: 'newpass1' },
    });
    expect(reset).toMatchObject({ status: 200, body: { success: true } });
    expect(
      (
        await server.request('/api/auth/login', {
          method: 'POST',
          json: { email: player.email, password: 'oldpass1' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await server.request('/api/auth/login', {
          method: 'POST',
          json: { email: player.email, password: 'newpass1' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await server.request('/api/user/profile', { headers: { Authorization: `Bearer ${oldToken}` } }))
        .status,
    ).toBe(401);
    const again = await server.request('/api/auth/resetPassword', {
      method: 'POST',
      json: { resetPasswordCode: code, password: 'third-pw1' },
    });
    expect(again).toMatchObject({
      status: 400,
      body: { code: 'reset-password-fail', message: 'Sorry, there was an error changing password.' },
    });
    player.password = 'newpass1';
  });

  it('a code expires after an hour', async () => {
    const code = await mailedCode();
    await server.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    const answer = await server.request('/api/auth/resetPassword', {
      method: 'POST',
      json: { resetPasswordCode: code, password: 'later-pw1' },
    });
    expect(answer).toMatchObject({ status: 400, body: { code: 'reset-password-fail' } });
  });

  it.each([
    ['a short password', { resetPasswordCode: 'x', password: 'abc' }, 'error-register-passwordformat'],
    [
      'a different repeat',
      { resetPasswordCode: 'x', password: 'abcdef', password2: 'abcdeg' },
      'error-register-passwordsmatch',
    ],
    ['an unknown code', { resetPasswordCode: 'no-such-code', password: 'abcdef' }, 'reset-password-fail'],
  ])('refuses %s', async (_name, body, code) => {
    expect(await server.request('/api/auth/resetPassword', { method: 'POST', json: body })).toMatchObject({
      status: 400,
      body: { code },
    });
  });

  it('keeps every mail in the outbox, marked sent', async () => {
    const rows = () => server.db.selectFrom('mail_outbox').selectAll().execute();
    // A mail is marked sent just after the mailbox has it.
    await until('every mail to be marked sent', async () => (await rows()).every((r) => r.sent_at !== null));
    expect((await rows()).length).toBeGreaterThan(0);
    expect((await rows()).every((r) => r.sent_at !== null && r.error === null)).toBe(true);
  });
});
