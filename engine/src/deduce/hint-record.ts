// The smart-hint record of spec section 3: what the puzzle scene animates, step by step. Cells
// are grid indexes of the puzzle's layout; the scene draws, it does not reason.

import type { Layout } from '../layout';
import type { Puzzle } from '../puzzle';
import { type Deduction, type LearnMore, type Message, TECHNIQUES, type TechniqueId } from './deduction';
import { saidWithLeft } from './factor-pairs';
import { describeFact, factCell, type Half, isCellFact } from './facts';
import type { Knowledge } from './knowledge';
import { digitsOf } from './masks';

/**
 * Why an entry is wrong. The spec's three kinds, plus a chain of forced steps to a contradiction
 * and, when no short reason exists, none.
 */
export type ErrorType = 'arithmetic' | 'rule_1' | 'rule_2' | 'chain' | 'unexplained';

/** A clue half the step shows although the puzzle hides it (it was deduced). 0 = not shown. */
export interface ClueDisplay {
  readonly cell: number;
  readonly add: number;
  readonly mult: number;
}

export interface Arrow {
  readonly from: number;
  readonly to: number;
}

export interface HintStep {
  readonly selected: number;
  /** Cells in conflict, or the wrong entry. */
  readonly red: readonly number[];
  /** The evidence: the clues and numbers this step uses. */
  readonly green: readonly number[];
  /** Cells that take part without being evidence (the rest of a square, the supposed cell). */
  readonly neutral: readonly number[];
  readonly clues: readonly ClueDisplay[];
  readonly arrows: readonly Arrow[];
  readonly messages: readonly Message[];
  /** Candidates the selected mystery has left after the step (empty for a clue). */
  readonly candidates: readonly number[];
}

export interface SmartHint {
  readonly type: 'hint' | 'error';
  /** For an error: why the entry is wrong. */
  readonly errorType?: ErrorType;
  /** The technique of the concluding step, and the lesson or rule page that teaches it. */
  readonly technique?: TechniqueId;
  readonly learn?: LearnMore;
  /** The grid cell the hint is about. */
  readonly cell: number;
  /** The number the hint finds, or the wrong entry; 0 when it only narrows candidates. */
  readonly value: number;
  /**
   * Set when the hint ends on a clue half instead of a number (hint-half.ts): `cell` is then the
   * clue and `value` the number to write in that half of it.
   */
  readonly half?: Half;
  /**
   * For a hint: the steps of the reasoning (level 2), and last the answer (level 3), which states
   * the number found. For an error: why the entry is wrong.
   */
  readonly steps: readonly HintStep[];
  /** For a hint: level 1, where to look and the technique's name, without its numbers (hint-levels.ts). */
  readonly nudge?: HintStep;
}

/** The steps that show one deduction (a chain unfolds into its supposition and forced steps). */
export function stepsOf(puzzle: Puzzle, d: Deduction, after: Knowledge | undefined): HintStep[] {
  if (d.chain) {
    const supposed = factCell(puzzle.layout, d.target);
    const inner = d.chain.steps.map((s) => ({ ...stepOf(puzzle, s, undefined), neutral: [supposed] }));
    const suppose: HintStep = {
      ...blankStep(supposed),
      neutral: [supposed],
      messages: [{ key: 'guess-hint-1', params: { value: d.chain.assumed } }],
      candidates: [d.chain.assumed],
    };
    const last = inner.at(-1);
    const lastStep = d.chain.steps.at(-1);
    const broken = last
      ? [
          {
            ...last,
            red: [...new Set([...last.red, last.selected])],
            // A broken clue or rule says what went wrong itself; an empty number needs saying.
            messages:
              lastStep?.breaks || saysNothingFits(lastStep?.message.key)
                ? last.messages
                : [...last.messages, { key: 'guess-hint-2' as const, params: {} }],
          },
        ]
      : [];
    return [suppose, ...inner.slice(0, -1), ...broken, stepOf(puzzle, d, after)];
  }
  return [stepOf(puzzle, d, after)];
}

/** Whether a step's own words already say the number has nothing left (an error's words, or "none left"). */
function saysNothingFits(key: string | undefined): boolean {
  return (
    key !== undefined &&
    (key.includes('-error-') ||
      ['pair-add-hint-4', 'pair-mult-hint-4', 'pair-common-hint-2', 'square-fit-hint-2'].includes(key))
  );
}

export function stepOf(puzzle: Puzzle, d: Deduction, after: Knowledge | undefined): HintStep {
  const { layout } = puzzle;
  const selected = factCell(layout, d.target);
  const green = unique(d.premises.filter((f) => f !== d.target).map((f) => factCell(layout, f)));
  const clues = cluesShown(puzzle, layout, [...d.premises, d.target], after);
  const red = unique((d.conflicts ?? []).map((f) => factCell(layout, f)));
  return {
    ...blankStep(selected),
    red,
    green: green.filter((c) => !red.includes(c)),
    clues,
    arrows: green.map((from) => ({ from, to: selected })),
    messages: [isCellFact(layout, d.target) ? saidWithLeft(d.message, d.result) : d.message],
    candidates: isCellFact(layout, d.target) ? digitsOf(d.result) : [],
  };
}

export function blankStep(selected: number): HintStep {
  return { selected, red: [], green: [], neutral: [], clues: [], arrows: [], messages: [], candidates: [] };
}

/** Hidden clue halves among `facts` whose value is known by now, to be written in for the step. */
function cluesShown(
  puzzle: Puzzle,
  layout: Layout,
  facts: readonly number[],
  after: Knowledge | undefined,
): ClueDisplay[] {
  const byCell = new Map<number, { add: number; mult: number }>();
  for (const fact of facts) {
    const ref = describeFact(layout, fact);
    if (ref.kind === 'cell' || !after) continue;
    const clue = ref.kind === 'pair' ? puzzle.pairClues[ref.slot]! : puzzle.squareClues[ref.slot]!;
    if (clue[ref.half] !== 0) continue;
    const value = after.half[fact]!;
    if (value === 0) continue;
    const cell = factCell(layout, fact);
    const shown = byCell.get(cell) ?? { add: 0, mult: 0 };
    byCell.set(cell, { ...shown, [ref.half]: value });
  }
  return [...byCell].map(([cell, halves]) => ({ cell, ...halves }));
}

function unique(list: readonly number[]): number[] {
  return [...new Set(list)];
}

export function learnOf(d: Deduction): { technique: TechniqueId; learn: LearnMore } {
  return { technique: d.technique, learn: TECHNIQUES[d.technique].learn };
}
