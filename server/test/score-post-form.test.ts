// How a score post carries its game's actions: as steps (engine/src/session/steps.ts), or as
// action objects in a post made before steps (one kept on a device while offline). Both count,
// both are stored as steps, and a post of neither form, of both, or of malformed ones is a 400
// that says which entry is wrong.

import type { ScorePost } from '@numberland/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameHash } from '../src/services/score-rows';
import { startServer, type TestServer } from './harness';
import { playWire, postedActions, withActionObjects } from './play';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

async function served(path = '/api/game?level=2&shape=1&difficulty=2') {
  return (await server.request(path)).body;
}

describe('the actions of a score post', () => {
  it('takes a post made before steps (actions as objects) and stores it as steps, the same game', async () => {
    const wire = await served();
    const { post } = playWire(wire, 'score-game-objects');
    const old = withActionObjects(post);
    expect(JSON.stringify(old.game).length).toBeGreaterThan(2 * JSON.stringify(post.game).length);
    const answer = await server.request('/api/game/score', { method: 'POST', json: old });
    expect(answer).toMatchObject({ status: 200, body: { counted: true } });
    const row = await server.db
      .selectFrom('scores')
      .select(['actions', 'game_hash'])
      .where('id', '=', 'score-game-objects')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      actions: post.game.steps,
      game_hash: gameHash(post.puzzleId, post.game.createdAt, postedActions(post)),
    });
    // The same game under another id, as steps now: the one row it already has, not a second.
    const again = await server.request('/api/game/score', {
      method: 'POST',
      json: { ...post, id: 'score-game-objects-2' },
    });
    expect(again).toMatchObject({ status: 200, body: { id: 'score-game-objects-2', counted: true } });
    const rows = await server.db
      .selectFrom('scores')
      .select('id')
      .where('game_hash', '=', row.game_hash)
      .execute();
    expect(rows).toEqual([{ id: 'score-game-objects' }]);
  });

  it.each([
    [
      'step list',
      'score-badact-01',
      ({ game }: ScorePost) => {
        const steps = [...(game.steps ?? [])];
        steps[2] = [steps[2]![0], 'teleport'];
        return { ...game, steps };
      },
      'step 2: unknown action type "teleport"',
    ],
    [
      'action list (a post made before steps)',
      'score-badact-02',
      (post: ScorePost) => {
        const { game } = withActionObjects(post);
        const actions = [...game.actions];
        actions[2] = { at: actions[2]!.at, action: { type: 'teleport' } as never };
        return { ...game, actions };
      },
      'action 2: unknown action type "teleport"',
    ],
  ])('refuses a malformed %s with the entry at fault', async (_name, id, gameOf, message) => {
    const { post } = playWire(await served(), id);
    const answer = await server.request('/api/game/score', {
      method: 'POST',
      json: { ...post, game: gameOf(post) },
    });
    expect(answer).toMatchObject({ status: 400, body: { code: 'bad-actions', message } });
  });

  it.each([
    ['both steps and actions', (p: ScorePost) => ({ ...p.game, actions: postedActions(p) }), 'bad-actions'],
    ['neither steps nor actions', ({ game: { steps: _s, ...g } }: ScorePost) => g, 'bad-actions'],
    [
      'a step of 9 items',
      (p: ScorePost) => ({ ...p.game, steps: [[0, 'begin', 1, 2, 3, 4, 5, 6, 7]] }),
      'validation',
    ],
    [
      'a step that is an object',
      (p: ScorePost) => ({ ...p.game, steps: [{ ms: 0, type: 'begin' }] }),
      'validation',
    ],
  ])('refuses a post with %s: a 400 that says so', async (name, gameOf, code) => {
    const { post } = playWire(await served(), `score-badform-${name.length}`);
    const answer = await server.request('/api/game/score', {
      method: 'POST',
      json: { ...post, game: gameOf(post) },
    });
    expect(answer).toMatchObject({ status: 400, body: { code } });
    expect(String((answer.body as { message?: unknown }).message)).not.toBe('');
  });
});
