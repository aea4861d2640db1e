import type { HintStep } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { hintBeats } from './hint-overlay';

const step = (over: Partial<HintStep>): HintStep => ({
  selected: 5,
  red: [],
  green: [],
  neutral: [],
  clues: [],
  arrows: [],
  messages: [],
  candidates: [],
  ...over,
});

describe('hintBeats', () => {
  it('shows the cell first, then each piece of evidence with its arrow and worked-out clue', () => {
    const beats = hintBeats(
      step({
        green: [12, 19],
        clues: [{ cell: 19, add: 3, mult: 0 }],
        arrows: [
          { from: 12, to: 5 },
          { from: 19, to: 5 },
        ],
      }),
    );
    expect(beats).toEqual([
      [{ kind: 'outline', cell: 5, outline: 'target' }],
      [
        { kind: 'outline', cell: 12, outline: 'green' },
        { kind: 'arrow', from: 12, to: 5 },
      ],
      [
        { kind: 'outline', cell: 19, outline: 'green' },
        { kind: 'clue', cell: 19, add: 3, mult: 0 },
        { kind: 'arrow', from: 19, to: 5 },
      ],
    ]);
  });

  it('puts neutral cells with the first beat and conflicts after the evidence', () => {
    const beats = hintBeats(step({ selected: 0, red: [0, 2], green: [1], neutral: [0, 4] }));
    expect(beats[0]).toEqual([
      { kind: 'outline', cell: 0, outline: 'target' },
      { kind: 'outline', cell: 4, outline: 'neutral' },
    ]);
    expect(beats.at(-1)).toEqual([
      { kind: 'outline', cell: 0, outline: 'red' },
      { kind: 'outline', cell: 2, outline: 'red' },
    ]);
  });

  it('shows clues and arrows of no listed cell at the end, and each only once', () => {
    const beats = hintBeats(
      step({
        selected: 5,
        clues: [
          { cell: 5, add: 0, mult: 8 },
          { cell: 7, add: 2, mult: 0 },
        ],
        arrows: [{ from: 9, to: 5 }],
      }),
    );
    const parts = beats.flat();
    expect(parts.filter((p) => p.kind === 'clue')).toHaveLength(2);
    expect(beats[0]).toContainEqual({ kind: 'clue', cell: 5, add: 0, mult: 8 });
    expect(beats.at(-1)).toEqual([
      { kind: 'clue', cell: 7, add: 2, mult: 0 },
      { kind: 'arrow', from: 9, to: 5 },
    ]);
  });
});
