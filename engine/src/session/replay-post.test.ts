import { describe, expect, it } from 'vitest';
import { LAND_LEVELS, SMART_HINT_PRICE } from '../constants';
import { landsWithShape } from '../lands';
import { playedGame, servedFor } from '../testing/post-fixtures';
import { startFor, T0 } from '../testing/session-fixtures';
import { type Game, newGame, play } from './replay';
import { type PostedGame, REPLAY_ERROR_CODES, type ReplayErrorCode, replayPost } from './replay-post';
import { type ScorePost, scorePostOf } from './score-post';
import type { SessionAction } from './types';

const start = startFor('l-shape-2pairs', 2, 5);
const served = servedFor(start);
const otherLand = LAND_LEVELS.find((level) => !landsWithShape('l-shape-2pairs').includes(level))!;

function postOf(game: Game): ScorePost {
  const post = scorePostOf(game);
  if (!post.ok) throw new Error(post.error.message);
  return post.value;
}

const honestGame = playedGame(start);
const honest = postOf(honestGame);
/** The honest game's actions as objects: a post made before steps carries them so. */
const honestActions = honestGame.record.actions;
const honestSteps = honest.game.steps ?? [];
const { steps: _steps, ...honestStart } = honest.game;
const withActions = (actions: unknown): PostedGame => ({ ...honest, game: { ...honestStart, actions } });
const withSteps = (steps: unknown): PostedGame => ({ ...honest, game: { ...honestStart, steps } });
const { score } = honest;

describe('replayPost refuses', () => {
  const refusals: [string, () => ReturnType<typeof replayPost>, ReplayErrorCode, string][] = [
    [
      'a post checked against another puzzle',
      () => replayPost(honest, servedFor(startFor('l-shape-2pairs', 2, 6))),
      'wrong-puzzle',
      `The post names puzzle ${start.puzzleId}, but it is checked against`,
    ],
    [
      'a level that is no land',
      () => replayPost({ ...honest, level: 7 }, served),
      'wrong-level',
      `Puzzle ${start.puzzleId} is not played in land 7.`,
    ],
    [
      'a land without the shape',
      () => replayPost({ ...honest, level: otherLand }, served),
      'wrong-level',
      `Puzzle ${start.puzzleId} is not played in land ${otherLand}.`,
    ],
    [
      'actions that are no list',
      () => replayPost(withActions({}), served),
      'bad-actions',
      'actions must be a list',
    ],
    [
      'an action the engine does not know',
      () =>
        replayPost(
          withActions(
            honestActions.map((a, i) => (i === 2 ? { at: a.at, action: { type: 'teleport' } } : a)),
          ),
          served,
        ),
      'bad-actions',
      'action 2: unknown action type "teleport"',
    ],
    [
      'steps that are no list',
      () => replayPost(withSteps({}), served),
      'bad-actions',
      'steps must be a list',
    ],
    [
      'a step the engine does not know',
      () => replayPost(withSteps(honestSteps.map((s, i) => (i === 2 ? [s[0], 'teleport'] : s))), served),
      'bad-actions',
      'step 2: unknown action type "teleport"',
    ],
    [
      'a step back in time',
      () => replayPost(withSteps(honestSteps.map((s, i) => (i === 3 ? [-1, ...s.slice(1)] : s))), served),
      'bad-actions',
      'step 3: its first item must be the whole ms since the step before, 0 or more',
    ],
    [
      'a step without its field',
      () => replayPost(withSteps(honestSteps.map((s, i) => (i === 1 ? [s[0], 'select'] : s))), served),
      'bad-actions',
      'step 1: "select" needs a whole-number "cell"',
    ],
    [
      'a step after the year 2100',
      () =>
        replayPost(
          withSteps([
            [0, 'begin'],
            [Date.UTC(2100, 0, 1), 'tick'],
          ]),
          served,
        ),
      'bad-actions',
      'step 1: its time is after the year 2100',
    ],
    [
      'a post with both steps and actions',
      () => replayPost({ ...honest, game: { ...honest.game, actions: honestActions } } as PostedGame, served),
      'bad-actions',
      'a game has its steps or its actions, not both',
    ],
    [
      'a post with neither',
      () => replayPost({ ...honest, game: honestStart }, served),
      'bad-actions',
      'the game needs its steps',
    ],
    [
      'an action before the game began',
      // Steps count from the game's start, so only action objects can go before it.
      () =>
        replayPost(
          { ...honest, game: { ...honestStart, createdAt: T0 + 1, actions: honestActions } },
          served,
        ),
      'implausible-times',
      'The game has an action before it began.',
    ],
    [
      'numbers entered 60 ms apart',
      () => replayPost(postOf(playedGame(start, 60)), served),
      'implausible-times',
      'a person needs at least 80 ms.',
    ],
    [
      'cells found 150 ms apart',
      () => replayPost(postOf(playedGame(start, 150)), served),
      'implausible-times',
      'a person needs at least 200 ms for each.',
    ],
    [
      'actions that stop before the end',
      () => replayPost(withSteps(honestSteps.slice(0, -1)), served),
      'not-finished',
      "The game's actions do not finish the puzzle.",
    ],
    [
      'a forged total',
      () => replayPost({ ...honest, score: { ...score, total: score.total + 1000 } }, served),
      'score-mismatch',
      "The posted score do not match the game's actions.",
    ],
    [
      'a forged play time and star',
      () => replayPost({ ...honest, playTime: 1, noerrorsStar: !honest.noerrorsStar }, served),
      'score-mismatch',
      "The posted playTime, noerrorsStar do not match the game's actions.",
    ],
  ];

  it.each(refusals)('%s', (_name, run, code, message) => {
    const result = run();
    expect(result).toMatchObject({ ok: false, error: { code } });
    if (!result.ok) expect(result.error.message).toContain(message);
  });

  it('has a case for every error code', () => {
    expect(new Set(refusals.map(([, , code]) => code))).toEqual(new Set(REPLAY_ERROR_CODES));
  });
});

