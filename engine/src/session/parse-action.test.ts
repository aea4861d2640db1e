import { describe, expect, it } from 'vitest';
import { parseAction, parseTimedActions } from './parse-action';

describe('parseAction', () => {
  it.each([
    [{ type: 'begin' }],
    [{ type: 'select', cell: 4 }],
    [{ type: 'select', cell: 3, half: 'mult' }],
    [{ type: 'digit', digit: 7 }],
    [{ type: 'rotate', orientation: 'portrait' }],
    [{ type: 'set-error-assist', on: false }],
    [{ type: 'set-gems', gems: 800 }],
    [{ type: 'smart-hint' }],
  ])('reads %j', (action) => {
    expect(parseAction(action)).toEqual({ ok: true, value: action });
  });

  it('drops fields an action does not have', () => {
    expect(parseAction({ type: 'reveal', gems: 99999 })).toEqual({ ok: true, value: { type: 'reveal' } });
  });

  it.each([
    [null, 'an action must be an object'],
    [[], 'an action must be an object'],
    [{}, 'an action needs a "type" string'],
    [{ type: 'win' }, 'unknown action type "win"'],
    [{ type: 'select', cell: 1.5 }, '"select" needs a whole-number "cell"'],
    [{ type: 'select', cell: 1, half: 'both' }, '"select" "half" must be "add" or "mult"'],
    [{ type: 'digit', digit: '7' }, '"digit" needs a whole-number "digit"'],
    [
      { type: 'rotate', orientation: 'upside-down' },
      '"rotate" needs "orientation" "landscape" or "portrait"',
    ],
    [{ type: 'set-error-assist', on: 1 }, '"set-error-assist" needs a boolean "on"'],
    [{ type: 'set-gems', gems: -1 }, '"set-gems" needs a whole number of "gems", 0 or more'],
  ])('refuses %j: %s', (value, message) => {
    expect(parseAction(value)).toEqual({ ok: false, error: message });
  });
});

describe('parseTimedActions', () => {
  it('reads a list whose times never go back', () => {
    const list = [
      { at: 10, action: { type: 'begin' } },
      { at: 10, action: { type: 'tick' } },
      { at: 25, action: { type: 'digit', digit: 3 } },
    ];
    expect(parseTimedActions(list)).toEqual({ ok: true, value: list });
  });

  it.each([
    [{}, 'actions must be a list'],
    [[{ at: 'soon', action: { type: 'tick' } }], 'action 0: "at" must be a time in ms'],
    [
      [
        { at: 5, action: { type: 'tick' } },
        { at: 4, action: { type: 'tick' } },
      ],
      'action 1: "at" goes back in time',
    ],
    [[{ at: 5, action: { type: 'fly' } }], 'action 0: unknown action type "fly"'],
    [[7], 'action 0: must be an object with "at" and "action"'],
  ])('refuses %j: %s', (value, message) => {
    expect(parseTimedActions(value)).toEqual({ ok: false, error: message });
  });

  it('refuses an endless list', () => {
    const list = Array.from({ length: 20_001 }, (_, i) => ({ at: i, action: { type: 'tick' } }));
    expect(parseTimedActions(list)).toEqual({ ok: false, error: 'a game holds at most 20000 actions' });
  });
});
