// The words of the smart hint and the error assist: every message key the engine emits, from
// the spec's key families, with the English reference text. The client translates by key; the
// parameters are numbers or lists of digits, never words.

export type MessageParams = Readonly<Record<string, number | readonly number[]>>;

export const MESSAGES = {
  // Hints: techniques 1-7. Short sentences with the numbers in them, and the sum itself where it
  // says more than words ("14 = 2 × 7"): a ten-year-old reads them.
  'pair-addmult-hint-1': '{a} + {b} = {sum} and {a} × {b} = {product}. So the two numbers are {a} and {b}.',
  'pair-addmult-hint-2': 'The two numbers are {a} and {b}. They can go either way round.',
  'pair-add-hint-1': '{known} + ? = {sum}, so ? = {sum} − {known} = {value}.',
  'pair-mult-hint-1': '{known} × ? = {product}, so ? = {product} ÷ {known} = {value}.',
  // A big sum: the other number is at most 9. A small sum: the other is at least 1.
  'pair-add-hint-2':
    'The two numbers add up to {sum}. The other one is at most 9, and {sum} − 9 = {min}. So this number is {min} or more: it can be {left}.',
  'pair-add-hint-5':
    'The two numbers add up to {sum}. The other one is at least 1, and {sum} − 1 = {max}. So this number is {max} or less: it can be {left}.',
  'pair-mult-hint-2': '{product} = {ways}. So this number can be {left}.',
  'pair-add-hint-3':
    '{sum} = {value} + {value}. No other two numbers from 1 to 9 make {sum}. So both numbers are {value}.',
  'pair-mult-hint-3':
    '{product} = {value} × {value}. No other two numbers from 1 to 9 make {product}. So both numbers are {value}.',
  // When nothing is left (only met while following a guess): the reason, without an empty list.
  'pair-add-hint-4':
    'The two numbers add up to {sum}, so each one is from {min} to {max}. This number cannot be any of those.',
  'pair-mult-hint-4': '{product} = {ways}. But this number cannot be {digits}.',
  'pair-common-hint-1':
    'The number next to it is {partner}. To fit the clue between them, this number must be {digits}.',
  'pair-common-hint-2':
    'The number next to it is {partner}. None of the numbers left here fits the clue between them.',
  'square-add-hint-1': '{a} + {b} + {c} + ? = {sum}, so ? = {sum} − {a} − {b} − {c} = {value}.',
  'square-mult-hint-1': '{a} × {b} × {c} × ? = {product}, so ? = {product} ÷ {a} ÷ {b} ÷ {c} = {value}.',
  'czeus-square-hint-1':
    '{product} = {value} × {value} × {value} × {value}. No other four numbers from 1 to 9 make {product}. So all four numbers are {value}.',
  'square-fit-hint-1': "Only {digits} can go here and still fit the square's clue.",
  'square-fit-hint-2': "None of the numbers left here fits the square's clue.",
  'pair-addclue-hint-1': '{a} + {b} = {value}. So the hidden sum is {value}.',
  'pair-multclue-hint-1': '{a} × {b} = {value}. So the hidden product is {value}.',
  'pair-addclue-hint-2': 'It does not matter which way round these two numbers go: they add up to {value}.',
  'pair-multclue-hint-2':
    'It does not matter which way round these two numbers go: they multiply to {value}.',
  'square-addclue-hint-1':
    'The four numbers are two pairs. One pair adds up to {x} and the other to {y}. So the square adds up to {x} + {y} = {value}.',
  'square-multclue-hint-1':
    'The four numbers are two pairs. One pair multiplies to {x} and the other to {y}. So the square multiplies to {x} × {y} = {value}.',
  'square-addclue-hint-2':
    'The four numbers add up to {total}. The other pair adds up to {other}. So this pair adds up to {total} − {other} = {value}.',
  'square-multclue-hint-2':
    'The four numbers multiply to {total}. The other pair multiplies to {other}. So this pair multiplies to {total} ÷ {other} = {value}.',
  'square-addclue-hint-3':
    'It does not matter which way round the four numbers go: the square adds up to {value}.',
  'square-multclue-hint-3':
    'It does not matter which way round the four numbers go: the square multiplies to {value}.',
  'rule2-hint-1':
    'The pair {x} and {y} is already on the board. Each pair can be used only once. So this number is not {value}.',
  'rule2-hint-2':
    'There is already a special square, and there can be only one. So this square cannot be all {value}s.',
  'rule2-hint-3': 'Only {value} is left. So this number is {value}.',
  // Where following a guess ends on a broken rule rather than an empty number.
  'rule2-hint-4': 'Then the pair {x} and {y} would be used twice. Each pair can be used only once.',
  'rule2-hint-5':
    'Then this square of {a}s and that square of {b}s would both be special. There can be only one special square.',
  // Rule-2 strike-outs on one number, said at once ("1-9, 2-8 and 3-7").
  'rule2-hint-6':
    'The pairs {pairs} are already on the board. Each pair can be used only once. So this number is not {digits}.',
  // Hints: technique 8, following a guess to a contradiction.
  'guess-hint-1': 'Try {value} here and see what happens.',
  'guess-hint-2': 'Then no number from 1 to 9 fits here.',
  'guess-hint-3': 'So {value} is wrong here. This number can be {digits}.',
  'guess-hint-4': 'So {value} is wrong here. This number must be {only}.',
  'guess-no-hint-1': 'This one is hard to explain simply. Try another number first.',
  // Level 2 of a hint (hint-reason.ts): the same reasons, stopped before the number they find.
  'pair-addmult-why-1': 'Which two numbers add up to {sum} and also multiply to {product}?',
  'pair-add-why-1': '{known} + ? = {sum}, so ? = {sum} − {known}.',
  'pair-mult-why-1': '{known} × ? = {product}, so ? = {product} ÷ {known}.',
  'pair-add-why-2':
    'The two numbers add up to {sum}. The other one is at most 9, and {sum} − 9 = {min}. So this number is {min} or more.',
  'pair-add-why-5':
    'The two numbers add up to {sum}. The other one is at least 1, and {sum} − 1 = {max}. So this number is {max} or less.',
  'pair-mult-why-2': '{product} = {ways}. Which of these numbers can this one still be?',
  'pair-add-why-3': 'Which two numbers from 1 to 9 add up to {sum}? There is only one way.',
  'pair-mult-why-3': 'Which two numbers from 1 to 9 multiply to {product}? There is only one way.',
  'pair-common-why-1': 'The number next to it is {partner}. Which number here fits the clue between them?',
  'square-add-why-1': '{a} + {b} + {c} + ? = {sum}, so ? = {sum} − {a} − {b} − {c}.',
  'square-mult-why-1': '{a} × {b} × {c} × ? = {product}, so ? = {product} ÷ {a} ÷ {b} ÷ {c}.',
  'czeus-square-why-1': 'Which four numbers from 1 to 9 multiply to {product}? There is only one way.',
  'square-fit-why-1': "Only one number can go here and still fit the square's clue. Which one?",
  'guess-why-3': 'So {value} is wrong here.',
  'pair-addclue-why-1': 'The hidden sum is {a} + {b}.',
  'pair-multclue-why-1': 'The hidden product is {a} × {b}.',
  'pair-addclue-why-2': 'It does not matter which way round these two numbers go. Add them up.',
  'pair-multclue-why-2': 'It does not matter which way round these two numbers go. Multiply them.',
  'square-addclue-why-1':
    'The four numbers are two pairs. One pair adds up to {x} and the other to {y}. So the square adds up to {x} + {y}.',
  'square-multclue-why-1':
    'The four numbers are two pairs. One pair multiplies to {x} and the other to {y}. So the square multiplies to {x} × {y}.',
  'square-addclue-why-2':
    'The four numbers add up to {total}. The other pair adds up to {other}. So this pair adds up to {total} − {other}.',
  'square-multclue-why-2':
    'The four numbers multiply to {total}. The other pair multiplies to {other}. So this pair multiplies to {total} ÷ {other}.',
  'square-addclue-why-3': 'It does not matter which way round the four numbers go. Add them up.',
  'square-multclue-why-3': 'It does not matter which way round the four numbers go. Multiply them.',
  // Level 1 of a hint (spec section 4, "Smart hint"): where to look, which clue, no reasoning;
  // level 3 states the answer.
  'nudge-subtract-divide': 'Look at the clues next to this number. You already know a number beside it.',
  'nudge-add-multiply':
    'Look at the clue next to this number. Which two numbers make both its sum and its product?',
  'nudge-factor-pairs': 'Look at the clues next to this number. Which numbers from 1 to 9 can make them?',
  'nudge-common-factors':
    'Look at this number and the number next to it. The clue between them must fit both.',
  'nudge-central-square': 'Look at the square clue next to this number.',
  'nudge-extra-clues': 'Look at the hidden clues near this number. You can work one of them out.',
  'nudge-rule-2': 'Look at the pairs already on the board. Each pair can be used only once.',
  'nudge-chain': 'Pick one number this could be, try it, and see what happens.',
  'hint-answer-1': 'So this number is {value}.',
  // A long hint may stop at a hidden clue on its way (hint-half.ts): its level 1 and its answer.
  'nudge-hidden-clue': 'Look at this hidden clue. You can work out its number.',
  'hint-answer-add': 'So these numbers add up to {value}. Write {value} in this clue.',
  'hint-answer-mult': 'So these numbers multiply to {value}. Write {value} in this clue.',
  // Error assist (spec section 5 key families).
  'pair-mult-error-1': '{product} is not in the {value} times table, so {value} cannot go here.',
  'pair-mult-error-2': '{value} × {partner} = {got}, not {product}.',
  'pair-mult-error-3':
    '{value} × ? = {product} means ? = {product} ÷ {value} = {partner}. That is more than 9.',
  'pair-add-error-1': '{value} + {partner} = {got}, not {sum}.',
  'pair-add-error-2': '{value} + ? = {sum} would need ? = {partner}. But ? must be a number from 1 to 9.',
  'pair-clue-error-1':
    'With {value} here, the other number must be {partner}. But {value} × {partner} = {got}, not {product}.',
  'sq-mult-error-1':
    'The square multiplies to {product}. {product} is not in the {value} times table, so {value} cannot go here.',
  'sq-mult-error-2': '{a} × {b} × {c} × {value} = {got}, not {product}.',
  'sq-mult-error-3':
    'Then the other three numbers would have to multiply to {rest}. Three numbers from 1 to 9 cannot make {rest}.',
  'sq-mult-error-4':
    '{product} = {forced} × {forced} × {forced} × {forced}, and no other four numbers make it. So all four numbers are {forced}.',
  // The numbers known do not go into the square product a whole number of times.
  'sq-mult-error-5':
    'The numbers here multiply to {got}. {product} is not in the {got} times table, so the square cannot make {product}.',
  'sq-add-error-1': '{a} + {b} + {c} + {value} = {got}, not {sum}.',
  'sq-add-error-2':
    'Then the other three numbers would have to add up to {rest}. Three numbers from 1 to 9 cannot make {rest}.',
  'sq-dbl-clue-error-1':
    'With {value} here, no four numbers add up to {sum} and multiply to {product} at the same time.',
  'sq-deduction-error-1':
    'The four numbers add up to {total}. The other pair adds up to {other}. So this pair adds up to {total} − {other} = {pair}, and {value} does not fit.',
  'sq-deduction-error-2':
    'The four numbers multiply to {total}. The other pair multiplies to {other}. So this pair multiplies to {total} ÷ {other} = {pair}, and {value} does not fit.',
  'rule2-error-1': 'The pair {x} and {y} is already on the board. Each pair can be used only once.',
  'rule2-error-land3-more':
    'Good thinking, but this is not a special square. The pair {value} and {value} can be used only once here.',
  // The end of following a wrong number: what goes wrong, named, never how far away it is.
  'guess-hint-more': 'A number has run out of choices. So {value} is wrong here.',
  'guess-clue-more': 'Now the numbers do not fit a clue. So {value} is wrong here.',
  'guess-rule2-more':
    'Then the pair {x} and {y} would be used twice, and rule 2 does not allow that. So {value} is wrong here.',
  'guess-rule3-more':
    'Then there would be two special squares, and rule 3 allows only one. So {value} is wrong here.',
  // The gentle hint: a nudge that names the kind of mistake without walking through it.
  'gentle-hint-1': 'Check the clues next to this number again.',
  'gentle-hint-2': 'Remember: each pair of numbers can be used only once.',
  'gentle-hint-3': 'Imagine {value} here. What would the numbers around it have to be? Something goes wrong.',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof MESSAGES;
export const MESSAGE_KEYS = Object.keys(MESSAGES) as MessageKey[];

/**
 * A parameter of this name is a list of pairs, two digits each ("1-9, 2-8 and 3-7"); every other
 * list is a choice of digits ("3, 4 or 6").
 */
export const PAIR_LIST_PARAM = 'pairs';

/**
 * A parameter of this name is the ways two numbers make a product, two digits each: [1, 6, 2, 3]
 * reads "1 × 6 = 2 × 3", the same in every language.
 */
export const WAYS_PARAM = 'ways';

/** The ways of a product as its equation's right side: [1, 6, 2, 3] -> "1 × 6 = 2 × 3". */
export function waysText(list: readonly number[]): string {
  return pairsOf(list)
    .map(([x, y]) => `${x} × ${y}`)
    .join(' = ');
}

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
    if (name === WAYS_PARAM) return waysText(value);
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
