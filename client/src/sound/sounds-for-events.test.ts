import type { SessionAction, SessionEvent, SmartHint } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import type { SoundName } from '../game/sound-names';
import { countdownSecond, soundsFor } from './sounds-for-events';

const record = {} as SmartHint;
const mystery = { kind: 'mystery', cell: 4 } as const;
const correct: SessionEvent = { type: 'correct', cell: 4, value: 3, points: 12 };
const wrong: SessionEvent = { type: 'wrong', cell: 4, value: 5, errorsLeft: 2 };

describe('soundsFor', () => {
  it.each<[string, readonly SessionEvent[], SoundName[]]>([
    ['countdown', [{ type: 'countdown', secondsLeft: 3 }], ['countdown']],
    ['started', [{ type: 'started' }], ['go']],
    ['selected', [{ type: 'selected', selection: mystery }], ['select']],
    ['deselected', [{ type: 'deselected' }], ['deselect']],
    ['note', [{ type: 'note', cell: 4 }], ['note']],
    ['correct', [correct], ['correct']],
    ['wrong', [wrong], ['wrong']],
    ['wrong losing a star', [wrong, { type: 'star-lost', star: 'noerrors' }], ['wrong', 'star-lost']],
    ['clue-solved over correct', [correct, { type: 'clue-solved', cell: 5 }], ['clue-solved']],
    [
      'special-square over clue-solved',
      [correct, { type: 'clue-solved', cell: 5 }, { type: 'special-square', cell: 7, inTime: true }],
      ['special-square'],
    ],
    [
      'two clues solved, one chime',
      [correct, { type: 'clue-solved', cell: 5 }, { type: 'clue-solved', cell: 3 }],
      ['clue-solved'],
    ],
    ['time-up', [{ type: 'time-up' }, { type: 'star-lost', star: 'time' }], ['star-lost']],
    [
      'revealed',
      [
        { type: 'spend', gems: 200, on: 'reveal' },
        { type: 'revealed', cell: 4, value: 3 },
      ],
      ['reveal'],
    ],
    [
      'revealed solving a clue',
      [
        { type: 'revealed', cell: 4, value: 3 },
        { type: 'clue-solved', cell: 5 },
      ],
      ['reveal', 'clue-solved'],
    ],
    [
      'smart-hint',
      [
        { type: 'spend', gems: 100, on: 'smart-hint' },
        { type: 'smart-hint', record },
      ],
      ['smart-hint'],
    ],
    [
      'success',
      [
        correct,
        { type: 'clue-solved', cell: 5 },
        { type: 'finished', finishType: 'success', message: 'perfect' },
      ],
      ['success'],
    ],
    ['errors_fail', [wrong, { type: 'finished', finishType: 'errors_fail', message: 'failed' }], ['fail']],
    [
      'select with the error assist',
      [
        { type: 'selected', selection: mystery },
        { type: 'assist', record },
      ],
      ['select'],
    ],
    [
      'silent events',
      [
        { type: 'paused' },
        { type: 'resumed' },
        { type: 'rotated', orientation: 'portrait' },
        { type: 'exited' },
      ],
      [],
    ],
    ['prompts', [{ type: 'needs-ad', on: 'reveal' }, { type: 'hints-used-up' }], []],
    ['a refusal', [{ type: 'refused', action: 'select', reason: 'not-playing' }], []],
    ['nothing', [], []],
  ])('%s', (_, events, sounds) => {
    expect(soundsFor(events)).toEqual(sounds);
  });

  it('tells an erase from a note by the action', () => {
    const events: SessionEvent[] = [{ type: 'note', cell: 4 }];
    expect(soundsFor(events, { action: { type: 'erase' } })).toEqual(['erase']);
    expect(soundsFor(events, { action: { type: 'digit', digit: 2 } })).toEqual(['note']);
  });

  it('answers a pad press that changed nothing with a press', () => {
    const refused = (action: SessionAction['type']): SessionEvent[] => [
      { type: 'refused', action, reason: 'already-tried' },
    ];
    expect(soundsFor(refused('digit'), { action: { type: 'digit', digit: 5 } })).toEqual(['digit-press']);
    expect(soundsFor(refused('submit-note'), { action: { type: 'submit-note' } })).toEqual(['digit-press']);
    expect(soundsFor([correct], { action: { type: 'digit', digit: 3 } })).toEqual(['correct']);
    expect(soundsFor(refused('erase'), { action: { type: 'erase' } })).toEqual([]);
  });

  it('beeps each countdown second once', () => {
    const at = (secondsLeft: number): SessionEvent[] => [{ type: 'countdown', secondsLeft }];
    expect(soundsFor(at(3), { lastCountdown: 3 })).toEqual([]);
    expect(soundsFor(at(2), { lastCountdown: 3 })).toEqual(['countdown']);
    expect(soundsFor([...at(2), ...at(2)])).toEqual(['countdown']);
  });
});

describe('countdownSecond', () => {
  it('follows the last countdown event, else keeps the one before', () => {
    expect(countdownSecond([{ type: 'countdown', secondsLeft: 3 }])).toBe(3);
    expect(countdownSecond([{ type: 'started' }], 1)).toBe(1);
    expect(countdownSecond([])).toBeUndefined();
  });
});
