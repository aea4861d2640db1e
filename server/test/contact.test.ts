import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { type Mailbox, startMailbox } from './mailbox';

let server: TestServer;
let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({
    SMTP_URL: mailbox.url,
    CONTACT_TO: 'team@numberland.example',
    CONTACT_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

/** Fetch a challenge and solve it as the widget would. */
async function solved(): Promise<string> {
  const challenge = (await server.request('/api/contact/challenge')).body;
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  expect(solution).not.toBeNull();
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution!.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

const form = { name: 'Kari', email: 'kari@example.com', subject: 'Hello', message: 'I love the squares.' };

describe('POST /api/contact', () => {
  it('stores and mails a message with a solved captcha, and takes each captcha once', async () => {
    const captcha = await solved();
    const answer = await server.request('/api/contact', { method: 'POST', json: { ...form, captcha } });
    expect(answer).toMatchObject({ status: 200, body: { sent: true } });
    const rows = await server.db.selectFrom('contact_messages').selectAll().execute();
    expect(rows).toMatchObject([
      { name: 'Kari', email: 'kari@example.com', subject: 'Hello', tenant: 'main' },
    ]);
    expect(mailbox.messages.at(-1)).toContain('To: team@numberland.example');
    const reused = await server.request('/api/contact', { method: 'POST', json: { ...form, captcha } });
    expect(reused).toMatchObject({ status: 400, body: { code: 'captcha-failed' } });
  });

  it.each([
    ['name', 'contact-name-missing'],
    ['email', 'contact-email-missing'],
    ['subject', 'contact-subject-missing'],
    ['message', 'contact-message-missing'],
  ])('needs a %s', async (field, code) => {
    const answer = await server.request('/api/contact', { method: 'POST', json: { ...form, [field]: ' ' } });
    expect(answer).toMatchObject({ status: 400, body: { code } });
  });

  it('refuses a missing or forged captcha', async () => {
    expect(await server.request('/api/contact', { method: 'POST', json: form })).toMatchObject({
      status: 400,
      body: { code: 'captcha-failed' },
    });
    const forged = Buffer.from(
      JSON.stringify({ algorithm: 'SHA-256', challenge: 'ab', number: 1, salt: 's', signature: 'cd' }),
    ).toString('base64');
    expect(
      await server.request('/api/contact', { method: 'POST', json: { ...form, captcha: forged } }),
    ).toMatchObject({ status: 400, body: { code: 'captcha-failed' } });
    expect(
      await server.request('/api/contact', { method: 'POST', json: { ...form, captcha: '%%%' } }),
    ).toMatchObject({ status: 400, body: { code: 'captcha-failed' } });
  });
});

describe('contact rate limit', () => {
  it('answers 429 in the error format past the limit', async () => {
    const strict = await startServer({ CONTACT_PER_MINUTE: '2' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push((await strict.request('/api/contact', { method: 'POST', json: form })).status);
      expect(codes).toEqual([400, 400, 429]);
      const limited = await strict.request('/api/contact', { method: 'POST', json: form });
      expect(limited.body.code).toBe('rate-limited');
      expect(typeof limited.body.message).toBe('string');
    } finally {
      await strict.close();
    }
  });
});

describe('POST /api/analytics', () => {
  it('stores one event or a batch, with the tenant header', async () => {
    const one = await server.request('/api/analytics', {
      method: 'POST',
      json: { eventName: 'play', ID: 'client-1', data: { difficulty: 2, land: 1, shape: 3 } },
      headers: { 'X-Tenant': 'school-site' },
    });
    expect(one).toMatchObject({ status: 200, body: { stored: 1 } });
    const batch = await server.request('/api/analytics', {
      method: 'POST',
      json: {
        events: [
          { eventName: 'session_start', ID: 'client-1' },
          { eventName: 'play_finish', ID: 'client-1', data: { stars: 3 } },
        ],
      },
    });
    expect(batch).toMatchObject({ status: 200, body: { stored: 2 } });
    const rows = await server.db
      .selectFrom('analytics_events')
      .select(['event_name', 'tenant'])
      .orderBy('created_at')
      .execute();
    expect(rows).toEqual([
      { event_name: 'play', tenant: 'school-site' },
      { event_name: 'session_start', tenant: 'main' },
      { event_name: 'play_finish', tenant: 'main' },
    ]);
  });

  it.each([
    ['an unknown event name', { eventName: 'hack', ID: 'c' }],
    ['no id', { eventName: 'play' }],
    ['too many events', { events: Array.from({ length: 51 }, () => ({ eventName: 'play', ID: 'c' })) }],
    ['an empty batch', { events: [] }],
  ])('refuses %s', async (_name, body) => {
    const answer = await server.request('/api/analytics', { method: 'POST', json: body });
    expect(answer).toMatchObject({ status: 400, body: { code: 'validation' } });
  });

  it('refuses a bad tenant header', async () => {
    const answer = await server.request('/api/analytics', {
      method: 'POST',
      json: { eventName: 'play', ID: 'c' },
      headers: { 'X-Tenant': 'bad tenant!' },
    });
    expect(answer).toMatchObject({ status: 400, body: { code: 'bad-tenant' } });
  });
});
