// The direct reasons an entry is wrong, read from what the player can see: the clues and the
// numbers around it. Each check returns the message and the cells it points at, or nothing.

import { FORCING_SQUARE_PRODUCTS } from '../constants';
import { ANY, squareRemainder } from '../solver/tables';
import { message } from './build';
import type { Message } from './deduction';
import { pairFact, squareFact } from './facts';
import type { Knowledge } from './knowledge';
import { bit } from './masks';
import { settledPair } from './pair-math';
import { squareSupports } from './square-math';

export interface DirectReason {
  readonly errorType: 'arithmetic' | 'rule_1' | 'rule_2';
  readonly message: Message;
  /** Facts the reason reads (clue halves, known mysteries). */
  readonly facts: readonly number[];
  /** Mysteries in conflict with the entry (rule 2). */
  readonly conflicts: readonly number[];
}

const reason = (
  errorType: DirectReason['errorType'],
  msg: Message,
  facts: readonly number[],
  conflicts: readonly number[] = [],
): DirectReason => ({ errorType, message: msg, facts, conflicts });

/** The pair clues around mystery m: arithmetic first, then rule 1. */
export function pairReasons(k: Knowledge, m: number, value: number): DirectReason[] {
  const { layout } = k;
  const out: DirectReason[] = [];
  const bounds: DirectReason[] = [];
  for (const p of layout.pairsOf[m]!) {
    const { a, b } = layout.pairs[p]!;
    const partner = a === m ? b : a;
    const sum = k.pairHalf(p, 'add');
    const product = k.pairHalf(p, 'mult');
    const w = k.value(partner);
    const addF = pairFact(layout, p, 'add');
    const multF = pairFact(layout, p, 'mult');
    if (product !== 0 && product % value !== 0) {
      out.push(reason('arithmetic', message('pair-mult-error-1', { value, product }), [multF]));
    } else if (product !== 0 && w !== 0 && value * w !== product) {
      out.push(
        reason('arithmetic', message('pair-mult-error-2', { value, partner: w, got: value * w, product }), [
          multF,
          partner,
        ]),
      );
    } else if (product !== 0 && product / value > 9) {
      bounds.push(
        reason('rule_1', message('pair-mult-error-3', { value, product, partner: product / value }), [multF]),
      );
    }
    if (sum !== 0 && w !== 0 && value + w !== sum) {
      out.push(
        reason('arithmetic', message('pair-add-error-1', { value, partner: w, got: value + w, sum }), [
          addF,
          partner,
        ]),
      );
    } else if (sum !== 0 && (sum - value < 1 || sum - value > 9)) {
      bounds.push(
        reason('rule_1', message('pair-add-error-2', { sum, value, partner: sum - value }), [addF]),
      );
    } else if (sum !== 0 && product !== 0 && product % value === 0 && value * (sum - value) !== product) {
      const rest = sum - value;
      out.push(
        reason(
          'arithmetic',
          message('pair-clue-error-1', { value, partner: rest, got: value * rest, product }),
          [addF, multF],
        ),
      );
    }
  }
  return [...out, ...bounds];
}

/** The square clues m is a corner of, and what their pairs imply. */
export function squareReasons(k: Knowledge, m: number, value: number): DirectReason[] {
  const { layout } = k;
  const out: DirectReason[] = [];
  const bounds: DirectReason[] = [];
  for (const q of layout.squaresOf[m]!) {
    const { corners } = layout.squares[q]!;
    const sum = k.squareHalf(q, 'add');
    const product = k.squareHalf(q, 'mult');
    const addF = squareFact(layout, q, 'add');
    const multF = squareFact(layout, q, 'mult');
    const others = corners.filter((c) => c !== m);
    const known = others.filter((c) => k.value(c) !== 0);
    const knownValues = known.map((c) => k.value(c));
    const open = others.length - known.length;
    if ((FORCING_SQUARE_PRODUCTS as readonly number[]).includes(product)) {
      const forced = Math.round(product ** 0.25);
      if (value !== forced)
        out.push(reason('arithmetic', message('sq-mult-error-4', { product, forced }), [multF]));
      continue;
    }
    if (product !== 0) {
      const knownProduct = knownValues.reduce((x, y) => x * y, value);
      if (product % value !== 0) {
        out.push(reason('arithmetic', message('sq-mult-error-1', { value, product }), [multF]));
      } else if (open === 0 && knownProduct !== product) {
        const [a, b, c] = knownValues as [number, number, number];
        out.push(
          reason('arithmetic', message('sq-mult-error-2', { a, b, c, value, got: knownProduct, product }), [
            multF,
            ...known,
          ]),
        );
      } else if (
        open > 0 &&
        (product % knownProduct !== 0 || squareRemainder(open, ANY, product / knownProduct) === 0)
      ) {
        bounds.push(
          reason(
            'rule_1',
            product % knownProduct === 0
              ? message('sq-mult-error-3', { rest: product / knownProduct })
              : message('sq-mult-error-5', { got: knownProduct, product }),
            [multF, ...known],
          ),
        );
      }
    }
    if (sum !== 0) {
      const knownSum = knownValues.reduce((x, y) => x + y, value);
      if (open === 0 && knownSum !== sum) {
        const [a, b, c] = knownValues as [number, number, number];
        out.push(
          reason('arithmetic', message('sq-add-error-1', { a, b, c, value, got: knownSum, sum }), [
            addF,
            ...known,
          ]),
        );
      } else if (open > 0 && (sum - knownSum < open || sum - knownSum > 9 * open)) {
        bounds.push(reason('rule_1', message('sq-add-error-2', { rest: sum - knownSum }), [addF, ...known]));
      }
    }
    if (sum !== 0 && product !== 0 && out.length === 0 && bounds.length === 0) {
      const masks = corners.map((c) => (c === m ? bit(value) : k.cand[c]!));
      const fits = squareSupports(masks, sum, product)[corners.indexOf(m)]!;
      if (fits === 0)
        out.push(
          reason('arithmetic', message('sq-dbl-clue-error-1', { value, sum, product }), [
            addF,
            multF,
            ...known,
          ]),
        );
    }
    out.push(...squareDeductions(k, q, m, value));
  }
  return [...out, ...bounds];
}

