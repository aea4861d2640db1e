// A guest's reveals and smart hints are never charged (a guest's gems live on the device), so a
// guest's game that used them must not count into the account the guest signs up to: it stays
// the guest's, stored but not counted, and the sign-up answer says how many stayed.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { playWire } from './play';
import { newPlayer } from './players';
import { scoreClient } from './score-client';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ AUTH_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await server?.close();
});

const { newId, newSession, serve, post, profileOf } = scoreClient(() => server, 'guest-assists');

describe("a guest's assisted games at sign-up", () => {
  it('count only when they used no paid assist', async () => {
    const session = newSession();
    const plain = playWire(await serve(session), newId('plain')).post;
    expect((await post(plain, session)).status).toBe(200);
    const assisted = playWire(await serve(session), newId('assisted'), { reveals: 1 }).post;
    expect((await post(assisted, session)).status).toBe(200);

    const signUp = await server.request('/api/auth/register', { method: 'POST', json: newPlayer(), session });
    expect(signUp.status).toBe(200);
    expect(signUp.body.guestGamesNotCounted).toBe(1);
    expect(signUp.body.message).toMatch(/hint|reveal/i);
    expect(await profileOf(signUp.body.token)).toMatchObject({ gamesCount: 1 });
  });
});
