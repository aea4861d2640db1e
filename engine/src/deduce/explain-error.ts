// The error assist: why a number the player entered is wrong, told with what the player can see.
// First the direct reasons - a clue it does not fit (arithmetic), a partner it would push out of
// 1..9 (rule 1), a pair it would repeat (rule 2) - then a short chain of forced steps to a
// contradiction, else no reason (the number may be wrong only for reasons too long to show).

import { reorientValues, turnCell, type Values } from '../puzzle';
import { type PlayerBoard, readBoard } from './board';
import { message as msg } from './build';
import { GENTLE_CHAIN_STEPS, MAX_CHAIN_STEPS, refute } from './chain';
import type { Deduction, Message } from './deduction';
import { type DirectReason, pairReasons, ruleTwoReasons, squareReasons } from './error-checks';
import { factCell } from './facts';
import { blankStep, type HintStep, type SmartHint, stepOf } from './hint-record';
import { landscapeBoard, onBoard } from './orientation';

export interface ExplainOptions {
  /** The gentle hint: a nudge naming the kind of mistake, following chains of 3 steps at most. */
  readonly gentle?: boolean;
  /** The puzzle's solution, when known (saves solving it again). */
  readonly solution?: Values;
}

/**
 * Explain why `value` at grid cell `cell` is wrong on the player's board. The entry itself must
 * not be on the board. Answers undefined when the cell is not a mystery or the value is right.
 */
export function explainError(
  board: PlayerBoard,
  cell: number,
  value: number,
  options: ExplainOptions = {},
): SmartHint | undefined {
  const own = board.puzzle.layout;
  const solution = options.solution && reorientValues(own, options.solution, 'landscape');
  const at = turnCell(own, cell, 'landscape');
  return onBoard(board, explainOnLandscape(landscapeBoard(board), at, value, { ...options, solution }));
}

function explainOnLandscape(
  board: PlayerBoard,
  cell: number,
  value: number,
  options: ExplainOptions,
): SmartHint | undefined {
  const { layout } = board.puzzle;
  const m = layout.mysteryAt[cell] ?? -1;
  const read = readBoard(board, options.solution);
  if (m < 0 || !read || read.solution[m] === value || read.knowledge.value(m) !== 0) return undefined;
  if (!Number.isInteger(value) || value < 1 || value > 9) return undefined;
  const k = read.knowledge;
  const gentle = options.gentle === true;
  const direct = [...pairReasons(k, m, value), ...squareReasons(k, m, value), ...ruleTwoReasons(k, m, value)];
  const first =
    direct.find((r) => r.errorType === 'arithmetic') ??
    direct.find((r) => r.errorType === 'rule_1') ??
    direct[0];
  if (first) return directHint(board, cell, value, first, gentle);

  const chain = refute(k, m, value, gentle ? GENTLE_CHAIN_STEPS : MAX_CHAIN_STEPS, { thorough: true });
  if (chain) {
    const inner = chain.steps.map((s) => ({ ...stepOf(board.puzzle, s, undefined), neutral: [cell] }));
    const last = inner.at(-1)!;
    // The gentle hint shows where the trouble lies, not how: the chain's cells, no arithmetic.
    const involved = [...new Set(inner.flatMap((s) => [s.selected, ...s.green, ...s.red]))].filter(
      (c) => c !== cell,
    );
    const steps: HintStep[] = gentle
      ? [{ ...blankStep(cell), red: [cell], green: involved, messages: [msg('gentle-hint-3', { value })] }]
      : [
          {
            ...blankStep(cell),
            red: [cell],
            messages: [msg('guess-hint-1', { value })],
            candidates: [value],
          },
          ...inner.slice(0, -1),
          {
            ...last,
            red: [...new Set([...last.red, last.selected])],
            // A broken rule's own words and the ending say the same: the ending alone, with its numbers.
            messages: saysRuleAgain(chain.steps.at(-1)!)
              ? [ending(chain.steps.at(-1)!, value)]
              : [...last.messages, ending(chain.steps.at(-1)!, value)],
          },
        ];
    return { type: 'error', errorType: 'chain', technique: 'chain', cell, value, steps };
  }
  return {
    type: 'error',
    errorType: 'unexplained',
    cell,
    value,
    steps: [{ ...blankStep(cell), red: [cell], messages: [msg('guess-no-hint-1')] }],
  };
}

/** Whether the chain's ending says again what its last step says (a pair used twice, two special squares). */
function saysRuleAgain(last: Deduction): boolean {
  return last.breaks === 'rule-2' || last.breaks === 'rule-3';
}

/** The chain's last sentence: what the supposition leads to, with the numbers in it. */
function ending(last: Deduction, value: number): Message {
  switch (last.breaks) {
    case 'rule-2':
      return msg('guess-rule2-more', { value, x: last.message.params.x!, y: last.message.params.y! });
    case 'rule-3':
      return msg('guess-rule3-more', { value });
    case 'clue':
      return msg('guess-clue-more', { value });
    default:
      return msg('guess-hint-more', { value });
  }
}

function directHint(
  board: PlayerBoard,
  cell: number,
  value: number,
  reason: DirectReason,
  gentle: boolean,
): SmartHint {
  const { layout } = board.puzzle;
  const evidence = [...new Set(reason.facts.map((f) => factCell(layout, f)))];
  const conflicts = reason.conflicts.map((c) => layout.mysteries[c]!);
  const nudge = reason.errorType === 'rule_2' ? msg('gentle-hint-2') : msg('gentle-hint-1');
  const step: HintStep = {
    ...blankStep(cell),
    red: [cell, ...conflicts],
    green: evidence.filter((c) => !conflicts.includes(c)),
    arrows: gentle ? [] : evidence.map((from) => ({ from, to: cell })),
    messages: [gentle ? nudge : reason.message],
    candidates: [value],
  };
  return {
    type: 'error',
    errorType: reason.errorType,
    ...(reason.errorType === 'rule_2'
      ? { technique: 'rule-2' as const, learn: { kind: 'rule' as const, rule: 2 as const } }
      : {}),
    cell,
    value,
    steps: [step],
  };
}
