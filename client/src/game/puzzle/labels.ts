// The few words the scene writes itself. The game's texts live in the React side's locale files;
// until those carry these keys, the scene keeps English and Norwegian here and follows the
// language i18next has chosen (English for any other).

import i18next from 'i18next';

const LABELS = {
  en: { specialSquare: 'Special square!' },
  no: { specialSquare: 'Spesialkvadrat!' },
} as const;

export type LabelKey = keyof (typeof LABELS)['en'];

export function label(key: LabelKey, language: string | undefined = i18next.language): string {
  const table = language?.startsWith('no') || language?.startsWith('nb') ? LABELS.no : LABELS.en;
  return table[key];
}