describe('replayPost accepts', () => {
  it('an honest post, whatever the order of its keys', () => {
    const reordered = { ...honest, score: Object.fromEntries(Object.entries(honest.score).reverse()) };
    expect(replayPost(reordered, served)).toMatchObject({ ok: true, value: { summary: { id: start.id } } });
  });

  it('the game as steps, and as action objects (a post made before steps): the same game', () => {
    expect(honest.game.actions).toBeUndefined();
    const fromSteps = replayPost(honest, served);
    const fromObjects = replayPost(withActions(honestActions), served);
    expect(fromSteps).toMatchObject({ ok: true, value: { actions: honestActions } });
    expect(fromObjects).toEqual(fromSteps);
  });

  it('actions with fields the engine does not read, and keeps only those it does', () => {
    const extra = honestActions.map((a) => ({ ...a, action: { ...a.action, note: 'x' } }));
    const replayed = replayPost(withActions(extra), served);
    expect(replayed.ok && replayed.value.actions).toEqual(honestActions);
  });

  it('steps with items the engine does not read, and keeps only the fields it does', () => {
    // Past each type's fields (a select's fourth item is its half, so selects stay as they are).
    const extra = honestSteps.map((s) => (s[1] === 'select' ? s : [...s, 'x', 7]));
    expect(extra.some((s) => s.length > 3)).toBe(true);
    const replayed = replayPost(withSteps(extra), served);
    expect(replayed.ok && replayed.value.actions).toEqual(honestActions);
  });

  it('a game with smart hints and wrong tries the error assist explained: the hints paid, the errors counted', () => {
    const assisted = startFor('6-squares', 4, 2, { errorAssist: true, gems: 1000 });
    const { layout } = assisted.puzzle;
    let game = play(newGame(assisted, T0), { type: 'begin' }, T0).game;
    let now = T0;
    const act = (action: SessionAction) => {
      now += 1000;
      game = play(game, action, now).game;
    };
    act({ type: 'select', cell: layout.mysteries[0]! });
    act({ type: 'digit', digit: assisted.solution[0] === 1 ? 2 : 1 });
    act({ type: 'select', cell: layout.mysteries[1]! });
    act({ type: 'select', cell: layout.mysteries[0]! });
    for (let h = 0; h < assisted.hintsNo; h++) act({ type: 'smart-hint' });
    act({ type: 'deselect' });
    for (const [m, cell] of layout.mysteries.entries()) {
      act({ type: 'select', cell });
      act({ type: 'digit', digit: assisted.solution[m]! });
    }
    const replayed = replayPost(postOf(game), servedFor(assisted));
    expect(replayed).toMatchObject({
      ok: true,
      value: {
        assistGems: assisted.hintsNo * SMART_HINT_PRICE,
        summary: { hintsUsed: assisted.hintsNo, errorsMade: 1, finishType: 'success' },
      },
    });
  });
});
