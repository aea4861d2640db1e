// A hint's reasoning made short: rule-2 strike-outs on one number said in one sentence, a
// sentence already said not said again (its step's cells join the first one's), and one
// number's steps one after another shown as one.

import { BREAK_KEYS } from './breaks';
import { message } from './build';
import type { Message } from './deduction';
import { ANSWER_KEYS } from './hint-answer';
import type { HintStep } from './hint-record';
import type { MessageKey } from './messages';

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
