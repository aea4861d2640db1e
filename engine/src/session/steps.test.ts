import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORIENTATIONS } from '../shapes';
import { playedGame } from '../testing/post-fixtures';
import { startFor } from '../testing/session-fixtures';
import { parseTimedActions, SIMPLE_ACTION_TYPES } from './parse-action';
import type { TimedAction } from './replay';
import { LATEST_GAME_TIME, parseTimedSteps, stepsOf } from './steps';
import type { SessionAction } from './types';

const T0 = Date.UTC(2026, 10, 29, 8);

/** Every kind of action, with the fields each may have. */
const anyAction: fc.Arbitrary<SessionAction> = fc.oneof(
  fc.constantFrom(...SIMPLE_ACTION_TYPES).map((type) => ({ type }) as SessionAction),
  fc.nat(40).map((cell) => ({ type: 'select' as const, cell })),
  fc
    .record({ cell: fc.nat(40), half: fc.constantFrom('add' as const, 'mult' as const) })
    .map((s) => ({ type: 'select' as const, ...s })),
  fc.integer({ min: 0, max: 9 }).map((digit) => ({ type: 'digit' as const, digit })),
  fc.constantFrom(...ORIENTATIONS).map((orientation) => ({ type: 'rotate' as const, orientation })),
  fc.boolean().map((on) => ({ type: 'set-error-assist' as const, on })),
  fc.nat(5000).map((gems) => ({ type: 'set-gems' as const, gems })),
);

const timedActions = (minLength = 0) =>
  fc.array(fc.tuple(fc.nat(600_000), anyAction), { minLength, maxLength: minLength + 60 }).map((list) => {
    let at = T0;
    return list.map(([gap, action]): TimedAction => {
      at += gap;
      return { at, action };
    });
  });

describe('steps', () => {
  it('read back as the very actions they were made from, every kind of action', () => {
    fc.assert(
      fc.property(timedActions(), (actions) => {
        const steps = stepsOf(T0, actions);
        expect(steps).toBeDefined();
        // As a post carries them: through JSON.
        expect(parseTimedSteps(T0, JSON.parse(JSON.stringify(steps)))).toEqual({ ok: true, value: actions });
        // And the object form reads as the same actions.
        expect(parseTimedActions(JSON.parse(JSON.stringify(actions)))).toEqual({ ok: true, value: actions });
      }),
    );
  });

  it('are under a third of the object form for a played game', () => {
    const game = playedGame(startFor('6-squares', 3, 4));
    const { createdAt, actions } = game.record;
    expect(actions.length).toBeGreaterThan(20);
    const steps = JSON.stringify(stepsOf(createdAt, actions));
    expect(steps.length).toBeLessThan(JSON.stringify(actions).length / 3);
  });

  it('write a select as [ms, "select", cell] and its half after the cell', () => {
    const actions: TimedAction[] = [
      { at: T0, action: { type: 'begin' } },
      { at: T0 + 2000, action: { type: 'select', cell: 4 } },
      { at: T0 + 2500, action: { type: 'select', cell: 7, half: 'mult' } },
      { at: T0 + 4000, action: { type: 'digit', digit: 6 } },
    ];
    expect(stepsOf(T0, actions)).toEqual([
      [0, 'begin'],
      [2000, 'select', 4],
      [500, 'select', 7, 'mult'],
      [1500, 'digit', 6],
    ]);
  });

  it('are not made for times that are not whole ms apart: the object form stays', () => {
    expect(stepsOf(T0, [{ at: T0 + 0.5, action: { type: 'begin' } }])).toBeUndefined();
    expect(stepsOf(T0, [{ at: T0 - 1, action: { type: 'begin' } }])).toBeUndefined();
  });

  it.each([
    [{}, 'steps must be a list'],
    [[[0]], 'step 0: must be a list of 2 to 8 items'],
    [[[0, 'tick', 1, 2, 3, 4, 5, 6, 7]], 'step 0: must be a list of 2 to 8 items'],
    [['begin'], 'step 0: must be a list of 2 to 8 items'],
    [[[0.5, 'begin']], 'step 0: its first item must be the whole ms since the step before, 0 or more'],
    [
      [
        [0, 'begin'],
        [-5, 'tick'],
      ],
      'step 1: its first item must be the whole ms since the step before',
    ],
    [[['1', 'begin']], 'step 0: its first item must be the whole ms'],
    [[[0, 7]], 'step 0: an action needs a "type" string'],
    [[[0, 'digit', '6']], 'step 0: "digit" needs a whole-number "digit"'],
    [[[0, 'select', 3, 'both']], 'step 0: "select" "half" must be "add" or "mult"'],
    [[[0, 'rotate', 'sideways']], 'step 0: "rotate" needs "orientation" "landscape" or "portrait"'],
    [[[LATEST_GAME_TIME - T0 + 1, 'begin']], 'step 0: its time is after the year 2100'],
  ])('refuse %j: %s', (steps, message) => {
    const read = parseTimedSteps(T0, steps);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toContain(message);
  });

  it('take at most MAX_ACTIONS steps', () => {
    expect(parseTimedSteps(T0, Array(20_001).fill([0, 'tick']))).toEqual({
      ok: false,
      error: 'a game holds at most 20000 steps',
    });
  });
});
