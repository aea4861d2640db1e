import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import no from '../../i18n/locales/no.json';

// The rules as players read them (the /rules page, the #rules modal and the tutorial's rule-2
// page): short sentences a 10-year-old follows, and rule 2 says that pairs under a blank clue count.
const texts = (locale: typeof en) => [
  locale.rules.rule1,
  locale.rules.rule2,
  locale.rules.rule3,
  locale.rules.rule4,
  locale.tutorial.summerland['5'].text,
];
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

describe.each([
  ['en', en, /blank/],
  ['no', no, /tom/],
] as const)('the rules in %s', (_name, locale, blank) => {
  it('say that a pair under a blank clue counts for rule 2', () => {
    expect(locale.rules.rule2).toMatch(blank);
    expect(locale.tutorial.summerland['5'].text).toMatch(blank);
  });

  it('are short sentences, with no "partner" or "divide"', () => {
    for (const text of texts(locale)) {
      for (const sentence of sentences(text)) expect(sentence.split(/\s+/).length).toBeLessThanOrEqual(16);
      expect(text).not.toMatch(/partner|divide|dele/i);
    }
  });
});
