// @tag database: every column stored as PostgreSQL types it.
import { parsePuzzle } from '@numberland/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_TENANT } from '../src/plugins/client-headers';
import { puzzlePool } from '../src/services/puzzle-pool';
import { gameHash } from '../src/services/score-rows';
import { startServer, type TestServer } from './harness';
import { playWire, postedActions } from './play';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/game', () => {
  it('serves a puzzle in the wire format that the engine reads', async () => {
    const { status, body } = await server.request('/api/game?level=3&shape=4&difficulty=4');
    expect(status).toBe(200);
    expect(body).toMatchObject({ shape: '6-squares', level: 3, difficultyLevel: 4, n: 4, m: 3, r: 9 });
    const parsed = parsePuzzle(body);
    expect(parsed.ok).toBe(true);
    expect(body._id).toBe(body.puzzleId);
  });

  // Which unseen puzzle, and that another player may get the same: puzzle-choice.test.ts.
  it('serves a player puzzles they have not seen', async () => {
    const path = '/api/game?level=1&shape=2&difficulty=2';
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++)
      ids.add((await server.request(path, { session: 'player-one-0001' })).body.puzzleId);
    expect(ids.size).toBe(5);
  });

  it('remembers what a player was served across a restart of the server', async () => {
    let seed = 1000;
    const first = puzzlePool(server.db, 2, () => seed++);
    await first.fill();
    const served = await first.take('s:restarting-player', 'one-square', 1);
    await first.flush();
    const rows = await server.db
      .selectFrom('served_puzzles')
      .selectAll()
      .where('player_key', '=', 's:restarting-player')
      .execute();
    expect(rows.map((r) => r.puzzle_id)).toEqual([served]);
    const second = puzzlePool(server.db, 2, () => seed++);
    await second.fill();
    expect(await second.take('s:restarting-player', 'one-square', 1)).not.toBe(served);
    // Its served mark must be written before the database closes with the test file.
    await second.flush();
  });

  it('serves exactly the puzzle an id names', async () => {
    const first = (await server.request('/api/game?level=2&shape=2&difficulty=3')).body;
    const again = await server.request(`/api/game?level=2&shape=2&difficulty=3&id=${first.puzzleId}`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first);
  });

  it.each([
    [
      '/api/game?level=1&shape=1&difficulty=3',
      400,
      'difficulty-not-offered',
      'Land 1 offers difficulties 1 to 2, not 3.',
    ],
    ['/api/game?level=1&shape=1&difficulty=1&id=nonsense', 400, 'malformed', undefined],
    ['/api/game?level=1&shape=1&difficulty=1&id=A1L1-5', 400, 'unknown-version', undefined],
    [
      '/api/game?level=1&shape=1&difficulty=1&id=B9L4-16',
      400,
      'wrong-shape',
      'Puzzle B9L4-16 is a 6-squares puzzle, not single-pair (land 1, shape 1).',
    ],
    ['/api/game?level=4&shape=1&difficulty=1', 400, 'validation', undefined],
    ['/api/game?level=1&shape=0&difficulty=1', 400, 'validation', undefined],
    ['/api/game?level=1&shape=1&difficulty=x', 400, 'validation', undefined],
    ['/api/game?level=1&shape=1', 400, 'validation', undefined],
  ])('%s is a %i %s', async (path, status, code, message) => {
    const answer = await server.request(path);
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
    expect(typeof answer.body.message).toBe('string');
    if (message) expect(answer.body.message).toBe(message);
  });

  it('needs the session header', async () => {
    const answer = await server.request('/api/game?level=1&shape=1&difficulty=1', { session: null });
    expect(answer).toMatchObject({ status: 400, body: { code: 'no-session' } });
  });
});

