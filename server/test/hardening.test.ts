// Issue 20's smaller items, each reproduced against a real server and PostgreSQL: deep and large
// JSON, sign-in timing, old reset codes, development secrets and framing in production, captcha
// solutions reused on another process or after a restart.

import { solveChallenge } from 'altcha-lib/v1';
import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonDeeperThan, MAX_JSON_DEPTH } from '../src/app';
import { DEV_CAPTCHA_KEY, DEV_JWT_SECRET, readConfig } from '../src/config';
import { startClocked, startOn } from './clocked';
import { freshDatabase, type Request, type TestDatabase, type TestServer } from './harness';
import { newPlayer, register } from './players';
import { until } from './wait';

let server: TestServer;
beforeAll(async () => {
  server = await startClocked();
});
afterAll(async () => {
  await server?.close();
});

const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** A raw JSON text posted as it is. */
const postRaw = (path: string, body: string, headers: Record<string, string> = {}) =>
  server.request(path, { method: 'POST', body, headers: { 'Content-Type': 'application/json', ...headers } });

const inErrorFormat = (answer: { body: unknown }) => {
  expect(answer.body).toMatchObject({ message: expect.any(String), code: expect.any(String) });
};

describe('JSON bodies', () => {
  it('5,000 levels deep are a 400 on every route, never a 500', async () => {
    const analytics = `{"eventName":"session_start","ID":"device-1","data":{"x":${deep(5000)}}}`;
    const score = `{"id":"score-deep-1","level":1,"game":{"createdAt":0,"gems":0,"startupDelayMs":0,"errorAssist":false,"actions":[{"at":1,"action":{"type":"fill","extra":${deep(5000)}}}]}}`;
    const cases: [string, string][] = [
      ['/api/analytics', analytics],
      ['/api/analytics', `{"events":[${deep(5000)}]}`],
      ['/api/game/score', score],
      ['/api/game/score', `{"x":${deep(100_000)}}`],
      ['/api/contact', `{"name":${deep(6000)}}`],
      ['/api/auth/login', deep(5000)],
      ['/api/user/rename', `{"newName":${deep(5000)}}`],
    ];
    for (const [path, body] of cases) {
      const answer = await postRaw(path, body);
      expect(answer.status, path).toBe(400);
      expect(answer.body.code, path).toBe('too-deep');
      inErrorFormat(answer);
    }
    // With a charset, too.
    const charset = await postRaw('/api/auth/login', deep(5000), {
      'Content-Type': 'application/json; charset=utf-8',
    });
    expect(charset).toMatchObject({ status: 400, body: { code: 'too-deep' } });
    expect(await server.db.selectFrom('analytics_events').selectAll().execute()).toEqual([]);
  });

  it('counts only brackets outside strings', () => {
    expect(jsonDeeperThan(`{"a":"${'['.repeat(100)}"}`, 4)).toBe(false);
    expect(jsonDeeperThan(`{"a":"\\\\"}`, 1)).toBe(false);
    expect(jsonDeeperThan(`{"a":"\\"[[[[[[","b":[1]}`, 2)).toBe(false);
    expect(jsonDeeperThan(`{"a":"\\\\",[[["b"]]]}`, 3)).toBe(true);
    expect(jsonDeeperThan(deep(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDeeperThan(deep(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
  });

  it("analytics data is flat and small: nested, long or many fields are refused, and it isn't stored", async () => {
    const event = (data: unknown) => ({ eventName: 'screen_view', ID: 'device-2', data });
    const ok = await server.request('/api/analytics', {
      method: 'POST',
      json: event({ screen: 'home', brackets: '[['.repeat(100), n: 3, on: true, none: null }),
    });
    expect(ok).toMatchObject({ status: 200, body: { stored: 1 } });
    for (const data of [
      { nested: { deeper: 1 } },
      { list: [1, 2, 3] },
      { long: 'x'.repeat(501) },
      Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`k${i}`, i])),
    ]) {
      const answer = await server.request('/api/analytics', { method: 'POST', json: event(data) });
      expect(answer.status, JSON.stringify(data).slice(0, 60)).toBe(400);
      inErrorFormat(answer);
    }
    // Within every field's limits, but 250 kB in all: past the route's 64 kB.
    const wide = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, 'y'.repeat(500)]));
    const huge = await server.request('/api/analytics', {
      method: 'POST',
      json: { events: Array.from({ length: 50 }, () => event(wide)) },
    });
    expect(huge).toMatchObject({ status: 413, body: { code: 'body-too-large' } });
    expect((await server.db.selectFrom('analytics_events').selectAll().execute()).length).toBe(1);
  });
});

