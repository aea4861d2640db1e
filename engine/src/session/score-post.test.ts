import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playedGame, playTurns, servedFor } from '../testing/post-fixtures';
import { startFor, T0 } from '../testing/session-fixtures';
import { newGame, play } from './replay';
import { replayPost } from './replay-post';
import { scorePostOf } from './score-post';
import { PLAY_RULES } from './start';
import { stepsOf } from './steps';
import { scoreSummary } from './summary';
import type { SessionAction, SessionStart } from './types';

const start = startFor('l-shape-2pairs', 2, 5, { gems: 900, startupDelayMs: 0, errorAssist: true });

describe('scorePostOf', () => {
  it('is the summary, the land, the player side of the start and every action, as steps', () => {
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
          rules: PLAY_RULES,
          steps: stepsOf(T0, game.record.actions),
        },
      },
    });
  });

  it('carries the action objects when a time is not a whole ms after the one before', () => {
    const game = play(playedGame(start, 1000, 1), { type: 'tick' }, T0 + 9_000_000.5).game;
    const post = scorePostOf(game);
    expect(post.ok && post.value.game).toMatchObject({ actions: game.record.actions });
    expect(post.ok && post.value.game.steps).toBeUndefined();
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

describe('a game played by older rules', () => {
  // Before rules 2, note mode stayed on after a clue half: a number typed in a mystery then was
  // a note. The same actions by rules 2 enter it, so a post replays by the rules it names.
  const made = startFor('2-squares', 2, 3);
  const oldStart: SessionStart = { ...made, rules: undefined };
  const { layout } = made.puzzle;
  const hidden = layout.pairs.find((_, p) => made.puzzle.pairClues[p]!.add === 0)!;
  const m = made.solution.findIndex((_, i) => made.puzzle.givens[i] === 0);
  const wrong = made.solution[m] === 1 ? 2 : 1;

  function gameBy(start: SessionStart) {
    let game = play(newGame(start, T0), { type: 'begin' }, T0).game;
    let now = T0;
    const act = (action: SessionAction) => {
      now += 1000;
      game = play(game, action, now).game;
    };
    act({ type: 'select', cell: hidden.cell, half: 'add' });
    act({ type: 'select', cell: layout.mysteries[m]! });
    act({ type: 'digit', digit: wrong });
    act({ type: 'deselect' });
    for (const [i, cell] of layout.mysteries.entries()) {
      if (game.state.finishType || game.state.mysteries[i]!.value !== 0) continue;
      act({ type: 'select', cell });
      if (game.state.noteMode) act({ type: 'toggle-notes' });
      act({ type: 'digit', digit: start.solution[i]! });
    }
    return game;
  }

  it('replays an old post (no rules named) by the first rules, to the score it was posted with', () => {
    const game = gameBy(oldStart);
    expect(game.state.errorsMade).toBe(0);
    const post = scorePostOf(game);
    if (!post.ok) throw new Error(post.error.message);
    expect(post.value.game).not.toHaveProperty('rules');
    const replayed = replayPost(JSON.parse(JSON.stringify(post.value)), servedFor(oldStart));
    expect(replayed.ok && replayed.value.summary).toEqual(scoreSummary(game.state));
  });

  it('by rules 2 the same opening enters the number, and its post replays too', () => {
    const game = gameBy(made);
    expect(game.state.errorsMade).toBe(1);
    const post = scorePostOf(game);
    if (!post.ok) throw new Error(post.error.message);
    const replayed = replayPost(JSON.parse(JSON.stringify(post.value)), servedFor(made));
    expect(replayed.ok && replayed.value.summary).toEqual(scoreSummary(game.state));
    // Posted as an old game, the new game's actions do not give its score.
    const { rules: _, ...asOld } = post.value.game;
    const misread = replayPost(JSON.parse(JSON.stringify({ ...post.value, game: asOld })), servedFor(made));
    expect(misread.ok).toBe(false);
  });
});
