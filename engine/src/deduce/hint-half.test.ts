import { describe, expect, it } from 'vitest';
import { generate } from '../generator/generate';
import { clueAt, cluesOf } from '../puzzle';
import type { PlayerBoard } from './board';
import { hint } from './hint';
import { boardAfterHint } from './hint-board';
import { SHORT_HINT } from './hint-half';
import { hintLevel } from './hint-levels';

// D6L4-1 (expert 2-squares): from the empty board the first number needs a supposition, and the
// way to it works out a hidden sum first.
const { puzzle, solution } = generate({
  shape: '2-squares',
  orientation: 'landscape',
  difficulty: 4,
  seed: 1,
});
const empty: PlayerBoard = { puzzle, values: solution.map(() => 0) };

describe('a long hint stops at a clue half on its way', () => {
  it('ends on the true half of a hidden clue, in levels: the clue to look at, the reasoning, the number to write', () => {
    const record = hint(empty, solution)!;
    expect(record.half).toBe('add');
    const truth = clueAt(puzzle.layout, cluesOf(puzzle.layout, solution), record.cell)!;
    expect(clueAt(puzzle.layout, puzzle, record.cell)!.add).toBe(0);
    expect(record.value).toBe(truth.add);
    expect(record.steps.length - 1).toBeLessThanOrEqual(SHORT_HINT);
    expect(hintLevel(record, 1).steps[0]!.messages[0]!.key).toBe('nudge-hidden-clue');
    expect(hintLevel(record, 1).steps[0]!.selected).toBe(record.cell);
    const answer = record.steps.at(-1)!;
    expect(answer.selected).toBe(record.cell);
    expect(answer.messages).toEqual([{ key: 'hint-answer-add', params: { value: truth.add } }]);
  });

  it('once the half is written in, the next hint goes on from it to a number', () => {
    const first = hint(empty, solution)!;
    const next = hint(boardAfterHint(empty, first), solution)!;
    expect(next.half).toBeUndefined();
    expect(next.technique).toBe('chain');
    const m = puzzle.layout.mysteryAt[next.cell]!;
    expect(next.value).toBe(solution[m]);
    // The supposition's hint no longer shows how the half was worked out.
    const said = next.steps.flatMap((s) => s.messages.map((msg) => msg.key));
    expect(said).not.toContain('square-addclue-hint-2');
  });

  it('a wrong note in that clue does not count: the hint is the same', () => {
    const first = hint(empty, solution)!;
    const wrong = { cell: first.cell, half: first.half!, value: first.value + 1 };
    expect(hint({ ...empty, halves: [wrong] }, solution)).toEqual(first);
  });
});
