// While a supposition is followed, the forced steps may settle numbers that break a clue or a
// rule without leaving any mystery empty: two settled neighbours that do not fit their clue, a
// pair of numbers that now connects twice (rule 2), or a second special square (rule 3). A full
// board can be such a board. These checks turn each into a step that empties a mystery, so a
// refutation ends on it like on any other contradiction, saying which clue or rule breaks.

import { message } from './build';
import { type Deduction, type Message, TECHNIQUES, type TechniqueId } from './deduction';
import { cellFact, describeFact, pairFact, squareFact } from './facts';
import type { Knowledge } from './knowledge';
import { bit } from './masks';
import type { MessageKey } from './messages';
import { type SettledPair, settledPair, settledPairKey } from './pair-math';

/** Every message these checks say, for the hint to show a break with the step that caused it. */
export const BREAK_KEYS: readonly MessageKey[] = [
  'pair-add-error-1',
  'pair-mult-error-2',
  'sq-add-error-1',
  'sq-mult-error-2',
  'rule2-hint-5',
  'rule2-hint-4',
];

/**
 * A clue or rule the settled numbers break now that `target` (a fact just changed) is known, as
 * a step emptying one of the mysteries involved; undefined when nothing breaks. The board is
 * taken to have broken nothing before the change.
 */
export function breakAfter(k: Knowledge, target: number): Deduction | undefined {
  return breaksAfter(k, target).next().value ?? undefined;
}

/** Every such break, clues first (a search for the shortest chain weighs them all). */
export function* breaksAfter(k: Knowledge, target: number): Generator<Deduction, void> {
  const { layout } = k;
  const ref = describeFact(layout, target);
  if (ref.kind === 'cell') {
    const m = ref.mystery;
    if (k.value(m) === 0) return;
    for (const p of layout.pairsOf[m]!) yield* some(pairArithmetic(k, p, m));
    for (const q of layout.squaresOf[m]!) yield* some(squareArithmetic(k, q, m));
    yield* ruleBreaks(k, m);
  } else if (ref.kind === 'pair') {
    const { a } = layout.pairs[ref.slot]!;
    yield* some(pairArithmetic(k, ref.slot, a));
    yield* ruleBreaks(k, a);
  } else {
    yield* some(squareArithmetic(k, ref.slot, layout.squares[ref.slot]!.corners[0]));
  }
}

function some(d: Deduction | undefined): Deduction[] {
  return d ? [d] : [];
}

/** Both neighbours of pair p settled, and a known half they do not make. */
function pairArithmetic(k: Knowledge, p: number, m: number): Deduction | undefined {
  const { a, b } = k.layout.pairs[p]!;
  const partner = a === m ? b : a;
  const value = k.value(m);
  const w = k.value(partner);
  if (value === 0 || w === 0) return undefined;
  const sum = k.pairHalf(p, 'add');
  const product = k.pairHalf(p, 'mult');
  if (sum !== 0 && value + w !== sum) {
    const msg = message('pair-add-error-1', { value, partner: w, got: value + w, sum });
    return emptying(k, 'subtract-divide', m, [m, partner, pairFact(k.layout, p, 'add')], msg);
  }
  if (product !== 0 && value * w !== product) {
    const msg = message('pair-mult-error-2', { value, partner: w, got: value * w, product });
    return emptying(k, 'subtract-divide', m, [m, partner, pairFact(k.layout, p, 'mult')], msg);
  }
  return undefined;
}

/** All four corners of square q settled, and a known half they do not make. */
function squareArithmetic(k: Knowledge, q: number, m: number): Deduction | undefined {
  const { corners } = k.layout.squares[q]!;
  const value = k.value(m);
  const others = corners.filter((c) => c !== m);
  const [a, b, c] = others.map((o) => k.value(o)) as [number, number, number];
  if (value === 0 || a === 0 || b === 0 || c === 0) return undefined;
  const sum = k.squareHalf(q, 'add');
  const product = k.squareHalf(q, 'mult');
  const got = { sum: a + b + c + value, product: a * b * c * value };
  if (sum !== 0 && got.sum !== sum) {
    const msg = message('sq-add-error-1', { a, b, c, value, got: got.sum, sum });
    return emptying(k, 'central-square', m, [...corners, squareFact(k.layout, q, 'add')], msg);
  }
  if (product !== 0 && got.product !== product) {
    const msg = message('sq-mult-error-2', { a, b, c, value, got: got.product, product });
    return emptying(k, 'central-square', m, [...corners, squareFact(k.layout, q, 'mult')], msg);
  }
  return undefined;
}

