// apply with `explain` off (ApplyOptions): the replays that need only the state (a score post
// checked by the server, a kept game read back) skip the hints' and explanations' search. Played
// both ways, random games must reach the same state after every action, with the same events but
// for the hint and explanation words.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShapeName } from '../constants';
import { hasHint, hint } from '../deduce/hint';
import { playing, startFor, T0 } from '../testing/session-fixtures';
import { apply } from './apply';
import type { SessionAction, SessionEvent, SessionState } from './types';

/** The events less what explaining adds: the hint's and the assist's records, a wrong try's explanation. */
function withoutWords(events: readonly SessionEvent[]): SessionEvent[] {
  return events
    .filter((e) => e.type !== 'smart-hint' && e.type !== 'assist')
    .map((e) => {
      if (e.type !== 'wrong') return e;
      const { explanation: _explanation, ...rest } = e;
      return rest;
    });
}

/** A random action on `state`'s board: mostly selections and numbers, some notes, hints and reveals. */
function actionOf(state: SessionState, pick: number, digit: number, kind: number): SessionAction {
  const { layout } = state.puzzle;
  const clueCells = [...layout.pairs.map((p) => p.cell), ...layout.squares.map((q) => q.cell)];
  if (kind < 40) return { type: 'select', cell: layout.mysteries[pick % layout.mysteries.length]! };
  if (kind < 75) return { type: 'digit', digit: 1 + (digit % 9) };
  if (kind < 80)
    return { type: 'select', cell: clueCells[pick % clueCells.length]!, half: digit % 2 ? 'add' : 'mult' };
  if (kind < 85) return { type: 'toggle-notes' };
  if (kind < 90) return { type: 'submit-note' };
  if (kind < 93) return { type: 'erase' };
  if (kind < 97) return { type: 'smart-hint' };
  return { type: 'reveal' };
}

const GAMES: readonly { shape: ShapeName; difficulty: 1 | 2 | 3 | 4; seed: number }[] = [
  { shape: 'single-pair', difficulty: 1, seed: 3 },
  { shape: 'one-square', difficulty: 3, seed: 2 },
  { shape: '4-squares', difficulty: 2, seed: 5 },
  { shape: '6-squares', difficulty: 4, seed: 2 },
];

describe('apply with explain off', () => {
  it('reaches the same state after every action as with it on, and the same events but the words', () => {
    // How many events had words: the property must have met hints and explanations to mean much.
    let worded = 0;
    const moves = fc.array(fc.tuple(fc.nat(99), fc.nat(99), fc.nat(99)), { minLength: 10, maxLength: 60 });
    fc.assert(
      fc.property(
        fc.constantFrom(...GAMES),
        fc.boolean(),
        fc.boolean(),
        moves,
        (game, assist, practice, list) => {
          const start = startFor(game.shape, game.difficulty, game.seed, {
            errorAssist: assist,
            practice,
            gems: 1000,
          });
          let state = playing(start);
          for (const [i, [pick, digit, kind]] of list.entries()) {
            const action = actionOf(state, pick, digit, kind);
            const at = T0 + 1000 * (i + 1);
            const on = apply(state, action, at);
            const off = apply(state, action, at, { explain: false });
            expect(off.state).toEqual(on.state);
            expect(off.events).toEqual(withoutWords(on.events));
            worded += on.events.filter((e) => e.type === 'smart-hint' || e.type === 'assist').length;
            worded += on.events.filter((e) => e.type === 'wrong' && e.explanation).length;
            state = on.state;
          }
        },
      ),
      { numRuns: 40, seed: 15 },
    );
    expect(worded).toBeGreaterThan(20);
  });

  it('takes the same hint money when a hint is bought, and shows no hint', () => {
    const state = playing(startFor('6-squares', 3, 7));
    const on = apply(state, { type: 'smart-hint' }, T0 + 1000);
    const off = apply(state, { type: 'smart-hint' }, T0 + 1000, { explain: false });
    expect(on.events.map((e) => e.type)).toEqual(['spend', 'smart-hint']);
    expect(off.events).toEqual([on.events[0]]);
    expect(off.state).toEqual(on.state);
    expect(off.state.smartHintsUsed).toBe(1);
  });

  it('gives a wrong try no explanation, and the assist no word on selecting it again', () => {
    const state = playing(startFor('4-squares', 2, 5, { errorAssist: true }));
    const m = 1;
    const cell = state.puzzle.layout.mysteries[m]!;
    const wrong = state.solution[m] === 1 ? 2 : 1;
    const steps: SessionAction[] = [
      { type: 'select', cell },
      { type: 'digit', digit: wrong },
      { type: 'select', cell: state.puzzle.layout.mysteries[0]! },
      { type: 'select', cell },
    ];
    let on = state;
    let off = state;
    const onEvents: SessionEvent[] = [];
    const offEvents: SessionEvent[] = [];
    for (const [i, action] of steps.entries()) {
      const a = apply(on, action, T0 + 1000 * (i + 1));
      const b = apply(off, action, T0 + 1000 * (i + 1), { explain: false });
      on = a.state;
      off = b.state;
      onEvents.push(...a.events);
      offEvents.push(...b.events);
    }
    const wrongOn = onEvents.find((e) => e.type === 'wrong');
    expect(wrongOn?.type === 'wrong' && wrongOn.explanation).toBeTruthy();
    expect(onEvents.some((e) => e.type === 'assist')).toBe(true);
    expect(offEvents.find((e) => e.type === 'wrong')).toEqual({
      type: 'wrong',
      cell,
      value: wrong,
      errorsLeft: on.errors,
    });
    expect(offEvents.some((e) => e.type === 'assist')).toBe(false);
    expect(off).toEqual(on);
  });
});

describe('hasHint', () => {
  it('says whether hint gives one: along hints to the end, on full boards, and with wrong entries', () => {
    for (const { shape, difficulty, seed } of GAMES) {
      const start = startFor(shape, difficulty, seed);
      const { puzzle, solution } = start;
      const boards = [
        ...solution.map((_, filled) => solution.map((v, m) => (m < filled ? v : 0))),
        solution,
        solution.map((v, m) => (m === 0 ? (v % 9) + 1 : v)),
        // single-pair: one number in both cells, the second entry wrong.
        solution.map(() => solution[0]!),
      ];
      for (const values of boards) {
        const board = { puzzle, values };
        expect(hasHint(board, solution), `${shape} ${values.join('')}`).toBe(
          hint(board, solution) !== undefined,
        );
      }
    }
  });
});
