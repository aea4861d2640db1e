// @tag database: spends locked by parallel posts.
// Issue 20, "Gems only from checked events": reveals are paid from the server's balance, not a
// balance the post declares. The client spends as the player presses (POST /user/gems); the
// game's post must be covered by those spends, and one spend pays for one game only.

import { REVEAL_PRICE } from '@numberland/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { playWire } from './play';
import { scoreClient } from './score-client';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ AUTH_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await server?.close();
});

const { newId, serve, post, profileOf, storedRows, signedIn } = scoreClient(() => server, 'assists');

/** A signed-in player whose server balance is `gems`, with no spends left unused. */
async function playerWith(gems: number) {
  const player = await signedIn();
  await server.db.updateTable('users').set({ gems }).where('id', '=', player.userId).execute();
  return player;
}

async function spendTo(player: Awaited<ReturnType<typeof playerWith>>, total: number) {
  const answer = await server.request('/api/user/gems', {
    method: 'POST',
    json: { gems: total },
    headers: player.headers,
  });
  expect(answer).toMatchObject({ status: 200, body: { gems: total } });
}

describe('reveals are paid from the server balance', () => {
  it('a player with 0 gems declaring 1,000,000 and revealing 3 cells is refused, and earns nothing', async () => {
    const player = await playerWith(0);
    const wire = await serve(player.session, player.headers);
    const { post: game } = playWire(wire, newId('free-reveals'), { gems: 1_000_000, reveals: 3 });
    const answer = await post(game, player.session, player.headers);
    expect(answer).toMatchObject({ status: 422, body: { code: 'assists-not-paid' } });
    expect(answer.body.message).toContain(String(3 * REVEAL_PRICE));
    expect(await storedRows({ playerKey: player.key })).toHaveLength(0);
    expect(await profileOf(player.token)).toMatchObject({ gamesCount: 0, gems: 0 });
  });

  it('a declared balance changes nothing: only the gems spent on the server pay, once', async () => {
    const player = await playerWith(1000);
    const wire = await serve(player.session, player.headers);
    const cost = 2 * REVEAL_PRICE;
    // The post says the player had what they have, but the reveals were never paid for.
    const unpaid = playWire(wire, newId('unpaid'), { gems: 1000, reveals: 2 }).post;
    expect(await post(unpaid, player.session, player.headers)).toMatchObject({
      status: 422,
      body: { code: 'assists-not-paid' },
    });
    // One reveal paid is not enough for two.
    await spendTo(player, 1000 - REVEAL_PRICE);
    expect(await post(unpaid, player.session, player.headers)).toMatchObject({ status: 422 });
    await spendTo(player, 1000 - cost);
    const paid = await post(unpaid, player.session, player.headers);
    expect(paid).toMatchObject({ status: 200, body: { counted: true } });
    expect(paid.body.prize).toBeGreaterThan(0);
    expect(await profileOf(player.token)).toMatchObject({
      gamesCount: 1,
      gems: 1000 - cost + paid.body.prize,
    });
    const used = await server.db
      .selectFrom('gem_events')
      .select(['amount', 'ref'])
      .where('user_id', '=', player.userId)
      .where('kind', '=', 'spend')
      .execute();
    expect(used.map((e) => e.ref)).toEqual([`game:${unpaid.id}`, `game:${unpaid.id}`]);
    expect(used.reduce((sum, e) => sum - Number(e.amount), 0)).toBe(cost);

    // The spends are used up: another puzzle's reveal must be paid again.
    const next = playWire(await serve(player.session, player.headers), newId('reused'), { reveals: 1 }).post;
    expect(await post(next, player.session, player.headers)).toMatchObject({
      status: 422,
      body: { code: 'assists-not-paid' },
    });
  });

  it('one spend posted for two games in parallel pays for one of them', async () => {
    const player = await playerWith(REVEAL_PRICE);
    const games = [];
    for (let i = 0; i < 2; i++) {
      const wire = await serve(player.session, player.headers);
      games.push(playWire(wire, newId('parallel'), { gems: REVEAL_PRICE, reveals: 1 }).post);
    }
    await spendTo(player, 0);
    const answers = await Promise.all(games.map((g) => post(g, player.session, player.headers)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(await storedRows({ playerKey: player.key })).toHaveLength(1);
  });

  it("a guest's reveals are the device's own gems: the game is stored without a charge", async () => {
    const { newSession } = scoreClient(() => server, 'assists-guest');
    const session = newSession();
    const wire = await serve(session);
    const answer = await post(playWire(wire, newId('guest'), { reveals: 1 }).post, session);
    expect(answer).toMatchObject({ status: 200, body: { verified: true } });
  });
});