/** A pair half the square implies (square minus the opposite pair) that the entry does not fit. */
function squareDeductions(k: Knowledge, q: number, m: number, value: number): DirectReason[] {
  const { layout } = k;
  const [top, left, right, bottom] = layout.squares[q]!.edges;
  const out: DirectReason[] = [];
  for (const [edge, opposite] of [
    [top, bottom],
    [bottom, top],
    [left, right],
    [right, left],
  ] as const) {
    const { a, b } = layout.pairs[edge]!;
    if (a !== m && b !== m) continue;
    const partner = a === m ? b : a;
    const w = k.value(partner);
    for (const half of ['add', 'mult'] as const) {
      const total = k.squareHalf(q, half);
      const other = k.pairHalf(opposite, half);
      if (total === 0 || other === 0 || k.pairHalf(edge, half) !== 0) continue;
      const pair = half === 'add' ? total - other : total / other;
      const fits =
        half === 'add'
          ? w !== 0
            ? value + w === pair
            : pair - value >= 1 && pair - value <= 9
          : w !== 0
            ? value * w === pair
            : Number.isInteger(pair / value) && pair / value <= 9;
      if (fits) continue;
      const key = half === 'add' ? 'sq-deduction-error-1' : 'sq-deduction-error-2';
      const facts = [
        squareFact(layout, q, half),
        pairFact(layout, opposite, half),
        ...(w !== 0 ? [partner] : []),
      ];
      out.push(reason('arithmetic', message(key, { total, other, pair, value }), facts));
    }
  }
  return out;
}

/** Rule 2: the entry would connect two numbers that already connect elsewhere. */
export function ruleTwoReasons(k: Knowledge, m: number, value: number): DirectReason[] {
  const { layout } = k;
  const out: DirectReason[] = [];
  for (const f of layout.pairsOf[m]!) {
    const { a, b } = layout.pairs[f]!;
    const partner = a === m ? b : a;
    const w = k.value(partner);
    if (w === 0) continue;
    const x = Math.min(value, w);
    const y = Math.max(value, w);
    layout.pairs.forEach((edge, e) => {
      if (e === f || edge.a === m || edge.b === m) return;
      const settled = settledPair(k, e);
      if (!settled || settled.x !== x || settled.y !== y) return;
      const shared =
        x === y ? layout.squares.find((s) => s.edges.includes(e) && s.edges.includes(f)) : undefined;
      if (shared) {
        const couldBeSpecial = shared.corners.every((c) => c === m || (k.cand[c]! & bit(x)) !== 0);
        if (couldBeSpecial) return;
        const spoiler = shared.corners.filter((c) => c !== m && k.value(c) !== 0 && k.value(c) !== x);
        out.push(
          reason(
            'rule_2',
            message('rule2-error-land3-more', { value }),
            [partner, edge.a, edge.b, ...spoiler],
            [edge.a, edge.b],
          ),
        );
        return;
      }
      out.push(
        reason(
          'rule_2',
          message('rule2-error-1', { x, y }),
          [partner, ...settled.premises],
          [edge.a, edge.b],
        ),
      );
    });
  }
  return out;
}
