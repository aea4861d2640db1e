// Two servers for the account and gems tests (one in development, one in production, where the
// cheats are off) and new players registered on them.

import { afterAll, beforeAll, expect } from 'vitest';
import { startServer, type TestServer } from './harness';

export interface Servers {
  readonly dev: TestServer;
  readonly production: TestServer;
}

/** Start both servers before the file's tests and close them after; read them inside tests. */
export function useServers(): Servers {
  let dev: TestServer | undefined;
  let production: TestServer | undefined;
  beforeAll(async () => {
    dev = await startServer({ AUTH_ATTEMPTS_PER_MINUTE: '1000' });
    production = await startServer({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-for-tests-only',
      CAPTCHA_HMAC_KEY: 'a-production-captcha-key-for-tests',
      AUTH_ATTEMPTS_PER_MINUTE: '1000',
    });
  });
  afterAll(async () => {
    await dev?.close();
    await production?.close();
  });
  const started = (server: TestServer | undefined) => {
    if (!server) throw new Error('the test servers have not started');
    return server;
  };
  return {
    get dev() {
      return started(dev);
    },
    get production() {
      return started(production);
    },
  };
}

let counter = 0;
export function newPlayer(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    email: `player${counter}@example.com`,
    username: `Player ${counter}`,
    password: 'secret1',
    password2: 'secret1',
    GDPRConfirmed: true,
    ...overrides,
  };
}

export async function register(on: TestServer, body = newPlayer(), session = `session-reg-${counter}-x`) {
  const answer = await on.request('/api/auth/register', { method: 'POST', json: body, session });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