describe('sign-in', () => {
  it('checks a password hash for an unknown email, as for a known one', async () => {
    const known = newPlayer();
    await register(server, known);
    // An account made by a provider sign-in has no password.
    await server.db
      .insertInto('users')
      .values({
        email: 'provider-only@example.com',
        username: 'Provider Only',
        username_key: 'provider only',
        password_hash: null,
        last_daily: null,
      })
      .execute();
    const verify = vi.spyOn(argon2, 'verify');
    try {
      for (const email of [known.email, 'nobody-here@example.com', 'provider-only@example.com']) {
        verify.mockClear();
        const answer = await server.request('/api/auth/login', {
          method: 'POST',
          json: { email, password: 'wrong-password' },
        });
        expect(answer, email).toMatchObject({ status: 401, body: { code: 'error-login-wrongcredentials' } });
        expect(verify, email).toHaveBeenCalledTimes(1);
        expect(verify.mock.calls[0]?.[0], email).toMatch(/^\$argon2id\$/);
        expect(verify.mock.calls[0]?.[1], email).toBe('wrong-password');
      }
    } finally {
      verify.mockRestore();
    }
  });
});

describe('password reset codes', () => {
  /** Ask for a reset and read the code from the outbox. */
  async function mailedCode(email: string): Promise<string> {
    const mails = async () =>
      (await server.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute())
        .length;
    const before = await mails();
    expect(
      (await server.request('/api/auth/requestResetPassword', { method: 'POST', json: { email } })).status,
    ).toBe(200);
    // The answer comes before the work (alike for unknown addresses): the mail follows.
    await until('the mail to be kept', async () => (await mails()) > before);
    const mail = await server.db
      .selectFrom('mail_outbox')
      .select('body')
      .where('to_address', '=', email)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    return /\/resetPassword\/([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
  }
  const reset = (code: string, password: string) =>
    server.request('/api/auth/resetPassword', {
      method: 'POST',
      json: { resetPasswordCode: code, password, password2: password },
    });

  it('a new code voids the older ones, used or not', async () => {
    const player = newPlayer();
    await register(server, player);
    const older = await mailedCode(player.email);
    const newer = await mailedCode(player.email);
    expect(newer).not.toBe(older);
    expect(await reset(older, 'older-pw1')).toMatchObject({
      status: 400,
      body: { code: 'reset-password-fail' },
    });
    expect(await reset(newer, 'newer-pw1')).toMatchObject({ status: 200, body: { success: true } });
    expect(await reset(older, 'older-pw2')).toMatchObject({
      status: 400,
      body: { code: 'reset-password-fail' },
    });
    const login = (password: string) =>
      server.request('/api/auth/login', { method: 'POST', json: { email: player.email, password } });
    expect((await login('newer-pw1')).status).toBe(200);
    expect((await login('older-pw1')).status).toBe(401);
  });

  it('two requests at once leave one working code', async () => {
    const player = newPlayer();
    await register(server, player);
    await Promise.all(
      [1, 2, 3].map(() =>
        server.request('/api/auth/requestResetPassword', { method: 'POST', json: { email: player.email } }),
      ),
    );
    // Each request's work follows its answer: all three are done once their mails are kept.
    await until('the three mails', async () => {
      const mails = await server.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('to_address', '=', player.email)
        .execute();
      return mails.length === 3;
    });
    const open = await server.db
      .selectFrom('password_resets')
      .innerJoin('users', 'users.id', 'password_resets.user_id')
      .select('code_hash')
      .where('users.email', '=', player.email)
      .where('used_at', 'is', null)
      .execute();
    expect(open.length).toBe(1);
  });
});

describe('production configuration', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'a-production-secret-for-tests-only',
    CAPTCHA_HMAC_KEY: 'a-production-captcha-key-for-tests',
  };

  it('refuses the public development secrets', () => {
    expect(() => readConfig({ ...production, JWT_SECRET: DEV_JWT_SECRET })).toThrow(
      /JWT_SECRET is the public development secret/,
    );
    expect(() => readConfig({ ...production, CAPTCHA_HMAC_KEY: DEV_CAPTCHA_KEY })).toThrow(
      /CAPTCHA_HMAC_KEY is the public development key/,
    );
    expect(() => readConfig(production)).not.toThrow();
    // Outside production they are the defaults.
    expect(readConfig({ NODE_ENV: 'development' }).jwtSecret).toBe(DEV_JWT_SECRET);
  });

  it("lets only the game's own origin frame it unless FRAME_ANCESTORS says", async () => {
    expect(readConfig(production).frameAncestors).toEqual(["'self'"]);
    expect(readConfig({ ...production, FRAME_ANCESTORS: 'https://partner.example' }).frameAncestors).toEqual([
      'https://partner.example',
    ]);
    expect(readConfig({ NODE_ENV: 'development' }).frameAncestors).toEqual(['*']);
    expect(() => readConfig({ ...production, FRAME_ANCESTORS: ' , ' })).toThrow(/frameAncestors/);
    const live = await startClocked({ ...production, LOG_LEVEL: 'silent' });
    try {
      const response = await fetch(`${live.base}/api/health`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain('*');
    } finally {
      await live.close();
    }
  });
});

describe('captcha solutions', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  async function solved(request: Request): Promise<string> {
    const challenge = (await request('/api/contact/challenge')).body;
    const solution = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise;
    const { algorithm, salt, signature } = challenge;
    return Buffer.from(
      JSON.stringify({
        algorithm,
        challenge: challenge.challenge,
        number: solution!.number,
        salt,
        signature,
      }),
    ).toString('base64');
  }
  const form = { name: 'Kari', email: 'kari@example.com', subject: 'Hello', message: 'Twice?' };

  // Two proofs of work solved here (up to 100,000 hashes each: seconds apiece, more on a loaded
  // machine) and three app instances started: 26 s was seen beside other test files, near the
  // project's 60 s.
  it('are spent for every process, and after a restart', { timeout: 180_000 }, async () => {
    const first = await startOn(database);
    const second = await startOn(database);
    try {
      const captcha = await solved(first.request);
      const contact = (on: { request: Request }) =>
        on.request('/api/contact', { method: 'POST', json: { ...form, captcha } });
      expect(await contact(first)).toMatchObject({ status: 200, body: { sent: true } });
      expect(await contact(second)).toMatchObject({ status: 400, body: { code: 'captcha-failed' } });
      await first.close();
      const restarted = await startOn(database);
      try {
        expect(await contact(restarted)).toMatchObject({ status: 400, body: { code: 'captcha-failed' } });
        // A new solution still works on any of them.
        const fresh = await solved(second.request);
        expect(
          await restarted.request('/api/contact', { method: 'POST', json: { ...form, captcha: fresh } }),
        ).toMatchObject({ status: 200 });
      } finally {
        await restarted.close();
      }
    } finally {
      await first.close().catch(() => {});
      await second.close();
    }
    const stored = await database.db.selectFrom('contact_messages').selectAll().execute();
    expect(stored.length).toBe(2);
  });
});
