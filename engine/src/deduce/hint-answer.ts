// A hint's answer, its level 3: the step that states the number found, in the words a hint may
// end on.

import { message } from './build';
import type { Message, TechniqueId } from './deduction';
import { blankStep, type HintStep } from './hint-record';
import type { MessageKey } from './messages';

/**
 * The message keys a hint's last step may end on: each states the number found ("So this number
 * is 5", or after a supposition in a mystery with two candidates "So this number is not 3. It
 * must be 5", which is the chain's conclusion and its answer at once).
 */
export const ANSWER_KEYS: readonly MessageKey[] = [
  'hint-answer-1',
  'rule2-hint-3',
  'guess-hint-4',
  'hint-answer-add',
  'hint-answer-mult',
];

/** The number an answer message states, or undefined for a message that is no answer. */
export function answerValue(m: Message): number | undefined {
  if (!ANSWER_KEYS.includes(m.key)) return undefined;
  return Number(m.key === 'guess-hint-4' ? m.params.only : m.params.value);
}

/** Whether a step states that its mystery is `value` in an answer's words (a chain's conclusion). */
export function isAnswer(step: HintStep | undefined, cell: number, value: number): boolean {
  return (
    step !== undefined &&
    step.selected === cell &&
    step.messages.length === 1 &&
    answerValue(step.messages[0]!) === value
  );
}

/** Level 3: the number, said plainly ("So this number is 5"). */
export function answerOf(cell: number, value: number, technique: TechniqueId): HintStep {
  const key: MessageKey = technique === 'rule-2' ? 'rule2-hint-3' : 'hint-answer-1';
  return { ...blankStep(cell), candidates: [value], messages: [message(key, { value })] };
}
