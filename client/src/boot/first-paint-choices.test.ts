import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../state/storage';
import { firstPaintChoices } from './first-paint-choices';

function stored(entries: Record<string, unknown>): KeyValueStore {
  const values = new Map(Object.entries(entries).map(([key, value]) => [key, JSON.stringify(value)]));
  return { getItem: (key) => values.get(key) ?? null, setItem: () => {}, removeItem: () => {} };
}

const SETTINGS = 'numberland:settings:v1';
const SELECTION = 'numberland:selection:v1';

const choices = (entries: Record<string, unknown>, search = '', browser = ['en-GB'], prefersDark = false) =>
  firstPaintChoices({ storage: stored(entries), search, browserLanguages: browser, prefersDark });

describe('what the first paint shows', () => {
  it('a first visit: the browser language, Summerland, the device theme', () => {
    expect(choices({}, '', ['nb-NO', 'en'])).toEqual({
      language: 'no',
      land: 'summerland',
      level: 1,
      theme: 'light',
      seenIntro: false,
      seenTutorial: undefined,
    });
    expect(choices({}, '', ['fr-FR'], true)).toEqual({
      language: 'en',
      land: 'summerland',
      level: 1,
      theme: 'dark',
      seenIntro: false,
      seenTutorial: undefined,
    });
  });

  it('a returning player: the stored language, land, theme, seen intro and tutorials', () => {
    expect(
      choices(
        {
          [SETTINGS]: { language: 'no', theme: 'dark', seenIntro: true, seenTutorial: { 1: true } },
          [SELECTION]: { level: 3 },
        },
        '',
        ['en'],
      ),
    ).toEqual({
      language: 'no',
      land: 'winterland',
      level: 3,
      theme: 'dark',
      seenIntro: true,
      seenTutorial: { 1: true },
    });
    expect(choices({ [SETTINGS]: { theme: 'light' } }, '', ['en'], true).theme).toBe('light');
  });

  it('?lang= wins over the stored language, as the app reads it (i18n/start.ts)', () => {
    expect(choices({ [SETTINGS]: { language: 'no' } }, '?lang=en').language).toBe('en');
    expect(choices({ [SETTINGS]: { language: 'no' } }, '?lang=xx').language).toBe('no');
  });

  it('stored values the app would refuse fall back as the app does', () => {
    expect(
      choices(
        { [SETTINGS]: { language: 'fr', theme: 'pink', seenIntro: 'yes' }, [SELECTION]: { level: 7 } },
        '',
        ['sv-SE'],
      ),
    ).toEqual({
      language: 'sv',
      land: 'summerland',
      level: 1,
      theme: 'light',
      seenIntro: false,
      seenTutorial: undefined,
    });
  });
});
