// The done marks of lessons over real HTTP (issue 16): a guest is refused, an account's marks are
// added and kept, posting a mark again changes nothing, and bad input is a 400 that says why.

import { LESSON_IDS } from '@numberland/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { bearer, register } from './players';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ AUTH_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await server?.close();
});

const marks = (token: string | null, json?: unknown) =>
  server.request('/api/user/lessons', {
    method: json === undefined ? 'GET' : 'POST',
    ...(json === undefined ? {} : { json }),
    headers: token ? bearer(token) : {},
  });

describe('lesson marks', () => {
  it('a new account has none; marks are added, kept in teaching order, and never doubled', async () => {
    const token = await register(server);
    expect(await marks(token)).toMatchObject({ status: 200, body: { done: [] } });
    expect(await marks(token, { done: ['try-and-check', 'add-multiply'] })).toMatchObject({
      status: 200,
      body: { done: ['add-multiply', 'try-and-check'] },
    });
    expect(await marks(token, { done: ['add-multiply', 'central-square-box'] })).toMatchObject({
      status: 200,
      body: { done: ['add-multiply', 'central-square-box', 'try-and-check'] },
    });
    expect((await marks(token)).body.done).toEqual(['add-multiply', 'central-square-box', 'try-and-check']);
    // Another account's marks are its own.
    const other = await register(server);
    expect((await marks(other)).body.done).toEqual([]);
    expect((await marks(other, { done: [...LESSON_IDS] })).body.done).toEqual([...LESSON_IDS]);
  });

  it('a guest is asked to sign in', async () => {
    expect(await marks(null)).toMatchObject({ status: 401, body: { code: 'sign-in-required' } });
    expect(await marks(null, { done: ['add-multiply'] })).toMatchObject({ status: 401 });
  });

  it('bad input is a 400 with a readable message', async () => {
    const token = await register(server);
    for (const json of [
      { done: ['long-division'] },
      { done: [] },
      { done: ['add-multiply', 'add-multiply'] },
      { done: [7] },
      {},
      [],
    ]) {
      const answer = await marks(token, json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.message).toMatch(/\w/);
    }
    const unknown = await marks(token, { done: ['long-division'] });
    expect(unknown.body.message).toMatch(/body\/done\/0/);
    expect((await marks(token)).body.done).toEqual([]);
  });
});
