// Display names: what a name may hold, the form it is stored in, and when two names are the same.
//
// A name is stored in Unicode's composed form (NFC), so "Å" typed as A + ring is the same text
// as "Å". Characters that are not seen, or that reorder what is seen, are refused: control
// characters, format characters (zero-width spaces and joiners, right-to-left overrides and
// isolates, the byte-order mark), and the fillers and selectors that draw nothing.
//
// Two names are the same when their keys are: case-folded, then the skeleton of Unicode's
// security mechanisms (UTS #39: NFD, each character mapped to its prototype by confusables.txt,
// NFD again), so "Åse" and "åse", or "Paypal" with a Cyrillic "а", cannot both be registered. The
// mapping is the unhomoglyph package's: confusables.txt as data, from the maintainers of
// markdown-it, no dependencies. PostgreSQL's lower() (locale C) folds ASCII only, so the key is
// made here and kept in its own column (users.username_key, unique).

import { USERNAME_MAX } from '@numberland/contract';
import unhomoglyph from 'unhomoglyph';

/** Characters that draw nothing or reorder the text: never in a name. */
const INVISIBLE =
  /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u115F\u1160\u2800\u3164\uFFA0]|\u034F|\u17B4|\u17B5|[\u180B-\u180F]|[\uFE00-\uFE0F]|[\u{E0100}-\u{E01EF}]/u;

/** `text` in NFC with every invisible character made a space (a provider's name, say). */
export function withoutInvisible(text: string): string {
  return text.normalize('NFC').replace(new RegExp(INVISIBLE.source, 'gu'), ' ');
}

/** Why a name cannot be a display name, for a person to read. */
export const NAME_RULE = `A display name is 1 to ${USERNAME_MAX} letters, numbers or signs, with no hidden characters.`;

/** A display name as stored: NFC, trimmed, 1-36 characters, none invisible; else undefined. */
export function cleanUsername(name: string | undefined): string | undefined {
  const trimmed = (name ?? '').normalize('NFC').trim();
  if (trimmed.length === 0 || [...trimmed].length > USERNAME_MAX || INVISIBLE.test(trimmed)) return undefined;
  return trimmed;
}

/** When two display names are the same name: case-folded, then the UTS #39 skeleton. */
export function nameKey(name: string): string {
  const folded = name.normalize('NFKC').toLowerCase();
  return unhomoglyph(folded.normalize('NFD')).normalize('NFD').toLowerCase();
}