describe('POST /api/game/score', () => {
  async function served(path = '/api/game?level=2&shape=1&difficulty=2') {
    return (await server.request(path)).body;
  }

  it('verifies a game by replaying it and stores it once, however often it is posted', async () => {
    const { post, summary } = playWire(await served(), 'score-game-0001');
    const first = await server.request('/api/game/score', { method: 'POST', json: post });
    expect(first.body).toEqual({
      id: 'score-game-0001',
      verified: true,
      total: summary.score.total,
      prize: 0,
      counted: true,
    });
    expect(first.status).toBe(200);
    const retry = await server.request('/api/game/score', { method: 'POST', json: post });
    expect(retry).toMatchObject({ status: 200, body: { verified: true, total: summary.score.total } });
    const rows = await server.db
      .selectFrom('scores')
      .selectAll()
      .where('id', '=', 'score-game-0001')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      player_key: 's:test-session-0001',
      finish_type: 'success',
      score_total: summary.score.total,
    });
  });

  it('stores every column of a verified game, its steps as posted and its fingerprint', async () => {
    const wire = await served();
    const { post, summary } = playWire(wire, 'score-game-columns');
    const answer = await server.request('/api/game/score', { method: 'POST', json: post });
    expect(answer).toMatchObject({ status: 200, body: { counted: true, total: summary.score.total } });
    const row = await server.db
      .selectFrom('scores')
      .selectAll()
      .where('id', '=', 'score-game-columns')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      player_key: 's:test-session-0001',
      session_id: 'test-session-0001',
      tenant: MAIN_TENANT,
      puzzle_id: summary.puzzleId,
      level: 2,
      difficulty_level: 2,
      difficulty: summary.difficulty,
      finish_type: summary.finishType,
      score_total: summary.score.total,
      summary,
      actions: post.game.steps,
      play_time: summary.playTime,
      start_time: new Date(summary.startTime),
      end_time: new Date(summary.endTime),
      game_hash: gameHash(summary.puzzleId, post.game.createdAt, postedActions(post)),
    });
  });

  it('verifies a failed game too', async () => {
    const { post, summary } = playWire(await served(), 'score-game-fail', { wrong: 3 });
    expect(summary.finishType).toBe('errors_fail');
    const answer = await server.request('/api/game/score', { method: 'POST', json: post });
    expect(answer).toMatchObject({
      status: 200,
      body: { verified: true, total: 0 },
    });
  });

  it('refuses a forged score', async () => {
    const { post } = playWire(await served(), 'score-forged-01');
    const score = {
      ...(post.score as Record<string, number>),
      total: (post.score as { total: number }).total + 1000,
    };
    const answer = await server.request('/api/game/score', { method: 'POST', json: { ...post, score } });
    expect(answer).toMatchObject({
      status: 422,
      body: { code: 'score-mismatch', message: "The posted score do not match the game's actions." },
    });
  });

  it('refuses forged stars and times', async () => {
    const { post } = playWire(await served(), 'score-forged-02', { wrong: 1 });
    const stars = await server.request('/api/game/score', {
      method: 'POST',
      json: { ...post, noerrorsStar: true },
    });
    expect(stars).toMatchObject({ status: 422, body: { code: 'score-mismatch' } });
    const time = await server.request('/api/game/score', { method: 'POST', json: { ...post, playTime: 1 } });
    expect(time).toMatchObject({ status: 422, body: { code: 'score-mismatch' } });
  });

  it('refuses actions that do not finish the puzzle', async () => {
    const { post } = playWire(await served(), 'score-short-001');
    const steps = post.game.steps ?? [];
    const answer = await server.request('/api/game/score', {
      method: 'POST',
      json: { ...post, game: { ...post.game, steps: steps.slice(0, -1) } },
    });
    expect(answer).toMatchObject({ status: 422, body: { code: 'not-finished' } });
  });

  it("refuses an id already used for another player's game", async () => {
    const { post } = playWire(await served(), 'score-shared-01');
    expect((await server.request('/api/game/score', { method: 'POST', json: post })).status).toBe(200);
    const other = await server.request('/api/game/score', {
      method: 'POST',
      json: post,
      session: 'someone-else-0003',
    });
    expect(other).toMatchObject({ status: 409, body: { code: 'id-taken' } });
  });

  it('refuses a puzzle posted for a land that does not play it', async () => {
    const { post } = playWire(await served(), 'score-level-001');
    const answer = await server.request('/api/game/score', { method: 'POST', json: { ...post, level: 1 } });
    expect(answer).toMatchObject({ status: 400, body: { code: 'wrong-level' } });
  });
});

describe('malformed requests', () => {
  it.each([
    ['bad JSON', '{"id": ', 'application/json', 400, 'bad-json'],
    ['an empty JSON body', '', 'application/json', 400, 'bad-json'],
    ['plain text', 'hello', 'text/plain', 400, 'validation'],
    ['XML', '<score/>', 'application/xml', 415, 'unsupported-media-type'],
    ['a JSON array', '[1,2,3]', 'application/json', 400, 'validation'],
    [
      'an injection string as id',
      JSON.stringify({ id: "'; DROP TABLE scores; --" }),
      'application/json',
      400,
      'validation',
    ],
  ])('%s', async (_name, body, type, status, code) => {
    const answer = await server.request('/api/game/score', {
      method: 'POST',
      body,
      headers: { 'Content-Type': type },
    });
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
    expect(typeof answer.body.message).toBe('string');
  });

  it('a huge body is a 413', async () => {
    const answer = await server.request('/api/game/score', {
      method: 'POST',
      body: JSON.stringify({ pad: 'x'.repeat(3 * 1024 * 1024) }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer).toMatchObject({ status: 413, body: { code: 'body-too-large' } });
  });

  it('an unknown route is a 404 in the error format', async () => {
    expect(await server.request('/api/nothing-here')).toMatchObject({
      status: 404,
      body: { code: 'not-found' },
    });
  });
});

describe('the OpenAPI document', () => {
  it('lists the routes', async () => {
    const answer = await server.request('/api/docs/json');
    expect(answer.status).toBe(200);
    expect(answer.body.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(answer.body.paths)).toEqual(expect.arrayContaining(['/game', '/game/score']));
  });
});

describe('posting many games at once', () => {
  it('stores every game once, even a retry that arrives in the same moment', async () => {
    // A game counts once per puzzle served: 24 puzzles served to 24 sessions, played and posted at once.
    const sessions = Array.from({ length: 24 }, (_, i) => `burst-session-${String(i).padStart(4, '0')}`);
    const posts = await Promise.all(
      sessions.map(async (session, i) => {
        const wire = (await server.request('/api/game?level=2&shape=2&difficulty=1', { session })).body;
        return { session, json: playWire(wire, `burst-game-${String(i).padStart(4, '0')}`).post };
      }),
    );
    const answers = await Promise.all(
      [...posts, posts[0]!, posts[1]!].map(({ session, json }) =>
        server.request('/api/game/score', { method: 'POST', json, session }),
      ),
    );
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body)).toEqual([]);
    const rows = await server.db
      .selectFrom('scores')
      .select('id')
      .where('id', 'like', 'burst-game-%')
      .execute();
    expect(rows).toHaveLength(24);
  });
});
