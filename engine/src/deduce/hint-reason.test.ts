// Level 2 of a smart hint gives the reason and keeps the answer back: one fixed board per
// technique, played by hints from the empty board, and every hint on the way checked.

import { describe, expect, it } from 'vitest';
import { fromId } from '../generator/generate';
import { giveaways } from '../testing/level-two';
import type { PlayerBoard } from './board';
import type { TechniqueId } from './deduction';
import { hint } from './hint';
import { ANSWER_KEYS } from './hint-answer';
import { boardAfterHint } from './hint-board';
import { hintLevel } from './hint-levels';
import type { SmartHint } from './hint-record';
import { renderMessage } from './messages';

/** The hints from the empty board, up to and with the `at`-th (from 0). */
function hintsOf(id: string, at: number): SmartHint[] {
  const made = fromId(id);
  if (!made.ok) throw new Error(id);
  const { puzzle, solution } = made.value;
  let board: PlayerBoard = { puzzle, values: puzzle.layout.mysteries.map(() => 0) };
  const records: SmartHint[] = [];
  for (let n = 0; n <= at; n++) {
    const record = hint(board, solution)!;
    records.push(record);
    board = boardAfterHint(board, record);
  }
  return records;
}

describe('level 2 of a smart hint: the reason without the answer', () => {
  // biome-ignore format: one case a line
  it.each<[TechniqueId, string, number, boolean, number, string]>([
    ['subtract-divide', 'E1L1-1', 1, false, 2, '1 + ? = 3, so ? = 3 − 1.'],
    ['add-multiply', 'E2L1-1', 0, false, 7, 'Which two numbers add up to 14 and also multiply to 49?'],
    ['factor-pairs', 'E2L2-1', 0, false, 1, 'The two numbers add up to 7. The other one is at least 1, and 7 − 1 = 6. So this number is 6 or less: it can be 1, 2, 3, 4, 5 or 6. 7 = 1 × 7. Which of these numbers can this one still be?'],
    ['common-factors', 'E3L2-1', 0, false, 3, '9 = 1 × 9 = 3 × 3. So this number can be 1, 3 or 9. The number next to it is 8 or 9. Which number here fits the clue between them?'],
    ['central-square', 'E5L2-1', 3, false, 9, '3 + 3 + 8 + ? = 23, so ? = 23 − 3 − 3 − 8.'],
    ['extra-clues', 'E5L3-1', 0, false, 1, 'Which two numbers from 1 to 9 add up to 2? There is only one way.'],
    ['extra-clues', 'E6L4-1', 0, true, 6, 'The four numbers add up to 18. The other pair adds up to 12. So this pair adds up to 18 − 12.'],
    ['rule-2', 'E6L4-2', 5, false, 9, 'The number next to it is 1, 2, 3, 4, 5, 6, 7 or 8. Which number here fits the clue between them?'],
    ['chain', 'E2L4-1', 0, false, 2, '4 × ? = 16, so ? = 16 ÷ 4 = 4. Then the pair 4 and 4 would be used twice. Each pair can be used only once.'],
  ])('%s (%s, hint %i)', (technique, id, at, half, value, lastReason) => {
    const records = hintsOf(id, at);
    const record = records.at(-1)!;
    expect(record.technique).toBe(technique);
    expect(record.half !== undefined).toBe(half);
    expect(record.value).toBe(value);
    const level2 = hintLevel(record, 2).steps;
    expect(level2.at(-1)!.messages.map((m) => renderMessage(m.key, m.params)).join(' ')).toBe(lastReason);
    // Level 3 states the answer.
    const answer = hintLevel(record, 3).steps.at(-1)!.messages.at(-1)!;
    expect(ANSWER_KEYS).toContain(answer.key);
    expect(renderMessage(answer.key, answer.params)).toContain(String(value));
    for (const r of records) expect(giveaways(r), `${id}: ${r.technique} at ${r.cell}`).toEqual([]);
  });

  it('a chain stops at the contradiction, before its conclusion', () => {
    const record = hintsOf('E2L4-1', 0)[0]!;
    const level2 = hintLevel(record, 2).steps;
    expect(level2[1]!.messages).toEqual([{ key: 'guess-hint-1', params: { value: 4 } }]);
    expect(level2.at(-1)!.messages.at(-1)!.key).toBe('rule2-hint-4');
    expect(record.steps.at(-1)!.messages).toEqual([{ key: 'guess-hint-4', params: { value: 4, only: 2 } }]);
  });
});
