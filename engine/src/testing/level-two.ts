// Test support: what level 2 of a smart hint gives away of its answer. Level 2 is the reason
// without the answer (deduce/hint-reason.ts); a sentence that ends on the number found, the number
// drawn as the only candidate, or the clue half written in would give level 3 away.

import { ANSWER_KEYS } from '../deduce/hint-answer';
import { hintLevel } from '../deduce/hint-levels';
import type { SmartHint } from '../deduce/hint-record';
import { renderMessage } from '../deduce/messages';

/** What level 2 of a hint gives away of its answer, if anything. */
export function giveaways(record: SmartHint): string[] {
  const out: string[] = [];
  const level2 = hintLevel(record, 2).steps;
  const { cell, value } = record;
  // A sentence that ends on the number found: "is 7.", "be 7.", "are 7 and 7.", or a sum for the
  // unknown that ends on it ("? = 11 − 4 = 7."). A bound that happens to be the number ("5 − 1 = 4,
  // so this number is 4 or less") is a reason, not the answer.
  const says = new RegExp(`(?:is|be|are) ${value}(?: and ${value})?\\.$`);
  const solves = new RegExp(`\\? = .*= ${value}\\.$`);
  const tells = (sentence: string) => says.test(sentence) || solves.test(sentence);
  level2.forEach((step, i) => {
    for (const m of step.messages) {
      const text = renderMessage(m.key, m.params);
      if (ANSWER_KEYS.includes(m.key)) out.push(`answer at level 2: ${text}`);
      if (step.selected === cell && text.split(/(?<=\.) /).some(tells)) out.push(`tells ${value}: ${text}`);
    }
    if (
      step.selected === cell &&
      !record.half &&
      step.candidates.length === 1 &&
      step.candidates[0] === value
    )
      out.push(`draws ${value} as the only candidate`);
    const half = record.half;
    if (half && step.clues.some((c) => c.cell === cell && c[half] === value))
      out.push(`writes ${value} in the clue`);
    // Steps about other cells are shown as they are.
    if (step.selected !== cell && step !== record.steps[i]) out.push(`changed step ${i} about another cell`);
  });
  if (level2.length !== record.steps.length - 1) out.push('level 2 is not the reasoning');
  return out;
}
