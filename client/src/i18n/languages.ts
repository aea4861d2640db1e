// The languages the game speaks. English and Norwegian are complete and are the ones the toggles
// offer (spec section 9); German and Swedish are partial and fall back to English (but what teaches
// the game, lessons, tutorials and hints, is whole in both: locales.test.ts), reachable
// through ?lang= or the browser's language.

export const LANGUAGES = ['en', 'no', 'de', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The languages a player can pick in the intro and the side menu. */
export const TOGGLE_LANGUAGES = ['en', 'no'] as const satisfies readonly Language[];

export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** Bokmål (nb) and Nynorsk (nn) readers get Norwegian, the only Norwegian we have. */
const ALIASES: Readonly<Record<string, Language>> = { nb: 'no', nn: 'no' };

/** A language from a tag such as 'nb-NO' or 'en-GB', if we have it. */
export function languageOfTag(tag: string | null | undefined): Language | undefined {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (isLanguage(base)) return base;
  return ALIASES[base];
}

/** The first of the browser's preferred languages that we have, else English. */
export function browserLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

/** The page's `lang` for a language: Norwegian is written in Bokmål. */
export function documentLanguage(language: Language): string {
  return language === 'no' ? 'nb' : language;
}
