// The words of the smart hint and the error assist: every message key the engine emits, from
// the spec's key families, with the English reference text. The client translates by key; the
// parameters are numbers or lists of digits, never words.

export type MessageParams = Readonly<Record<string, number | readonly number[]>>;

export const MESSAGES = {
  // Hints: techniques 1-7.
  'pair-addmult-hint-1': 'Two numbers that add up to {sum} and multiply to {product} are {a} and {b}.',
  'pair-addmult-hint-2': 'The two numbers are {a} and {b}: put either number in either cell.',
  'pair-add-hint-1': '{known} + ? = {sum}, so ? = {sum} − {known} = {value}.',
  'pair-mult-hint-1': '{known} × ? = {product}, so ? = {product} ÷ {known} = {value}.',
  'pair-add-hint-2':
    'Two numbers from 1 to 9 that add up to {sum} are each from {min} to {max}: this one is one of {digits}.',
  'pair-mult-hint-2':
    'Only {digits} have a partner from 1 to 9 that makes {product}: this number is one of them.',
  'pair-add-hint-3': 'Only {value} + {value} makes {sum} with numbers from 1 to 9: both numbers are {value}.',
  'pair-mult-hint-3':
    'Only {value} × {value} makes {product} with numbers from 1 to 9: both numbers are {value}.',
  // When nothing is left (only met while following a guess): the reason, without an empty list.
  'pair-add-hint-4':
    'Two numbers from 1 to 9 that add up to {sum} are each from {min} to {max}. None of those is left for this number.',
  'pair-mult-hint-4':
    'Only {digits} have a partner from 1 to 9 that makes {product}. None of them is left for this number.',
  'pair-common-hint-1':
    'Its neighbour can only be {partner}; to fit the clue, this number can only be {digits}.',
  'pair-common-hint-2': 'Its neighbour can only be {partner}. Then no number left here fits the clue.',
  'square-add-hint-1': '{a} + {b} + {c} + ? = {sum}, so ? = {value}.',
  'square-mult-hint-1': '{a} × {b} × {c} × ? = {product}, so ? = {value}.',
  'czeus-square-hint-1':
    'A square product of {product} can only be {value} × {value} × {value} × {value}: all four numbers are {value}.',
  'square-fit-hint-1': 'Only {digits} can stand here and still give the square its clue.',
  'square-fit-hint-2': 'No number left here can give the square its clue.',
  'pair-addclue-hint-1': '{a} + {b} = {value}: the hidden sum is {value}.',
  'pair-multclue-hint-1': '{a} × {b} = {value}: the hidden product is {value}.',
  'pair-addclue-hint-2': 'Whichever numbers these are, they add up to {value}.',
  'pair-multclue-hint-2': 'Whichever numbers these are, they multiply to {value}.',
  'square-addclue-hint-1': 'The square adds up the two opposite pairs: {x} + {y} = {value}.',
  'square-multclue-hint-1': 'The square multiplies the two opposite pairs: {x} × {y} = {value}.',
  'square-addclue-hint-2':
    'The square adds up to {total} and the opposite pair to {other}, so this pair adds up to {total} − {other} = {value}.',
  'square-multclue-hint-2':
    'The square multiplies to {total} and the opposite pair to {other}, so this pair multiplies to {total} ÷ {other} = {value}.',
  'square-addclue-hint-3': 'Whichever numbers stand around it, the square adds up to {value}.',
  'square-multclue-hint-3': 'Whichever numbers stand around it, the square multiplies to {value}.',
  'rule2-hint-1':
    '{x} and {y} already connect elsewhere, and two numbers cannot connect more than once: this number is not {value}.',
  'rule2-hint-2':
    'There is already a special square, and a puzzle has only one: this square cannot be all {value}s.',
  'rule2-hint-3': 'That leaves only {value} for this number.',
  // Where following a guess ends on a broken rule rather than an empty number.
  'rule2-hint-4': 'Then {x} and {y} would connect twice. Two numbers cannot connect more than once.',
  'rule2-hint-5':
    'Then this square of {a}s and that square of {b}s would both be special. A puzzle has only one special square.',
  // Hints: technique 8, following a guess to a contradiction.
  'guess-hint-1': 'Suppose this number were {value}.',
  'guess-hint-2': 'Then a number has nothing left it can be.',
  'guess-hint-3': 'So this number is not {value}: it is one of {digits}.',
  'guess-hint-4': 'So this number is not {value}: it must be {only}.',
  'guess-no-hint-1': 'There is no short reason to give here. Try another cell first.',
  // Error assist (spec section 5 key families).
  'pair-mult-error-1': '{value} does not divide {product}.',
  'pair-mult-error-2': '{value} × {partner} = {got}, not {product}.',
  'pair-mult-error-3': '{product} ÷ {value} = {partner}, which is more than 9.',
  'pair-add-error-1': '{value} + {partner} = {got}, not {sum}.',
  'pair-add-error-2': '{sum} − {value} = {partner}, which is not a number from 1 to 9.',
  'pair-clue-error-1':
    'With {value} here the other number must be {partner}, but {value} × {partner} = {got}, not {product}.',
  'sq-mult-error-1': '{value} does not divide the square product {product}.',
  'sq-mult-error-2': '{a} × {b} × {c} × {value} = {got}, not {product}.',
  'sq-mult-error-3':
    'The other three numbers would have to multiply to {rest}, and numbers from 1 to 9 cannot.',
  'sq-mult-error-4': 'A square product of {product} means all four numbers are {forced}.',
  'sq-add-error-1': '{a} + {b} + {c} + {value} = {got}, not {sum}.',
  'sq-add-error-2': 'The other three numbers would have to add up to {rest}, and numbers from 1 to 9 cannot.',
  'sq-dbl-clue-error-1': 'No four numbers with {value} here add up to {sum} and also multiply to {product}.',
  'sq-deduction-error-1':
    'The square adds up to {total} and the opposite pair to {other}, so this pair adds up to {pair}; {value} does not fit.',
  'sq-deduction-error-2':
    'The square multiplies to {total} and the opposite pair to {other}, so this pair multiplies to {pair}; {value} does not fit.',
  'rule2-error-1': '{x} and {y} already connect elsewhere: two numbers cannot connect more than once.',
  'rule2-error-land3-more':
    'Good thinking, but this is not a special square: {value} and {value} cannot connect twice here.',
  'guess-hint-more': 'If this were {value}, {steps} steps lead to a number with nothing left it can be.',
  'guess-clue-more': 'If this were {value}, then after {steps} steps the numbers would not fit a clue.',
  'guess-rule2-more':
    'If this were {value}, then after {steps} steps {x} and {y} would connect twice. Rule 2 does not allow that.',
  'guess-rule3-more':
    'If this were {value}, then after {steps} steps there would be two special squares. Rule 3 allows only one.',
  // The gentle hint: a nudge that names the kind of mistake without walking through it.
  'gentle-hint-1': 'Check the clues next to this number again.',
  'gentle-hint-2': 'Remember: two numbers cannot connect more than once.',
  'gentle-hint-3': 'Follow {value} a few steps further: something goes wrong.',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof MESSAGES;
export const MESSAGE_KEYS = Object.keys(MESSAGES) as MessageKey[];

/** The English reference text with its parameters filled in (lists read "3, 4 or 6"). */
export function renderMessage(key: MessageKey, params: MessageParams): string {
  return MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === 'number') return String(value);
    if (value.length <= 1) return value.join('');
    return `${value.slice(0, -1).join(', ')} or ${value[value.length - 1]}`;
  });
}

/** The parameter names a key's text uses, so tests can check every emitted message is complete. */
export function paramsOf(key: MessageKey): string[] {
  return [...new Set([...MESSAGES[key].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))];
}
