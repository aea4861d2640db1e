// Technique 3, factor pairs and bounds: one half of a pair clue limits each neighbour by itself.
// A product allows only the digits with a partner from 1 to 9 (28: 4 or 7); a sum keeps both
// numbers within reach of each other (rule 1: a sum of 15 means both are at least 6).

import { message, narrowCell, narrows, push } from './build';
import type { Deduction, Message, Technique } from './deduction';
import { pairFact } from './facts';
import type { Knowledge } from './knowledge';
import { digitsOf } from './masks';
import { shownPairs, supportedBy } from './pair-math';

export const factorPairs: Technique = {
  id: 'factor-pairs',
  find(k: Knowledge, out: Deduction[]): void {
    for (const { slot: p, a, b, sum, product } of shownPairs(k)) {
      if (product !== 0) {
        const allowed = supportedBy(0, product);
        if (narrows(k, a, allowed) || narrows(k, b, allowed)) {
          const digits = digitsOf(allowed);
          const ways = waysOf(product, digits);
          const msg = (m: number) =>
            (k.cand[m]! & allowed) === 0
              ? message('pair-mult-hint-4', { product, digits, ways })
              : digits.length === 1
                ? message('pair-mult-hint-3', { product, value: digits[0]! })
                : message('pair-mult-hint-2', {
                    product,
                    digits,
                    ways,
                    left: digitsOf(k.cand[m]! & allowed),
                  });
          both(k, out, a, b, allowed, pairFact(k.layout, p, 'mult'), msg);
        }
      }
      if (sum !== 0) {
        const allowed = supportedBy(sum, 0);
        if (narrows(k, a, allowed) || narrows(k, b, allowed)) {
          const digits = digitsOf(allowed);
          const [min = 0, max = 0] = [digits[0], digits.at(-1)];
          // 2 and 18 have one way only (1 + 1, 9 + 9): no range to speak of. A big sum raises the
          // smallest number (15 − 9 = 6), a small one lowers the biggest (5 − 1 = 4), never both.
          const bound = min > 1 ? 'pair-add-hint-2' : 'pair-add-hint-5';
          const msg = (m: number) =>
            (k.cand[m]! & allowed) === 0
              ? message('pair-add-hint-4', { sum, min, max })
              : digits.length === 1
                ? message('pair-add-hint-3', { sum, value: min })
                : message(bound, { sum, min, max, digits, left: digitsOf(k.cand[m]! & allowed) });
          both(k, out, a, b, allowed, pairFact(k.layout, p, 'add'), msg);
        }
      }
    }
  },
};

/**
 * A factor-pairs message said with what the step leaves its number (`result`, after the steps
 * before it narrowed the number further): "This number can be {left}" once a product said 1, 2,
 * 4 or 8 and a sum said 1 to 4 is "1, 2 or 4", not "1, 2, 3 or 4"; nothing left is said as such.
 * Any other message as it is.
 */
export function saidWithLeft(said: Message, result: number): Message {
  const { key, params } = said;
  if (key !== 'pair-add-hint-2' && key !== 'pair-add-hint-5' && key !== 'pair-mult-hint-2') return said;
  const left = digitsOf(result);
  if (left.length > 0) return message(key, { ...params, left });
  return key === 'pair-mult-hint-2'
    ? message('pair-mult-hint-4', { product: params.product!, digits: params.digits!, ways: params.ways! })
    : message('pair-add-hint-4', { sum: params.sum!, min: params.min!, max: params.max! });
}

/** The ways two numbers from 1 to 9 make `product`, smaller first: 12 -> [2, 6, 3, 4] ("2 × 6 = 3 × 4"). */
export function waysOf(product: number, digits: readonly number[]): number[] {
  return digits.filter((d) => d * d <= product).flatMap((d) => [d, product / d]);
}

function both(
  k: Knowledge,
  out: Deduction[],
  a: number,
  b: number,
  allowed: number,
  half: number,
  msg: (m: number) => Message,
) {
  push(out, narrowCell(k, 'factor-pairs', a, allowed, [half], msg(a)));
  push(out, narrowCell(k, 'factor-pairs', b, allowed, [half], msg(b)));
}
