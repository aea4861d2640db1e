import { gemPrizeFor, PUZZLE_PHASES } from '@numberland/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import type { LateScore } from '../api/late-score';
import { endScreenDue } from '../state/game';
import { END_SCREEN_DELAY_MS } from './finish-game';
import { STARTUP_DELAY_MS } from './puzzle-setup';
import { type FakeApi, type HarnessOptions, playHarness, servedPuzzle, settle } from './test-controller';
import { solveActions, T0 } from './test-game';

const NILE = servedPuzzle(1, 2, 2);
const PRIZE = gemPrizeFor(NILE.difficulty);

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Opens the Nile and plays it to its end, a second an action; `wrongFirst` wrong numbers first. */
async function finished(options: HarnessOptions = {}, wrongFirst = 0, answer?: FakeApi['answer']) {
  const h = playHarness(NILE, options);
  h.controller.attach();
  h.controller.hearLateScores();
  if (answer) h.api.answer = answer;
  h.controller.request({ level: 1, shape: 2, difficulty: 2 });
  await settle();
  vi.advanceTimersByTime(STARTUP_DELAY_MS);
  for (const action of solveActions(h.game(), wrongFirst)) {
    if (h.state().phase === PUZZLE_PHASES.finished) break;
    vi.advanceTimersByTime(1000);
    h.controller.dispatch(action);
  }
  expect(h.state().phase).toBe(PUZZLE_PHASES.finished);
  return { ...h, finishedAt: Date.now(), finish: () => h.stores.game.getState().finish };
}

type ScoreAnswer = Extract<LateScore['outcome'], { kind: 'answered' }>['answer'];
const answered = (answer: ScoreAnswer) => async () => ({ status: 'sent' as const, value: answer });
const late = (gameId: string, token: string | null, outcome: LateScore['outcome']): LateScore => ({
  gameId,
  token,
  outcome,
});

