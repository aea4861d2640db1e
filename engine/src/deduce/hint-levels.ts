// A smart hint in levels, as the best teaching games give them (Good Sudoku): level 1 is a nudge
// - where to look and the technique's name; level 2 shows the reasoning steps; level 3 states the
// answer. The player pays for the hint once; looking deeper into the same hint is free, so the
// levels are views of one record, not actions of the session.
//
// Here too the reasoning is made short: rule-2 strike-outs on one number are said in one sentence,
// and a sentence already said is not said again (its step's cells join the first one's).

import type { Puzzle } from '../puzzle';
import { BREAK_KEYS } from './breaks';
import { message } from './build';
import { type Deduction, type Message, TECHNIQUES, type TechniqueId } from './deduction';
import { groupedByCell } from './hint-order';
import { blankStep, type HintStep, type SmartHint, stepsOf } from './hint-record';
import type { Knowledge } from './knowledge';
import type { MessageKey } from './messages';

export const HINT_LEVELS = [1, 2, 3] as const;
export type HintLevel = (typeof HINT_LEVELS)[number];

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

const NUDGES: Readonly<Record<TechniqueId, MessageKey>> = {
  'subtract-divide': 'nudge-subtract-divide',
  'add-multiply': 'nudge-add-multiply',
  'factor-pairs': 'nudge-factor-pairs',
  'common-factors': 'nudge-common-factors',
  'central-square': 'nudge-central-square',
  'extra-clues': 'nudge-extra-clues',
  'rule-2': 'nudge-rule-2',
  chain: 'nudge-chain',
};

/** Whether a record comes in levels: a smart hint that finds a number. */
export function hasLevels(record: SmartHint): boolean {
  return record.type === 'hint' && record.nudge !== undefined && record.value > 0;
}

/**
 * What a level of the hint shows: level 1 its nudge alone, level 2 the reasoning without the
 * answer, level 3 everything. An error explanation, or a record without levels, shows whole.
 */
export function hintLevel(record: SmartHint, level: HintLevel): SmartHint {
  if (!hasLevels(record) || level === 3) return record;
  if (level === 1) return { ...record, steps: [record.nudge!] };
  return { ...record, steps: record.steps.slice(0, -1) };
}

/** The hardest technique among the steps a hint uses: the one it teaches. */
export function hardestOf(techniques: readonly TechniqueId[]): TechniqueId {
  let hardest = techniques[0] ?? 'subtract-divide';
  for (const t of techniques) if (TECHNIQUES[t].rank > TECHNIQUES[hardest].rank) hardest = t;
  return hardest;
}

/**
 * Level 1: what to find (a number, or a clue half with `nudge-hidden-clue`) and the cells the
 * reasoning reads, without any of its numbers; the words are the technique's nudge unless given.
 */
export function nudgeOf(
  cell: number,
  technique: TechniqueId,
  steps: readonly HintStep[],
  key: MessageKey = NUDGES[technique],
): HintStep {
  const look = new Set<number>();
  for (const step of steps) {
    for (const c of [step.selected, ...step.green, ...step.neutral]) look.add(c);
  }
  look.delete(cell);
  return { ...blankStep(cell), green: [...look], messages: [message(key)] };
}

/**
 * Deductions from `start` as the steps a hint shows: each replayed on a copy of the start, so
 * each step shows the clue halves known at that point, then made short (condense), in the order
 * found or with each number's steps together (hint-order.ts), whichever shows fewer. Also returns
 * the board after them.
 */
export function shownDeductions(
  puzzle: Puzzle,
  start: Knowledge,
  deductions: readonly Deduction[],
): { readonly steps: HintStep[]; readonly after: Knowledge } {
  const inOrder = shownInOrder(puzzle, start, deductions);
  const grouped = groupedByCell(puzzle.layout, deductions);
  if (grouped.every((d, i) => d === deductions[i])) return inOrder;
  const regrouped = shownInOrder(puzzle, start, grouped);
  return regrouped.steps.length < inOrder.steps.length ? regrouped : inOrder;
}

function shownInOrder(
  puzzle: Puzzle,
  start: Knowledge,
  deductions: readonly Deduction[],
): { readonly steps: HintStep[]; readonly after: Knowledge } {
  const after = start.clone();
  const steps = deductions.flatMap((d) => {
    after.apply(d);
    return stepsOf(puzzle, d, after);
  });
  return { steps: condense(steps), after };
}

/** Level 3: the number, said plainly ("So this number is 5"). */
export function answerOf(cell: number, value: number, technique: TechniqueId): HintStep {
  const key: MessageKey = technique === 'rule-2' ? 'rule2-hint-3' : 'hint-answer-1';
  return { ...blankStep(cell), candidates: [value], messages: [message(key, { value })] };
}

const sameMessages = (a: readonly Message[], b: readonly Message[]) =>
  a.length === b.length && a.every((m, i) => sameMessage(m, b[i]!));

function sameMessage(a: Message, b: Message): boolean {
  if (a.key !== b.key) return false;
  const names = Object.keys(a.params);
  if (names.length !== Object.keys(b.params).length) return false;
  return names.every((name) => String(a.params[name]) === String(b.params[name]));
}

const union = <T>(a: readonly T[], b: readonly T[]): T[] => [...new Set([...a, ...b])];

/** Two steps shown as one: the first's words and number, both steps' cells. */
function joined(into: HintStep, from: HintStep): HintStep {
  const arrows = [...into.arrows];
  for (const a of from.arrows) if (!arrows.some((b) => b.from === a.from && b.to === a.to)) arrows.push(a);
  const clues = [...into.clues];
  for (const c of from.clues) if (!clues.some((d) => d.cell === c.cell)) clues.push(c);
  const neutral = union(
    into.neutral,
    from.selected === into.selected ? from.neutral : [from.selected, ...from.neutral],
  );
  return {
    ...into,
    red: union(into.red, from.red),
    green: union(into.green, from.green).filter((c) => c !== into.selected),
    neutral: neutral.filter((c) => c !== into.selected),
    arrows,
    clues,
  };
}

