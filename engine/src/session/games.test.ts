import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PUZZLE_PHASES, SHAPE_NAMES } from '../constants';
import { decide, initialProgress, moveToStep, recordFinish, stepIndexOf } from '../progress';
import { turnCell } from '../puzzle';
import { bonusTier, cellPoints, timeBonus, timeLeftShare } from '../scoring/scoring';
import { enterAt, playing, startFor, T0, wrongDigit } from '../testing/session-fixtures';
import { apply } from './apply';
import { progressResultOf } from './progress-result';
import { newGame, play, replay } from './replay';
import { rightValue } from './solve';
import { resultMessage } from './stars';
import { scoreSummary } from './summary';
import type { SessionAction, SessionEvent, SessionState } from './types';

const GAP = 6000;

describe('a scripted perfect game per shape', () => {
  for (const shape of SHAPE_NAMES) {
    it(`${shape}: every cell right in turn gives all stars, the perfect message and its bonuses`, () => {
      const start = startFor(shape, 2, 11);
      let state = playing(start);
      const events: SessionEvent[] = [];
      let expectedCells = 0;
      const cells = state.solution.length;
      for (let m = 0; m < cells; m++) {
        const after = (m + 1) * GAP;
        expectedCells += cellPoints({
          difficulty: start.difficulty,
          hintsUsed: 0,
          cellsToSolve: cells,
          playSeconds: after / 1000,
          limitSeconds: start.timeAllowed + 1,
          sinceLastSolved: GAP / 1000,
        });
        const step = enterAt(state, m, state.solution[m]!, after);
        state = step.state;
        events.push(...step.events);
      }
      expect(state.phase).toBe(PUZZLE_PHASES.finished);
      expect(events.at(-1)).toEqual({ type: 'finished', finishType: 'success', message: 'perfect' });
      expect(resultMessage(state.stars)).toBe('perfect');
      const playSeconds = (cells * GAP) / 1000;
      const summary = scoreSummary(state)!;
      const bonus = timeBonus(timeLeftShare(playSeconds, start.timeAllowed + 1), 3, 0);
      const special = state.specialSquare?.inTime ? expectedCells : 0;
      expect(summary).toEqual({
        id: start.id,
        puzzleId: start.puzzleId,
        playTime: playSeconds,
        score: {
          total: expectedCells * 2 + bonus + special,
          cells: expectedCells,
          timeBonus: bonus,
          finalBonus: expectedCells,
          specialSquareBonus: special,
          reveals: 0,
          hints: 0,
          reductionPercent: 0,
        },
        startTime: new Date(T0).toISOString(),
        endTime: new Date(T0 + cells * GAP).toISOString(),
        hintsUsed: 0,
        timeStar: true,
        noerrorsStar: true,
        finishedStar: true,
        difficulty: start.difficulty,
        finishType: 'success',
        errorsMade: 0,
      });
      expect(bonusTier(3, 0)).toBe('perfect');
    });
  }
});

describe('a scripted failed game per shape', () => {
  for (const shape of SHAPE_NAMES) {
    it(`${shape}: three wrong numbers fail it with no stars and no score`, () => {
      const start = startFor(shape, 1, 12);
      let state = enterAt(playing(start), 1, start.solution[1]!, 2000).state;
      const tried: number[] = [];
      const events: SessionEvent[] = [];
      for (let i = 0; i < 3; i++) {
        const d = wrongDigit(state, 0, tried);
        tried.push(d);
        const step = enterAt(state, 0, d, 3000 + i * 1000);
        state = step.state;
        events.push(...step.events);
      }
      expect(events.at(-1)).toEqual({ type: 'finished', finishType: 'errors_fail', message: 'failed' });
      expect(scoreSummary(state)).toMatchObject({
        finishType: 'errors_fail',
        errorsMade: 3,
        timeStar: false,
        noerrorsStar: false,
        finishedStar: false,
        playTime: 5,
        score: { total: 0, cells: 0, timeBonus: 0, finalBonus: 0, specialSquareBonus: 0 },
      });
      // Nothing moves after the end.
      expect(apply(state, { type: 'digit', digit: start.solution[0]! }, T0 + 9000).state).toBe(state);
    });
  }
});

