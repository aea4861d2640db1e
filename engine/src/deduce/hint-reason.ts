// Level 2 of a smart hint: the reason without the answer. The reasoning's own last sentence often
// says the number already ("so ? = 11 − 4 = 7", "This number can be 6"), which would leave level 3
// nothing to show. Each such sentence has a twin that stops before the number ("so ? = 11 − 4"),
// so the child does the last sum and level 3 confirms it.

import type { Message } from './deduction';
import type { HintStep, SmartHint } from './hint-record';
import type { MessageKey, MessageParams } from './messages';

interface Twin {
  /** The parameters that, all equal to the number found, make the sentence give it away. */
  readonly says: readonly string[];
  /** The same reason, said without the number. */
  readonly key: MessageKey;
}

/** Every sentence that can end on a number or a clue half found, with its twin. */
export const REASON_TWINS: Readonly<Partial<Record<MessageKey, Twin>>> = {
  'pair-addmult-hint-1': { says: ['a', 'b'], key: 'pair-addmult-why-1' },
  'pair-add-hint-1': { says: ['value'], key: 'pair-add-why-1' },
  'pair-mult-hint-1': { says: ['value'], key: 'pair-mult-why-1' },
  'pair-add-hint-2': { says: ['left'], key: 'pair-add-why-2' },
  'pair-add-hint-5': { says: ['left'], key: 'pair-add-why-5' },
  'pair-mult-hint-2': { says: ['left'], key: 'pair-mult-why-2' },
  'pair-add-hint-3': { says: ['value'], key: 'pair-add-why-3' },
  'pair-mult-hint-3': { says: ['value'], key: 'pair-mult-why-3' },
  'pair-common-hint-1': { says: ['digits'], key: 'pair-common-why-1' },
  'square-add-hint-1': { says: ['value'], key: 'square-add-why-1' },
  'square-mult-hint-1': { says: ['value'], key: 'square-mult-why-1' },
  'czeus-square-hint-1': { says: ['value'], key: 'czeus-square-why-1' },
  'square-fit-hint-1': { says: ['digits'], key: 'square-fit-why-1' },
  'guess-hint-3': { says: ['digits'], key: 'guess-why-3' },
  'pair-addclue-hint-1': { says: ['value'], key: 'pair-addclue-why-1' },
  'pair-multclue-hint-1': { says: ['value'], key: 'pair-multclue-why-1' },
  'pair-addclue-hint-2': { says: ['value'], key: 'pair-addclue-why-2' },
  'pair-multclue-hint-2': { says: ['value'], key: 'pair-multclue-why-2' },
  'square-addclue-hint-1': { says: ['value'], key: 'square-addclue-why-1' },
  'square-multclue-hint-1': { says: ['value'], key: 'square-multclue-why-1' },
  'square-addclue-hint-2': { says: ['value'], key: 'square-addclue-why-2' },
  'square-multclue-hint-2': { says: ['value'], key: 'square-multclue-why-2' },
  'square-addclue-hint-3': { says: ['value'], key: 'square-addclue-why-3' },
  'square-multclue-hint-3': { says: ['value'], key: 'square-multclue-why-3' },
};

/** Whether a parameter is the one number `value`: the number itself, or a list of it alone. */
function isOnly(param: MessageParams[string] | undefined, value: number): boolean {
  if (param === undefined) return false;
  return typeof param === 'number' ? param === value : param.length === 1 && param[0] === value;
}

/** Whether a sentence tells the number `value` outright. */
export function givesAway(m: Message, value: number): boolean {
  const twin = REASON_TWINS[m.key];
  return twin?.says.every((name) => isOnly(m.params[name], value)) === true;
}

/** A sentence said without the number it finds, when it would tell it. */
export function withoutAnswer(m: Message, value: number): Message {
  const twin = REASON_TWINS[m.key];
  return twin && givesAway(m, value) ? { key: twin.key, params: m.params } : m;
}

/**
 * A reasoning step as level 2 shows it: about the hint's own cell, its sentences without the
 * answer, no lone candidate drawn, and no clue half written in that is the answer itself.
 */
export function reasonStep(record: SmartHint, step: HintStep): HintStep {
  if (step.selected !== record.cell) return step;
  const { value, half } = record;
  return {
    ...step,
    messages: step.messages.map((m) => withoutAnswer(m, value)),
    candidates: step.candidates.length === 1 && step.candidates[0] === value ? [] : step.candidates,
    clues: half
      ? step.clues
          .map((c) => (c.cell === record.cell ? { ...c, [half]: 0 } : c))
          .filter((c) => c.add !== 0 || c.mult !== 0)
      : step.clues,
  };
}
