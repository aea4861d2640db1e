import { describe, expect, it } from 'vitest';
import { REVEAL_PRICE, SMART_HINT_PRICE } from '../constants';
import { enterAt, playing, run, startFor, T0 } from '../testing/session-fixtures';
import { apply } from './apply';
import { smartHintAvailable } from './assists';

describe('reveal', () => {
  const state = playing(startFor('4-squares', 2, 5));
  const cell = state.puzzle.layout.mysteries[2]!;

  it('fills the selected mystery for 200 gems, counts as a hint and earns no points', () => {
    const { state: after, events } = run(state, [
      [1000, { type: 'select', cell }],
      [1000, { type: 'reveal' }],
    ]);
    expect(after.mysteries[2]).toMatchObject({ value: state.solution[2], revealed: true });
    expect(after.gems).toBe(state.gems - REVEAL_PRICE);
    expect(after.revealsUsed).toBe(1);
    expect(after.score).toBe(0);
    expect(events).toContainEqual({ type: 'spend', gems: REVEAL_PRICE, on: 'reveal' });
    expect(events).toContainEqual({ type: 'revealed', cell, value: state.solution[2] });
  });

  it('needs a selected mystery, and enough gems (else an ad is offered)', () => {
    expect(apply(state, { type: 'reveal' }, T0).events).toEqual([
      { type: 'refused', action: 'reveal', reason: 'no-selection' },
    ]);
    const poor = playing(startFor('4-squares', 2, 5, { gems: REVEAL_PRICE - 1 }));
    const step = run(poor, [
      [1000, { type: 'select', cell }],
      [1000, { type: 'reveal' }],
    ]);
    expect(step.events.at(-1)).toEqual({ type: 'needs-ad', on: 'reveal' });
    expect(step.state.mysteries[2]!.value).toBe(0);
    expect(step.state.gems).toBe(REVEAL_PRICE - 1);
  });

  it('lowers the points of later cells by 5% per hint', () => {
    const plain = enterAt(state, 0, state.solution[0]!, 10_000).state.score;
    const afterReveal = run(state, [
      [1000, { type: 'select', cell }],
      [1000, { type: 'reveal' }],
    ]).state;
    // Same pace since the last solved cell (the reveal counts as none): 9 s later.
    const hinted = enterAt({ ...afterReveal, lastSolvedAt: 0 }, 0, state.solution[0]!, 10_000).state.score;
    expect(hinted / plain).toBeCloseTo(0.95, 1);
  });
});

describe('smart hint', () => {
  const state = playing(startFor('6-squares', 3, 7));

  it('returns the next deduction for 100 gems', () => {
    const step = apply(state, { type: 'smart-hint' }, T0 + 1000);
    expect(step.events[0]).toEqual({ type: 'spend', gems: SMART_HINT_PRICE, on: 'smart-hint' });
    const record = step.events[1];
    expect(record?.type === 'smart-hint' && record.record.type).toBe('hint');
    expect(step.state.gems).toBe(state.gems - SMART_HINT_PRICE);
    expect(step.state.smartHintsUsed).toBe(1);
  });

  it('allows hintsNo per puzzle, then says they are used up', () => {
    let current = { ...state, gems: 100_000 };
    for (let i = 0; i < state.start.hintsNo; i++) {
      expect(smartHintAvailable(current)).toBe(true);
      current = apply(current, { type: 'smart-hint' }, T0 + 1000).state;
    }
    expect(smartHintAvailable(current)).toBe(false);
    expect(apply(current, { type: 'smart-hint' }, T0 + 2000).events).toEqual([{ type: 'hints-used-up' }]);
  });

  it('offers an ad when gems are short', () => {
    const poor = { ...state, gems: SMART_HINT_PRICE - 1 };
    expect(smartHintAvailable(poor)).toBe(false);
    expect(apply(poor, { type: 'smart-hint' }, T0 + 1000).events).toEqual([
      { type: 'needs-ad', on: 'smart-hint' },
    ]);
  });
});

describe('rotation', () => {
  it('turns 2-squares and 6-squares, keeping every cell, note and the selection', () => {
    const state = playing(startFor('6-squares', 2, 9));
    const m = 5;
    const cell = state.puzzle.layout.mysteries[m]!;
    const worked = run(enterAt(state, 0, state.solution[0]!, 1000).state, [
      [2000, { type: 'select', cell }],
      [2000, { type: 'toggle-notes' }],
      [2000, { type: 'digit', digit: 4 }],
    ]).state;
    const turned = apply(worked, { type: 'rotate', orientation: 'portrait' }, T0 + 3000);
    expect(turned.events).toEqual([{ type: 'rotated', orientation: 'portrait' }]);
    const portrait = turned.state;
    expect(portrait.puzzle.layout.orientation).toBe('portrait');
    const at = (s: typeof portrait, c: number) => s.mysteries[s.puzzle.layout.mysteryAt[c]!]!;
    expect(at(portrait, portrait.selection!.cell).notes).toBe(1 << 4);
    expect(portrait.mysteries.filter((x) => x.value !== 0)).toHaveLength(1);
    const back = apply(portrait, { type: 'rotate', orientation: 'landscape' }, T0 + 4000).state;
    expect(back.mysteries).toEqual(worked.mysteries);
    expect(back.selection).toEqual(worked.selection);
    expect(back.solution).toEqual(worked.solution);
  });

  it('refuses shapes that do not turn', () => {
    const state = playing(startFor('4-squares'));
    expect(apply(state, { type: 'rotate', orientation: 'portrait' }, T0).events).toEqual([
      { type: 'refused', action: 'rotate', reason: 'no-such-orientation' },
    ]);
  });
});

describe('smart hints on a practice board (a lesson)', () => {
  it('cost nothing and never run out, with no gems at all', () => {
    const start = startFor('4-squares', 2, 5, { gems: 0, hintsNo: 1, practice: true });
    let state = playing(start);
    expect(smartHintAvailable(state)).toBe(true);
    for (let i = 0; i < 3; i++) {
      const step = apply(state, { type: 'smart-hint' }, T0 + 1000 * (i + 1));
      expect(step.events.map((e) => e.type)).toEqual(['smart-hint']);
      state = step.state;
    }
    expect(state.gems).toBe(0);
    expect(state.smartHintsUsed).toBe(3);
    // The same board not in practice: no gems, so an ad is offered.
    const paid = playing(startFor('4-squares', 2, 5, { gems: 0, hintsNo: 1 }));
    expect(apply(paid, { type: 'smart-hint' }, T0 + 1000).events).toEqual([
      { type: 'needs-ad', on: 'smart-hint' },
    ]);
  });
});
