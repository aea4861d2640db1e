import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playedGame, playTurns, servedFor } from '../testing/post-fixtures';
import { startFor, T0 } from '../testing/session-fixtures';
import { newGame, play } from './replay';
import { replayPost } from './replay-post';
import { scorePostOf } from './score-post';
import { scoreSummary } from './summary';

const start = startFor('l-shape-2pairs', 2, 5, { gems: 900, startupDelayMs: 0, errorAssist: true });

describe('scorePostOf', () => {
  it('is the summary, the land, the player side of the start and every action', () => {
    const game = playedGame(start, 1000, 1);
    const post = scorePostOf(game);
    expect(post).toEqual({
      ok: true,
      value: {
        ...scoreSummary(game.state),
        level: start.level,
        game: {
          createdAt: T0,
          gems: 900,
          startupDelayMs: 0,
          errorAssist: true,
          actions: game.record.actions,
        },
      },
    });
  });

  const begun = play(newGame(start, T0), { type: 'begin' }, T0).game;
  it.each([
    ['a game still going on', begun, 'The game is not finished, so it has no score to post.'],
    [
      'a game left before its end',
      play(begun, { type: 'exit' }, T0 + 5000).game,
      'The game was left before its end, so it has no score to post.',
    ],
  ])('has no post for %s', (_name, game, message) => {
    expect(scorePostOf(game)).toEqual({ ok: false, error: { code: 'not-finished', message } });
  });
});

describe('a post round trip', () => {
  const served = servedFor(start);

  it('replays to the summary, actions and assist cost of the game played', () => {
    const game = playedGame(start, 1000, 2);
    const post = scorePostOf(game);
    if (!post.ok) throw new Error(post.error.message);
    const replayed = replayPost(JSON.parse(JSON.stringify(post.value)), served);
    expect(replayed).toMatchObject({
      ok: true,
      value: { summary: scoreSummary(game.state), actions: game.record.actions, assistGems: 2 * 200 },
    });
  });

  it('holds for any game played at a human pace, wrong tries and reveals included', () => {
    // Gems enough for every reveal, so each game comes to its end.
    const rich = { gems: 1_000_000 };
    const starts = [
      startFor('l-shape-2pairs', 2, 5, rich),
      startFor('one-square', 1, 3, rich),
      startFor('2-squares', 3, 8, rich),
    ];
    const turn = fc.record({
      wrong: fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 2 }),
      reveal: fc.boolean(),
      gapMs: fc.integer({ min: 250, max: 20_000 }),
    });
    const plan = fc.record({
      which: fc.integer({ min: 0, max: starts.length - 1 }),
      turns: fc.array(turn, { minLength: 16, maxLength: 16 }),
    });
    fc.assert(
      fc.property(plan, ({ which, turns }) => {
        const s = starts[which]!;
        const game = playTurns(s, (m) => {
          const t = turns[m % turns.length]!;
          return { ...t, wrong: t.wrong.filter((d) => d !== s.solution[m]) };
        });
        const post = scorePostOf(game);
        expect(post.ok).toBe(true);
        if (!post.ok) return;
        const replayed = replayPost(JSON.parse(JSON.stringify(post.value)), servedFor(s));
        expect(replayed.ok && replayed.value.summary).toEqual(scoreSummary(game.state));
      }),
      { numRuns: 60, seed: 20261124 },
    );
  });
});
