// The words of a hint step: the engine gives each message as a key and its numbers, and the
// locales say it (the "hintMessages" block). A list of digits reads "3, 4 or 6" in the
// player's language ("hintList.or"); pairs of digits read "1-9, 2-8 and 3-7" ("hintList.and");
// the ways of a product read "1 × 6 = 2 × 3" in every language.

import {
  type Message,
  type MessageParams,
  PAIR_LIST_PARAM,
  pairsOf,
  WAYS_PARAM,
  waysText,
} from '@numberland/engine';
import type { TFunction } from 'i18next';

/** Digits as words of a list: "6", "3 or 6", "1, 3 or 6" (an empty list says nothing). */
export function listText(t: TFunction, digits: readonly number[]): string {
  if (digits.length <= 1) return digits.join('');
  return t('hintList.or', { list: digits.slice(0, -1).join(', '), last: String(digits.at(-1)) });
}

/** Pairs of digits as words of a list: "1-9, 2-8 and 3-7" ("hintList.and"). */
export function pairListText(t: TFunction, list: readonly number[]): string {
  const pairs = pairsOf(list).map(([x, y]) => `${x}-${y}`);
  if (pairs.length <= 1) return pairs.join('');
  return t('hintList.and', { list: pairs.slice(0, -1).join(', '), last: pairs.at(-1) });
}

/** The message's parameters as i18next takes them: numbers as they are, lists as words. */
export function hintParams(t: TFunction, params: MessageParams): Record<string, number | string> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'number'
        ? value
        : name === WAYS_PARAM
          ? waysText(value)
          : name === PAIR_LIST_PARAM
            ? pairListText(t, value)
            : listText(t, value),
    ]),
  );
}

export function hintText(t: TFunction, message: Message): string {
  return t(`hintMessages.${message.key}`, hintParams(t, message.params));
}
