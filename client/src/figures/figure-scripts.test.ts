// Every figure agrees with the engine: its puzzle's solution keeps the rules and fits every clue,
// each frame shows the solution's numbers (or, in a "try" frame, numbers that still fit), every
// marked breach really breaks a rule or a clue by the engine's own checks, every cell named is
// on the board, and every word is in English and Norwegian.

import { checkClues, checkRules, type Puzzle, type Values } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en.json';
import no from '../i18n/locales/no.json';
import { type FigureScript, resolveFrame, stillFrame } from './figure-script';
import { RULE_FIGURES } from './scripts/rules';
import { TUTORIAL_FIGURES } from './scripts/tutorial-figures';

const SCRIPTS: readonly FigureScript[] = [
  ...new Set([...Object.values(TUTORIAL_FIGURES).flat(), ...Object.values(RULE_FIGURES)]),
];

/** Grid cells where the engine finds something wrong: mysteries and clues of rule and clue breaks. */
function brokenCells(puzzle: Puzzle, values: Values): Set<number> {
  const out = new Set<number>();
  for (const b of checkRules(puzzle.layout, values)) for (const c of [...b.cells, ...b.clues]) out.add(c);
  for (const b of checkClues(puzzle, values)) {
    out.add(b.cell);
    const p = puzzle.layout.pairAt[b.cell] ?? -1;
    if (p >= 0) {
      const pair = puzzle.layout.pairs[p]!;
      out.add(puzzle.layout.mysteries[pair.a]!).add(puzzle.layout.mysteries[pair.b]!);
    }
  }
  return out;
}

function hasKey(resource: unknown, key: string): boolean {
  const value = key
    .split('.')
    .reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], resource);
  return typeof value === 'string' && value.trim() !== '';
}

describe('figure scripts', () => {
  it('cover all 16 tutorial pages and the 4 rules', () => {
    expect(TUTORIAL_FIGURES.summerland).toHaveLength(6);
    expect(TUTORIAL_FIGURES.autumnland).toHaveLength(6);
    expect(TUTORIAL_FIGURES.winterland).toHaveLength(4);
    expect(Object.keys(RULE_FIGURES)).toEqual(['1', '2', '3', '4']);
  });

  for (const script of SCRIPTS) {
    describe(script.id, () => {
      const { puzzle, solution } = script;
      const { layout } = puzzle;

      it('has a solution that keeps the rules and fits every clue shown', () => {
        expect(solution).toHaveLength(layout.mysteries.length);
        expect(checkRules(layout, solution)).toEqual([]);
        expect(checkClues(puzzle, solution)).toEqual([]);
        expect(stillFrame(script)).toBeLessThan(script.frames.length);
      });

      script.frames.forEach((frame, i) => {
        it(`frame ${i} agrees with the engine`, () => {
          const shown = resolveFrame(script, i);
          expect(shown.index).toBe(i);
          const broken = brokenCells(puzzle, shown.values);
          if (frame.breach) {
            expect(frame.breach.length).toBeGreaterThan(0);
            // Every cell marked is one the engine finds broken: the breach is real.
            for (const cell of frame.breach) expect(broken, `cell ${cell}`).toContain(cell);
          } else {
            expect([...broken], 'a frame without a breach breaks nothing').toEqual([]);
          }
          if (!frame.trial && !frame.breach) {
            shown.values.forEach((v, m) => {
              if (v !== 0) expect(v, `mystery ${m}`).toBe(solution[m]);
            });
          }
          const onBoard = (cell: number) =>
            layout.mysteryAt[cell]! >= 0 || layout.pairAt[cell]! >= 0 || layout.squareAt[cell]! >= 0;
          const named = [
            ...(frame.breach ?? []),
            ...(frame.labels ?? []).map((l) => l.cell),
            ...(frame.marks
              ? [
                  frame.marks.target,
                  ...(frame.marks.green ?? []),
                  ...(frame.marks.red ?? []),
                  ...(frame.marks.neutral ?? []),
                ]
              : []),
          ];
          for (const cell of named) expect(onBoard(cell), `cell ${cell}`).toBe(true);
          for (const text of [frame.caption, ...(frame.labels ?? []).map((l) => l.text)]) {
            if (!text) continue;
            expect(hasKey(en, text.key), `en ${text.key}`).toBe(true);
            expect(hasKey(no, text.key), `no ${text.key}`).toBe(true);
          }
        });
      });

      it('ends on the solution', () => {
        const last = resolveFrame(script, script.frames.length - 1);
        const lastFrame = script.frames.at(-1)!;
        expect(lastFrame.breach).toBeUndefined();
        expect(lastFrame.trial).toBeUndefined();
        last.values.forEach((v, m) => {
          if (v !== 0) expect(v).toBe(solution[m]);
        });
      });
    });
  }
});

/** Every string of a nested section. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.values(value as Record<string, unknown>).flatMap(strings);
}

describe('figure words', () => {
  it.each([
    ['en', en],
    ['no', no],
  ] as const)('are short sentences in %s', (_name, locale) => {
    for (const text of strings(locale.figures)) {
      for (const sentence of text.split(/(?<=[.!?])\s+/)) {
        // Words, not the numbers and signs of a sum written out.
        const words = sentence.split(/\s+/).filter((w) => /\p{L}/u.test(w));
        expect(words.length, sentence).toBeLessThanOrEqual(14);
      }
    }
  });
});

describe('resolveFrame', () => {
  const rule2 = RULE_FIGURES[2];

  it('keeps numbers from earlier frames and takes marks from the frame alone', () => {
    const first = resolveFrame(rule2, 0);
    const second = resolveFrame(rule2, 1);
    expect(first.values).toEqual([3, 5, 0, 0]);
    expect(second.values).toEqual([3, 5, 0, 3]);
    expect(second.marks).toBeUndefined();
    expect(first.breach).toEqual([]);
  });

  it('draws a broken blank clue unsolved, so it stays blank', () => {
    expect(resolveFrame(rule2, 1).unsolved).toEqual([1, 5]);
    expect(resolveFrame(rule2, 2).unsolved).toEqual([]);
  });

  it('draws a clue touching a number outside 1 to 9 unsolved', () => {
    expect(resolveFrame(RULE_FIGURES[1], 1).unsolved).toEqual([1]);
  });

  it('clamps the frame to the script', () => {
    expect(resolveFrame(rule2, 99).index).toBe(2);
    expect(resolveFrame(rule2, -3).index).toBe(0);
  });
});
