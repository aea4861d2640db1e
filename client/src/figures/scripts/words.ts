// Words in figures: message keys (checked against the English file by the compiler) and their
// parameters, translated by the figure when shown.

import type { ParseKeys } from 'i18next';
import type { FigureText } from '../figure-script';

export function say(key: ParseKeys, params?: Readonly<Record<string, number>>): FigureText {
  return params ? { key, params } : { key };
}