describe('the finish', () => {
  it("a guest's solved puzzle: progress counted, the prize paid here, the score posted, the end screen 2.5 s later", async () => {
    const h = await finished({}, 0, answered({ id: 'game-1', verified: true, total: 900, prize: 0 }));
    expect(h.stores.progress.getState().progress.gameCount).toBe(1);
    expect(h.stores.auth.getState().gems).toBe(500 + PRIZE);
    expect(h.finish()).toEqual({
      gemsBefore: 500,
      prize: PRIZE,
      showAt: h.finishedAt + END_SCREEN_DELAY_MS,
      due: false,
      score: { kind: 'sending' },
      showingPuzzle: false,
    });
    expect(h.api.posts.map((p) => [p.id, p.finishType])).toEqual([['game-1', 'success']]);
    expect(h.preloads()).toBe(1);
    expect(h.sounds.at(-1)).toBe('success');
    expect(h.tracked.at(-1)).toEqual({
      name: 'play_finish',
      data: { finishType: 'success', message: expect.any(String) },
    });
    await settle();
    // The server pays a guest nothing: the prize paid here stays.
    expect(h.finish()).toMatchObject({ prize: PRIZE, score: { kind: 'saved' } });
    vi.advanceTimersByTime(END_SCREEN_DELAY_MS - 1);
    expect(endScreenDue(h.stores.game.getState())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(endScreenDue(h.stores.game.getState())).toBe(true);
  });

  it('a game lost on errors pays nothing, and its post says so', async () => {
    const h = await finished({}, 3);
    expect(h.state().finishType).toBe('errors_fail');
    expect(h.stores.auth.getState().gems).toBe(500);
    expect(h.finish()).toMatchObject({ gemsBefore: 500, prize: 0 });
    expect(h.api.posts[0]!.finishType).toBe('errors_fail');
    expect(h.sounds.at(-1)).toBe('fail');
    vi.advanceTimersByTime(END_SCREEN_DELAY_MS);
    expect(endScreenDue(h.stores.game.getState())).toBe(true);
  });

  it("a signed-in player's prize and balance come with the server's answer", async () => {
    const h = await finished(
      { token: 'tok-a' },
      0,
      answered({ id: 'game-1', verified: true, total: 900, prize: 200, gems: 900 }),
    );
    expect(h.finish()).toMatchObject({ prize: 0, score: { kind: 'sending' } });
    expect(h.stores.auth.getState().gems).toBe(500);
    await settle();
    expect(h.stores.auth.getState().gems).toBe(900);
    expect(h.finish()).toMatchObject({ prize: 200, score: { kind: 'saved' } });
  });

  it('the solved puzzle can be shown instead of the end screen, and the results again', async () => {
    const h = await finished();
    h.emitted.length = 0;
    h.controller.showSolvedPuzzle();
    expect(h.finish()!.showingPuzzle).toBe(true);
    expect(h.emitted).toHaveLength(1);
    h.controller.backToResults();
    expect(h.finish()!.showingPuzzle).toBe(false);
    expect(h.emitted.at(-1)).toEqual({
      name: 'puzzle:update',
      payload: { state: h.state(), events: [], options: { dimUnrelated: false, gridVisible: true } },
    });
  });

  it('playing again after the finish is a new game with no end screen', async () => {
    const h = await finished();
    h.controller.replay();
    expect(h.stores.game.getState().finish).toBeUndefined();
    expect(h.state()).toMatchObject({ phase: PUZZLE_PHASES.starting });
    expect(h.state().start.id).toBe('game-2');
    expect(h.api.posts).toHaveLength(1);
  });
});

describe('the score answer', () => {
  it('late, through the outbox: the balance and the end screen follow it', async () => {
    const h = await finished({ token: 'tok-a' });
    await settle();
    expect(h.finish()).toMatchObject({ prize: 0, score: { kind: 'waiting' } });
    const answer = { id: 'game-1', verified: true, total: 900, prize: 200, gems: 900 };
    h.api.deliverLate(late('game-1', 'tok-a', { kind: 'answered', answer }));
    expect(h.stores.auth.getState().gems).toBe(900);
    expect(h.finish()).toMatchObject({ prize: 200, score: { kind: 'saved' } });
  });

  it("late for a player who has signed out since, it leaves the new player's balance", async () => {
    const h = await finished({ token: 'tok-a' });
    await settle();
    h.stores.auth.getState().signIn('tok-b');
    const answer = { id: 'game-1', verified: true, total: 900, prize: 200, gems: 900 };
    h.api.deliverLate(late('game-1', 'tok-a', { kind: 'answered', answer }));
    expect(h.stores.auth.getState().gems).toBe(500);
    // The end screen is about game 1: it shows what game 1 won.
    expect(h.finish()).toMatchObject({ prize: 200, score: { kind: 'saved' } });
  });

  it('late for an earlier game, it brings the balance but leaves this end screen alone', async () => {
    const h = await finished({ token: 'tok-a' });
    await settle();
    const answer = { id: 'game-0', verified: true, total: 400, prize: 200, gems: 700 };
    h.api.deliverLate(late('game-0', 'tok-a', { kind: 'answered', answer }));
    expect(h.stores.auth.getState().gems).toBe(700);
    expect(h.finish()).toMatchObject({ prize: 0, score: { kind: 'waiting' } });
  });

  it('a 422 score-mismatch is shown on the end screen and reported, not swallowed', async () => {
    const refusal = new ApiError(422, 'score-mismatch', 'The posted score do not match the game.');
    const h = await finished({}, 0, () => Promise.reject(refusal));
    await settle();
    expect(h.finish()).toMatchObject({ prize: PRIZE, score: { kind: 'refused', code: 'score-mismatch' } });
    expect(h.reports).toEqual([
      {
        message: 'The server refused a finished game',
        details: { gameId: 'game-1', status: 422, code: 'score-mismatch', message: refusal.message },
      },
    ]);
  });

  it('a refusal arriving late through the outbox is shown and reported too', async () => {
    const h = await finished({ token: 'tok-a' });
    await settle();
    const refusal = new ApiError(409, 'id-taken', 'Taken.');
    h.api.deliverLate(late('game-1', 'tok-a', { kind: 'refused', error: refusal }));
    expect(h.finish()).toMatchObject({ score: { kind: 'refused', code: 'id-taken' } });
    expect(h.reports.map((r) => r.details.code)).toEqual(['id-taken']);
  });
});
