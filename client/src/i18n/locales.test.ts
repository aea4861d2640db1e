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
