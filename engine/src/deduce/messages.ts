// The words of the smart hint and the error assist: every message key the engine emits, from
// the spec's key families, with the English reference text. The client translates by key; the
// parameters are numbers or lists of digits, never words.

export type MessageParams = Readonly<Record<string, number | readonly number[]>>;

export const MESSAGES = {
  // Hints: techniques 1-7. Short sentences, with the numbers in them (a 10-year-old reads them).
  'pair-addmult-hint-1': '{a} + {b} = {sum} and {a} × {b} = {product}. So the two numbers are {a} and {b}.',
  'pair-addmult-hint-2': 'The two numbers are {a} and {b}. Either one can go in either cell.',
  'pair-add-hint-1': '{known} + ? = {sum}, so ? = {sum} − {known} = {value}.',
  'pair-mult-hint-1': '{known} × ? = {product}, so ? = {product} ÷ {known} = {value}.',
  'pair-add-hint-2':
    'The two numbers add up to {sum}, so each is from {min} to {max}. This number can be {left}.',
  'pair-mult-hint-2':
    'Only {digits} times a number from 1 to 9 can make {product}. This number can be {left}.',
  'pair-add-hint-3': 'Only {value} + {value} makes {sum} with numbers from 1 to 9. Both numbers are {value}.',
  'pair-mult-hint-3':
    'Only {value} × {value} makes {product} with numbers from 1 to 9. Both numbers are {value}.',
  // When nothing is left (only met while following a guess): the reason, without an empty list.
  'pair-add-hint-4':
    'The two numbers add up to {sum}, so each is from {min} to {max}. None of those is left for this number.',
  'pair-mult-hint-4':
    'Only {digits} times a number from 1 to 9 can make {product}. None of them is left for this number.',
  'pair-common-hint-1':
    'The number next to it can only be {partner}. To fit the clue, this number can only be {digits}.',
  'pair-common-hint-2':
    'The number next to it can only be {partner}. Then no number left here fits the clue.',
  'square-add-hint-1': '{a} + {b} + {c} + ? = {sum}, so ? = {value}.',
  'square-mult-hint-1': '{a} × {b} × {c} × ? = {product}, so ? = {value}.',
  'czeus-square-hint-1':
    'Only {value} × {value} × {value} × {value} makes {product}. All four numbers are {value}.',
  'square-fit-hint-1': "Only {digits} can go here and still make the square's clue.",
  'square-fit-hint-2': "No number left here can make the square's clue.",
  'pair-addclue-hint-1': '{a} + {b} = {value}. The hidden sum is {value}.',
  'pair-multclue-hint-1': '{a} × {b} = {value}. The hidden product is {value}.',
  'pair-addclue-hint-2': 'Whichever numbers these are, they add up to {value}.',
  'pair-multclue-hint-2': 'Whichever numbers these are, they multiply to {value}.',
  'square-addclue-hint-1': "The square's sum is the sums of two opposite pairs: {x} + {y} = {value}.",
  'square-multclue-hint-1':
    "The square's product is the products of two opposite pairs: {x} × {y} = {value}.",
  'square-addclue-hint-2':
    'The four numbers add up to {total}. The other pair adds up to {other}. So this pair adds up to {total} − {other} = {value}.',
  'square-multclue-hint-2':
    'The four numbers multiply to {total}. The other pair multiplies to {other}. So this pair multiplies to {total} ÷ {other} = {value}.',
  'square-addclue-hint-3': 'Whichever numbers stand around it, the square adds up to {value}.',
  'square-multclue-hint-3': 'Whichever numbers stand around it, the square multiplies to {value}.',
  'rule2-hint-1':
    'The pair {x} and {y} is already used, and a pair can be used only once. So this number is not {value}.',
  'rule2-hint-2':
    'There is already a special square, and there can be only one. So this square cannot be all {value}s.',
  'rule2-hint-3': 'That leaves only {value} for this number.',
  // Where following a guess ends on a broken rule rather than an empty number.
  'rule2-hint-4': 'Then the pair {x} and {y} would be used twice. A pair can be used only once.',
  'rule2-hint-5':
    'Then this square of {a}s and that square of {b}s would both be special. There can be only one special square.',
  // Rule-2 strike-outs on one number, said at once ("1-9, 2-8 and 3-7").
  'rule2-hint-6':
    'The pairs {pairs} are already used, and a pair can be used only once. So this number is not {digits}.',
  // Hints: technique 8, following a guess to a contradiction.
  'guess-hint-1': 'Try {value} here and see what happens.',
  'guess-hint-2': 'Then no number from 1 to 9 fits here.',
  'guess-hint-3': 'So this number is not {value}. It can be {digits}.',
  'guess-hint-4': 'So this number is not {value}. It must be {only}.',
  'guess-no-hint-1': 'There is no short reason to give here. Try another cell first.',
  // The levels of a hint (spec section 4, "Smart hint"): level 1 says where to look and names the
  // technique; level 3 states the answer.
  'nudge-subtract-divide': 'Look at the clues next to this number. You already know a number next to it.',
  'nudge-add-multiply':
    'Look at the clue next to this number. Which two numbers make its sum and its product?',
  'nudge-factor-pairs': 'Look at the clues next to this number. Which numbers from 1 to 9 can make them?',
  'nudge-common-factors': 'Look at this number and the numbers next to it. All their clues must fit.',
  'nudge-central-square': 'Look at the square clue next to this number.',
  'nudge-extra-clues': 'Look at the hidden clues near this number. You can work one out.',
  'nudge-rule-2': 'Look at the pairs already used. A pair can be used only once.',
  'nudge-chain': 'Try a number here and see what happens.',
  'hint-answer-1': 'So this number is {value}.',
  // A long hint may stop at a hidden clue on its way (hint-half.ts): its level 1 and its answer.
  'nudge-hidden-clue': 'Look at this hidden clue. You can work out its number.',
  'hint-answer-add': 'So these numbers add up to {value}. Write {value} in this clue.',
  'hint-answer-mult': 'So these numbers multiply to {value}. Write {value} in this clue.',
  // Error assist (spec section 5 key families).
  'pair-mult-error-1': '{product} is not in the {value} times table, so {value} cannot be here.',
  'pair-mult-error-2': '{value} × {partner} = {got}, not {product}.',
  'pair-mult-error-3': '{value} × ? = {product} means ? = {partner}, and that is more than 9.',
  'pair-add-error-1': '{value} + {partner} = {got}, not {sum}.',
  'pair-add-error-2': '{value} + ? = {sum} means ? = {partner}, and that is not a number from 1 to 9.',
  'pair-clue-error-1':
    'With {value} here the other number must be {partner}. But {value} × {partner} = {got}, not {product}.',
  'sq-mult-error-1':
    'The square multiplies to {product}. {product} is not in the {value} times table, so {value} cannot be here.',
  'sq-mult-error-2': '{a} × {b} × {c} × {value} = {got}, not {product}.',
  'sq-mult-error-3':
    'Then the other three numbers would have to multiply to {rest}. Numbers from 1 to 9 cannot do that.',
  'sq-mult-error-4':
    'Only {forced} × {forced} × {forced} × {forced} makes {product}. All four numbers are {forced}.',
  // The numbers known do not go into the square product a whole number of times.
  'sq-mult-error-5':
    'The numbers here multiply to {got}. {product} is not in the {got} times table, so the square cannot make {product}.',
  'sq-add-error-1': '{a} + {b} + {c} + {value} = {got}, not {sum}.',
  'sq-add-error-2':
    'Then the other three numbers would have to add up to {rest}. Numbers from 1 to 9 cannot do that.',
  'sq-dbl-clue-error-1': 'With {value} here, no four numbers add up to {sum} and also multiply to {product}.',
  'sq-deduction-error-1':
    'The four numbers add up to {total}. The other pair adds up to {other}. So this pair adds up to {pair}, and {value} does not fit.',
  'sq-deduction-error-2':
    'The four numbers multiply to {total}. The other pair multiplies to {other}. So this pair multiplies to {pair}, and {value} does not fit.',
  'rule2-error-1': 'The pair {x} and {y} is already used. A pair can be used only once.',
  'rule2-error-land3-more':
    'Good thinking, but this is not a special square. The pair {value} and {value} can be used only once here.',
  'guess-hint-more':
    'If this were {value}, then after {steps} steps a number would have nothing left it can be.',
  'guess-clue-more': 'If this were {value}, then after {steps} steps the numbers would not fit a clue.',
  'guess-rule2-more':
    'If this were {value}, then after {steps} steps the pair {x} and {y} would be used twice. Rule 2 does not allow that.',
  'guess-rule3-more':
    'If this were {value}, then after {steps} steps there would be two special squares. Rule 3 allows only one.',
  // The gentle hint: a nudge that names the kind of mistake without walking through it.
  'gentle-hint-1': 'Check the clues next to this number again.',
  'gentle-hint-2': 'Remember: a pair of numbers can be used only once.',
  'gentle-hint-3': 'Follow {value} a few steps further: something goes wrong.',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof MESSAGES;
export const MESSAGE_KEYS = Object.keys(MESSAGES) as MessageKey[];

/**
 * A parameter of this name is a list of pairs, two digits each ("1-9, 2-8 and 3-7"); every other
 * list is a choice of digits ("3, 4 or 6").
 */
export const PAIR_LIST_PARAM = 'pairs';

/** The pairs of a pair list: [1, 9, 2, 8] -> [[1, 9], [2, 8]]. */
export function pairsOf(list: readonly number[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < list.length; i += 2) out.push([list[i]!, list[i + 1]!]);
  return out;
}

function listWords(items: readonly string[], word: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}

/** The English reference text with its parameters filled in (lists read "3, 4 or 6"). */
export function renderMessage(key: MessageKey, params: MessageParams): string {
  return MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === 'number') return String(value);
    if (name === PAIR_LIST_PARAM)
      return listWords(
        pairsOf(value).map(([x, y]) => `${x}-${y}`),
        'and',
      );
    return listWords(value.map(String), 'or');
  });
}

/** The parameter names a key's text uses, so tests can check every emitted message is complete. */
export function paramsOf(key: MessageKey): string[] {
  return [...new Set([...MESSAGES[key].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))];
}
