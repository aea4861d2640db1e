import {
  MESSAGE_KEYS,
  MESSAGES,
  type MessageKey,
  type MessageParams,
  renderMessage,
} from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../i18n/test-translator';
import { hintParams, hintText, listText } from './hint-text';

const english = translator('en');
const norwegian = translator('no');

/** Every parameter a key's text names, with a number (or, for lists, digits). */
function sampleParams(key: MessageKey): MessageParams {
  const names = [...MESSAGES[key].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return Object.fromEntries(
    names.map((name, i) => [
      name,
      name === 'digits' || name === 'partner'
        ? [2, 5, 7]
        : name === 'pairs' || name === 'ways'
          ? [1, 9, 2, 8]
          : i + 3,
    ]),
  );
}

describe('listText', () => {
  it.each([
    [[], ''],
    [[6], '6'],
    [[3, 6], '3 or 6'],
    [[1, 3, 6], '1, 3 or 6'],
  ])('says %j as %j', (digits, words) => {
    expect(listText(english, digits)).toBe(words);
  });

  it('says "eller" in Norwegian', () => {
    expect(listText(norwegian, [1, 3, 6])).toBe('1, 3 eller 6');
    expect(listText(norwegian, [4])).toBe('4');
  });
});

describe('hintParams', () => {
  it('keeps numbers and words lists', () => {
    expect(hintParams(english, { value: 4, digits: [1, 2] })).toEqual({ value: 4, digits: '1 or 2' });
  });
});

describe('hintText', () => {
  it('fills in numbers and lists', () => {
    expect(hintText(english, { key: 'pair-add-hint-1', params: { known: 3, sum: 9, value: 6 } })).toBe(
      '3 + ? = 9, so ? = 9 − 3 = 6.',
    );
    expect(hintText(english, { key: 'guess-hint-3', params: { value: 4, digits: [2, 5, 8] } })).toBe(
      'So 4 is wrong here. This number can be 2, 5 or 8.',
    );
  });

  it('says pairs of digits with "and"', () => {
    const params = { pairs: [1, 9, 2, 8, 3, 7], digits: [9, 8, 7] };
    expect(hintText(english, { key: 'rule2-hint-6', params })).toBe(
      'The pairs 1-9, 2-8 and 3-7 are already on the board. Each pair can be used only once. So this number is not 9, 8 or 7.',
    );
    expect(hintText(norwegian, { key: 'rule2-hint-6', params })).toBe(
      'Parene 1-9, 2-8 og 3-7 står allerede på brettet. Hvert par kan bare brukes én gang. Så dette tallet er ikke 9, 8 eller 7.',
    );
  });

  it('says the ways of a product as an equation, the same in every language', () => {
    const params = { product: 12, ways: [2, 6, 3, 4], left: [3, 4] };
    expect(hintText(english, { key: 'pair-mult-hint-2', params })).toBe(
      '12 = 2 × 6 = 3 × 4. So this number can be 3 or 4.',
    );
    expect(hintText(norwegian, { key: 'pair-mult-hint-2', params })).toBe(
      '12 = 2 × 6 = 3 × 4. Så dette tallet kan være 3 eller 4.',
    );
  });

  it('speaks Norwegian', () => {
    expect(hintText(norwegian, { key: 'guess-hint-3', params: { value: 4, digits: [2, 5, 8] } })).toBe(
      'Så 4 er feil her. Dette tallet kan være 2, 5 eller 8.',
    );
    expect(hintText(norwegian, { key: 'pair-mult-error-1', params: { value: 4, product: 18 } })).toBe(
      '18 er ikke i 4-gangen, så 4 kan ikke stå her.',
    );
  });

  it('says in English what the engine says, for every key', () => {
    for (const key of MESSAGE_KEYS) {
      const params = sampleParams(key);
      expect(hintText(english, { key, params }), key).toBe(renderMessage(key, params));
    }
  });

  it('leaves no placeholder unfilled in Norwegian', () => {
    for (const key of MESSAGE_KEYS) {
      const text = hintText(norwegian, { key, params: sampleParams(key) });
      expect(text, key).not.toMatch(/[{}]/);
      expect(text, key).not.toBe(`hintMessages.${key}`);
    }
  });
});
