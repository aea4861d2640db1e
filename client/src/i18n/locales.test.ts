import { describe, expect, it } from 'vitest';
import { browserLanguage, languageOfTag } from './languages';
import de from './locales/de.json';
import en from './locales/en.json';
import no from './locales/no.json';
import sv from './locales/sv.json';

/** Every key path of a nested resource, e.g. 'home.title'. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!).sort();
}

function valueAt(resource: unknown, path: string): string {
  return path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], resource) as string;
}

describe('locales', () => {
  const english = keys(en);

  it('Norwegian has every English key and no other', () => {
    expect(keys(no).sort()).toEqual([...english].sort());
  });

  it('the partial languages have only English keys, and some of them', () => {
    for (const partial of [de, sv]) {
      const own = keys(partial);
      expect(own.length).toBeGreaterThan(20);
      for (const key of own) expect(english).toContain(key);
    }
  });

  // What teaches the game (lessons, tutorials, their figures and every hint) is whole in every
  // language the client ships, so a child reading German or Swedish never meets English there.
  const TEACHING = ['lessons', 'tutorial', 'figures', 'hintPanel', 'hintList', 'hintMessages'] as const;
  /** Words in a text, its placeholders left out: "Step {{number}}" has one, "{{a}} + {{b}}" none. */
  const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(/{{\s*\w+\s*}}/g, ''));

  it.each([
    // Words that are the same in Norwegian, checked by hand: not English left over.
    ['Norwegian', no, ['Pause', 'Smart hint']],
    ['German', de, []],
    ['Swedish', sv, []],
  ] as const)('%s has every teaching text, each in its own words', (_, resource, same: readonly string[]) => {
    for (const section of TEACHING) {
      const english = keys(en[section], section);
      expect(keys((resource as Record<string, unknown>)[section] ?? {}, section).sort(), section).toEqual(
        [...english].sort(),
      );
      for (const key of english) {
        const text = valueAt(en, key);
        if (hasWords(text) && !same.includes(text)) expect(valueAt(resource, key), key).not.toBe(text);
      }
    }
  });

  it('every translation keeps the placeholders of the English text', () => {
    for (const resource of [no, de, sv]) {
      for (const key of keys(resource)) {
        expect(placeholders(valueAt(resource, key)), key).toEqual(placeholders(valueAt(en, key)));
      }
    }
  });

  it('no text is left empty', () => {
    for (const resource of [en, no, de, sv]) {
      for (const key of keys(resource)) expect(valueAt(resource, key).trim(), key).not.toBe('');
    }
  });
});

describe('languages', () => {
  it('maps browser language tags to ours, Bokmål and Nynorsk to Norwegian', () => {
    expect(languageOfTag('nb-NO')).toBe('no');
    expect(languageOfTag('nn')).toBe('no');
    expect(languageOfTag('en-GB')).toBe('en');
    expect(languageOfTag('fr-FR')).toBeUndefined();
    expect(browserLanguage(['fr-FR', 'sv-SE', 'en'])).toBe('sv');
    expect(browserLanguage(['fr'])).toBe('en');
  });
});