/** Whether a step reads or shows `cell` (so a strike-out on it may not move past the step). */
function touches(step: HintStep, cell: number): boolean {
  return (
    step.selected === cell ||
    step.green.includes(cell) ||
    step.red.includes(cell) ||
    step.neutral.includes(cell)
  );
}

const isStrike = (step: HintStep) => step.messages.length === 1 && step.messages[0]!.key === 'rule2-hint-1';

/**
 * Rule-2 strike-outs on one number, one after another with nothing between them that looks at
 * that number, become one step: "The pairs 1-9, 2-8 and 3-7 are already used ... not 9, 8 or 7".
 */
export function mergeStrikes(steps: readonly HintStep[]): HintStep[] {
  const out: HintStep[] = [];
  const done = new Set<number>();
  steps.forEach((step, i) => {
    if (done.has(i)) return;
    if (!isStrike(step)) {
      out.push(step);
      return;
    }
    const group = [i];
    for (let j = i + 1; j < steps.length; j++) {
      const next = steps[j]!;
      if (isStrike(next) && next.selected === step.selected) group.push(j);
      else if (touches(next, step.selected)) break;
    }
    if (group.length === 1) {
      out.push(step);
      return;
    }
    for (const j of group) done.add(j);
    const members = group.map((j) => steps[j]!);
    // A pair or a digit named twice (a 1 beside and a 5 beside, with 1-5 used) is said once.
    const said = new Set<string>();
    const pairs = members.flatMap((s) => {
      const { x, y } = s.messages[0]!.params as { x: number; y: number };
      if (said.has(`${x}-${y}`)) return [];
      said.add(`${x}-${y}`);
      return [x, y];
    });
    const digits = [...new Set(members.map((s) => s.messages[0]!.params.value as number))];
    let merged = members.reduce(joined);
    merged = {
      ...merged,
      candidates: members.at(-1)!.candidates,
      messages: [message('rule2-hint-6', { pairs, digits })],
    };
    // It goes where the last strike-out was: the steps that stood between come first.
    const last = group.at(-1)!;
    for (let k = i + 1; k < last; k++) {
      if (group.includes(k)) continue;
      done.add(k);
      out.push(steps[k]!);
    }
    out.push(merged);
  });
  return out;
}

/** Steps whose words were said already join the step that said them first. */
export function dropRepeats(steps: readonly HintStep[]): HintStep[] {
  const out: HintStep[] = [];
  for (const step of steps) {
    const said = out.findIndex((s) => s.messages.length > 0 && sameMessages(s.messages, step.messages));
    if (said === -1) out.push(step);
    else out[said] = joined(out[said]!, step);
  }
  return out;
}

const SUPPOSE_KEY: MessageKey = 'guess-hint-1';
const supposes = (step: HintStep) => step.messages.some((m) => m.key === SUPPOSE_KEY);
/** A supposition, and a conclusion ("So this number is not 3. It can be 5 or 6."), stand alone. */
const STANDS_ALONE: readonly MessageKey[] = [SUPPOSE_KEY, 'guess-hint-3', ...ANSWER_KEYS];
const standsAlone = (step: HintStep) => step.messages.some((m) => STANDS_ALONE.includes(m.key));

const onlyBreaks = (step: HintStep) => step.messages.every((m) => BREAK_KEYS.includes(m.key));

/**
 * Steps one after another about the same number (or clue) are shown as one step with their
 * sentences in order: "The number next to it can only be 2 to 7, so this one can only be 4 to 9.
 * The pair 6 and 7 is already used, so it is not 6." The player looks at one cell once. A
 * supposition and a conclusion stand alone, and nothing from before a supposition joins a step
 * after it: what is supposed and what was known stay apart. After a supposition, a clue or rule
 * found broken joins the step that broke it, whatever its number.
 */
export function mergeSameCell(steps: readonly HintStep[]): HintStep[] {
  const out: HintStep[] = [];
  // A step after the supposition is about the supposed world: it never joins one from before it.
  let world = 0;
  let lastWorld = -1;
  for (const step of steps) {
    if (supposes(step)) world++;
    const prev = out.at(-1);
    const joins =
      prev !== undefined &&
      lastWorld === world &&
      !standsAlone(step) &&
      !standsAlone(prev) &&
      (prev.selected === step.selected || (world > 0 && onlyBreaks(step))) &&
      prev.messages.length > 0 &&
      step.messages.length > 0;
    if (joins && prev.selected !== step.selected) {
      // "3 + ? = 9, so ? = 6. Then the pair 3 and 6 would be used twice.": the break is what
      // the step before it leads to, shown with it; its cells stay red.
      const both = joined(prev, step);
      out[out.length - 1] = {
        ...both,
        neutral: both.neutral.filter((c) => !both.red.includes(c)),
        messages: [...prev.messages, ...step.messages],
      };
    } else if (joins) {
      out[out.length - 1] = {
        ...joined(prev, step),
        candidates: step.candidates,
        messages: [...prev.messages, ...step.messages],
      };
    } else out.push(step);
    lastWorld = world;
  }
  return out;
}

/** The reasoning made short: strike-outs merged, repeats dropped, one cell's steps joined. */
export function condense(steps: readonly HintStep[]): HintStep[] {
  return mergeSameCell(dropRepeats(mergeStrikes(steps)));
}
