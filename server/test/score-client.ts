// What the score tests do against a running server: serve a puzzle to a session, post a game,
// read a profile and the stored rows, and make a signed-in player.

import { expect } from 'vitest';
import type { TestServer } from './harness';
import { bearer, newPlayer, register } from './players';

/** A land-2 slot whose puzzles are quick to play. */
export const SLOT = '/api/game?level=2&shape=1&difficulty=2';

/** `server` is read at each call: test files start theirs in `beforeAll`. */
export function scoreClient(serverOf: () => TestServer, tag: string) {
  let sessions = 0;
  let ids = 0;
  const newSession = () => `${tag}-session-${String(++sessions).padStart(4, '0')}`;
  const newId = (prefix: string) => `${prefix}-${String(++ids).padStart(5, '0')}`;

  async function serve(session: string, headers: Record<string, string> = {}, path = SLOT) {
    const answer = await serverOf().request(path, { session, headers });
    expect(answer.status).toBe(200);
    return answer.body;
  }

  function post(json: unknown, session: string, headers: Record<string, string> = {}) {
    return serverOf().request('/api/game/score', { method: 'POST', json, session, headers });
  }

  async function profileOf(token: string) {
    return (await serverOf().request('/api/user/profile', { headers: bearer(token) })).body;
  }

  async function storedRows(where: { id?: string; playerKey?: string }) {
    let q = serverOf().db.selectFrom('scores').select(['id', 'player_key']);
    if (where.id) q = q.where('id', '=', where.id);
    if (where.playerKey) q = q.where('player_key', '=', where.playerKey);
    return q.execute();
  }

  /** A signed-in player: their token, session, headers, player key and user id. */
  async function signedIn() {
    const session = newSession();
    const token = await register(serverOf(), newPlayer(), session);
    const me = await profileOf(token);
    const user = await serverOf()
      .db.selectFrom('users')
      .select('id')
      .where('username', '=', me.username)
      .executeTakeFirstOrThrow();
    return { token, session, headers: bearer(token), key: `u:${user.id}`, userId: user.id };
  }

  return { newSession, newId, serve, post, profileOf, storedRows, signedIn };
}