/**
 * Rule 2 or rule 3 broken anywhere on the board, read as `checkRules` reads a board (rules.ts),
 * with pairs settled by both halves of their clue counting too. Emptied is `m` when it takes
 * part, else a mystery that does.
 */
function* ruleBreaks(k: Knowledge, m: number): Generator<Deduction, void> {
  const { layout } = k;
  const { squares } = layout;
  const specials: number[] = [];
  squares.forEach((square, q) => {
    const v = k.value(square.corners[0]);
    if (v !== 0 && square.corners.every((c) => k.value(c) === v)) specials.push(q);
  });
  if (specials.length > 1) {
    // Rule 3: the square m completed, else the last one, against each other.
    const mine = specials.find((q) => squares[q]!.corners.includes(m)) ?? specials.at(-1)!;
    const corners = squares[mine]!.corners;
    const target = corners.includes(m) ? m : corners[0];
    for (const other of specials) {
      if (other === mine) continue;
      const otherCorners = squares[other]!.corners.map(cellFact);
      const msg = message('rule2-hint-5', { a: k.value(target), b: k.value(squares[other]!.corners[0]) });
      yield {
        ...emptying(k, 'rule-2', target, [...corners.map(cellFact), ...otherCorners], msg, 'rule-3'),
        conflicts: otherCorners,
      };
    }
    return;
  }
  // Pair slots by the pair they are settled to (10x + y), from the numbers and halves alone: most
  // boards settle no pair twice, and only slots that share their pair need their premises built.
  const count = layout.pairs.length;
  const keys: number[] = new Array(count);
  const slotsOf = new Map<number, number[]>();
  let twice = false;
  for (let e = 0; e < count; e++) {
    const key = settledPairKey(k, e);
    keys[e] = key;
    if (key === 0) continue;
    const slots = slotsOf.get(key);
    if (slots) {
      slots.push(e);
      twice = true;
    } else slotsOf.set(key, [e]);
  }
  if (!twice) return;
  const settled: (SettledPair | undefined)[] = new Array(count);
  const settledAt = (e: number) => (settled[e] ??= settledPair(k, e));
  // Pairs with m first, so the step empties m when m takes part; each group in slot order.
  const order: number[] = [];
  for (let e = 0; e < count; e++) if (touches(k, e, m)) order.push(e);
  for (let e = 0; e < count; e++) if (!touches(k, e, m)) order.push(e);
  for (const f of order) {
    if (keys[f] === 0) continue;
    const same = slotsOf.get(keys[f]!)!;
    if (same.length < 2) continue;
    const one = settledAt(f)!;
    for (const e of same) {
      if (e === f) continue;
      const two = settledAt(e)!;
      if (one.x === one.y && oneSpecialSquare(k, e, f, one.x, specials)) continue;
      const { a, b } = layout.pairs[f]!;
      const target = a === m || b === m ? m : a;
      // Two {v,v} edges: what keeps them from being one special square is evidence too.
      const squaresAround =
        one.x === one.y
          ? squares
              .filter((s, q) => specials.includes(q) || (s.edges.includes(e) && s.edges.includes(f)))
              .flatMap((s) => s.corners.map(cellFact))
          : [];
      const premises = [...one.premises, ...two.premises, ...squaresAround];
      const msg = message('rule2-hint-4', { x: one.x, y: one.y });
      yield { ...emptying(k, 'rule-2', target, premises, msg, 'rule-2'), conflicts: two.premises };
    }
  }
}

function touches(k: Knowledge, e: number, m: number): boolean {
  const { a, b } = k.layout.pairs[e]!;
  return a === m || b === m;
}

/**
 * Edges e and f, both {v,v}, count once only as two sides of the one special square: a square
 * holding both that can still be all v, with no other square already all equal.
 */
function oneSpecialSquare(
  k: Knowledge,
  e: number,
  f: number,
  v: number,
  specials: readonly number[],
): boolean {
  return k.layout.squares.some(
    (square, q) =>
      square.edges.includes(e) &&
      square.edges.includes(f) &&
      square.corners.every((c) => (k.cand[c]! & bit(v)) !== 0) &&
      specials.every((s) => s === q),
  );
}

function emptying(
  k: Knowledge,
  technique: TechniqueId,
  m: number,
  premises: readonly number[],
  msg: Message,
  breaks: NonNullable<Deduction['breaks']> = 'clue',
): Deduction {
  return {
    technique,
    breaks,
    target: m,
    result: 0,
    removed: k.cand[m]!,
    premises: [...new Set(premises)],
    standalone: true,
    message: msg,
    cost: TECHNIQUES[technique].cost,
  };
}