const action: fc.Arbitrary<SessionAction> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant('select' as const),
      cell: fc.integer({ min: -2, max: 70 }),
      half: fc.constantFrom('add' as const, 'mult' as const, undefined),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({ type: fc.constant('digit' as const), digit: fc.integer({ min: -1, max: 10 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<SessionAction>(
      { type: 'tick' },
      { type: 'pause' },
      { type: 'resume' },
      { type: 'deselect' },
      { type: 'toggle-notes' },
      { type: 'erase' },
      { type: 'submit-note' },
      { type: 'reveal' },
      { type: 'smart-hint' },
      { type: 'rotate', orientation: 'portrait' },
      { type: 'rotate', orientation: 'landscape' },
      { type: 'set-error-assist', on: true },
    ),
  },
);

/** Found cells as landscape grid indexes, so they compare across turns of the board. */
function found(state: SessionState): Set<number> {
  const { layout } = state.puzzle;
  const out = new Set<number>();
  state.mysteries.forEach((m, i) => {
    if (m.value !== 0) out.add(turnCell(layout, layout.mysteries[i]!, 'landscape'));
  });
  return out;
}

describe('random play', () => {
  it('never throws, never loses a found number or goes below 0 points, and replays exactly', () => {
    const ends = { success: 0, errors_fail: 0, open: 0 };
    fc.assert(
      fc.property(
        fc.constantFrom(...SHAPE_NAMES),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 20_000 }),
            fc.oneof(
              { weight: 3, arbitrary: action },
              { weight: 1, arbitrary: fc.constant('right' as const) },
            ),
          ),
          {
            minLength: 20,
            maxLength: 120,
            size: 'max',
          },
        ),
        (shape, difficulty, seed, steps) => {
          const start = startFor(shape, difficulty as 1 | 2 | 3 | 4, seed, { gems: 1000 });
          let game = play(newGame(start, T0), { type: 'begin' }, T0).game;
          let now = T0;
          for (const [gap, next] of steps) {
            now += gap;
            // Now and then the right number for the selection, so games get somewhere.
            const selection = game.state.selection;
            const m =
              selection?.kind === 'mystery' ? game.state.puzzle.layout.mysteryAt[selection.cell]! : -1;
            const chosen: SessionAction =
              next === 'right' ? { type: 'digit', digit: m >= 0 ? rightValue(game.state, m) : 5 } : next;
            const before = found(game.state);
            game = play(game, chosen, now).game;
            const after = found(game.state);
            for (const cell of before) expect(after.has(cell)).toBe(true);
            expect(game.state.score).toBeGreaterThanOrEqual(0);
            expect(game.state.errors).toBeGreaterThanOrEqual(0);
            expect(game.state.gems).toBeGreaterThanOrEqual(0);
          }
          ends[game.state.finishType ?? 'open']++;
          const rebuilt = replay(game.record);
          expect(rebuilt).toEqual(game.state);
          expect(scoreSummary(rebuilt)).toEqual(scoreSummary(game.state));
        },
      ),
      { numRuns: 300, seed: 20261121 },
    );
    // The runs reach both endings, so the invariants were checked through them.
    expect(ends.success).toBeGreaterThan(0);
    expect(ends.errors_fail).toBeGreaterThan(0);
  });
});

describe('from a finished game to auto-progress', () => {
  it('a perfect game at a step advances two steps in land 1', () => {
    const start = { ...startFor('arc-3pairs', 1, 3), level: 1 as const };
    let state = playing(start);
    for (let m = 0; m < state.solution.length; m++)
      state = enterAt(state, m, state.solution[m]!, (m + 1) * 3000).state;
    const result = progressResultOf(state)!;
    expect(result).toMatchObject({ level: 1, shape: 3, difficulty: 1, timeStar: true, hintsUsed: 0 });
    const step = stepIndexOf(1, 3, 1);
    const progress = recordFinish(moveToStep(initialProgress(), step), result);
    expect(decide(progress)).toEqual({ kind: 'advance', steps: 2, to: step + 2 });
  });

  it('an exit is not a result', () => {
    const state = apply(playing(startFor('arc-3pairs')), { type: 'exit' }, T0 + 1000).state;
    expect(progressResultOf(state)).toBeUndefined();
  });
});
