// The strings only one language has: what must never be seen while the game shows the other.

import en from '../../client/src/i18n/locales/en.json';
import no from '../../client/src/i18n/locales/no.json';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** The placeholder-free pieces of a message: "Rule {{number}}" gives "Rule". */
const pieces = (message: string) =>
  message
    .split(/\{\{[^}]*\}\}|<\d+>|<\/\d+>/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 4);

/**
 * Pieces of `from`'s messages that appear in no message of `other`: seeing one on a page shown in
 * `other`'s language means a string was left untranslated (or hard-coded).
 */
function onlyIn(from: Tree, other: Tree): string[] {
  const otherText = [...leaves(other).values()].join('\n');
  const found = new Set<string>();
  for (const message of leaves(from).values()) {
    for (const piece of pieces(message)) if (!otherText.includes(piece)) found.add(piece);
  }
  return [...found];
}

export const ENGLISH_ONLY = onlyIn(en as Tree, no as Tree);
export const NORWEGIAN_ONLY = onlyIn(no as Tree, en as Tree);
