// Every route from the OpenAPI document gets wrong types, missing fields, bad JSON, a huge body
// and injection strings: every answer must be a 2xx or a 4xx in the error format, never a 5xx.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer({ AUTH_ATTEMPTS_PER_MINUTE: '100000', CONTACT_PER_MINUTE: '100000' });
  const player = {
    email: 'fuzz@example.com',
    username: 'Fuzz',
    password: 'secret1',
    password2: 'secret1',
    GDPRConfirmed: true,
  };
  token = (await server.request('/api/auth/register', { method: 'POST', json: player })).body.token;
});
afterAll(async () => {
  await server?.close();
});

const INJECTIONS = [
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0000\u0007',
  '{{7*7}}',
  'x'.repeat(5000),
];
const WRONG_BODIES: readonly unknown[] = [
  null,
  42,
  'text',
  [],
  [1, 2],
  { a: 1 },
  { id: 5, email: [], password: {}, gems: 'many', events: 'all' },
];
const QUERIES = [
  '?level=abc&shape=-1&difficulty=99',
  '?level=1e9&shape=1&difficulty=1',
  `?id=${encodeURIComponent(INJECTIONS[0]!)}&level=1&shape=1&difficulty=1`,
  `?${'x=1&'.repeat(500)}`,
];

interface Outcome {
  readonly what: string;
  readonly status: number;
  readonly body: unknown;
}

function check(outcomes: Outcome[]) {
  const bad = outcomes.filter((o) => {
    if (o.status >= 500) return true;
    if (o.status < 400) return false;
    const body = o.body as { message?: unknown; code?: unknown };
    return typeof body !== 'object' || typeof body.message !== 'string' || typeof body.code !== 'string';
  });
  expect(bad, JSON.stringify(bad.slice(0, 3))).toEqual([]);
}

describe('malformed input on every route', () => {
  it('never gets a 5xx, and every error is in the error format', async () => {
    const doc = (await server.request('/api/docs/json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ path: `/api${path}`, method: method.toUpperCase() })),
    );
    expect(routes.length).toBeGreaterThan(10);
    const outcomes: Outcome[] = [];
    const send = async (what: string, path: string, init: Parameters<TestServer['request']>[1]) => {
      const answer = await server.request(path, init);
      outcomes.push({ what, status: answer.status, body: answer.body });
    };
    for (const { path, method } of routes) {
      const headerSets: Record<string, string>[] = [
        {},
        { Authorization: `Bearer ${token}` },
        { Authorization: 'Bearer not.a.token' },
      ];
      for (const auth of headerSets) {
        for (const query of QUERIES)
          await send(`${method} ${path}${query.slice(0, 30)}`, `${path}${query}`, { method, headers: auth });
        if (method === 'GET') continue;
        for (const body of WRONG_BODIES)
          await send(`${method} ${path} ${JSON.stringify(body)}`, path, {
            method,
            json: body,
            headers: auth,
          });
        for (const text of INJECTIONS) {
          const fields = {
            id: text,
            email: text,
            password: text,
            password2: text,
            username: text,
            newName: text,
            name: text,
            subject: text,
            message: text,
            captcha: text,
            adId: text,
            resetPasswordCode: text,
            eventName: text,
            ID: text,
            puzzleId: text,
          };
          await send(`${method} ${path} injection`, path, { method, json: fields, headers: auth });
        }
        await send(`${method} ${path} bad JSON`, path, {
          method,
          body: '{"a":',
          headers: { ...auth, 'Content-Type': 'application/json' },
        });
        await send(`${method} ${path} huge`, path, {
          method,
          body: `{"a":"${'x'.repeat(3 * 1024 * 1024)}"}`,
          headers: { ...auth, 'Content-Type': 'application/json' },
        });
      }
    }
    expect(outcomes.length).toBeGreaterThan(300);
    check(outcomes);
  }, 120_000);
});
