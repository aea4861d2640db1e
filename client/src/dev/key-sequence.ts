// Typed key sequences such as "g" then "a" (the development shortcuts of spec section 6): a pure
// matcher over the keys pressed so far, so the timing rules are tested without a browser.

/** Keys further apart than this start a new sequence, so a stray "g" long ago does not count. */
export const SEQUENCE_TIMEOUT_MS = 1500;

export interface KeySequence<A extends string> {
  /** The keys in order, lower case, e.g. ['g', 'a']. */
  readonly keys: readonly string[];
  readonly action: A;
}

export interface SequenceState {
  /** The latest keys, oldest first. */
  readonly keys: readonly string[];
  /** When the last key was pressed (ms); -Infinity before any. */
  readonly at: number;
}

export const NO_KEYS: SequenceState = { keys: [], at: Number.NEGATIVE_INFINITY };

/** What a key press needs to carry for the matcher (a subset of KeyboardEvent). */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
  readonly repeat?: boolean;
}

/**
 * The key as a sequence step: one character in lower case, or null for presses that never count
 * (modifier keys, shortcuts with Ctrl, Cmd or Alt, keys held down, Enter and the like). Shift
 * alone is allowed, so "G" counts as "g".
 */
export function sequenceKey(press: KeyPress): string | null {
  if (press.ctrlKey || press.metaKey || press.altKey || press.repeat) return null;
  if ([...press.key].length !== 1) return null;
  return press.key.toLowerCase();
}

/**
 * Adds a key and says which sequence, if any, it completes. A completed sequence clears the
 * keys, so "g a a" fires once; the keys kept are only as many as the longest sequence.
 */
export function pressKey<A extends string>(
  state: SequenceState,
  key: string,
  now: number,
  sequences: readonly KeySequence<A>[],
  timeoutMs: number = SEQUENCE_TIMEOUT_MS,
): { readonly state: SequenceState; readonly matched: A | null } {
  const longest = Math.max(1, ...sequences.map((s) => s.keys.length));
  const earlier = now - state.at > timeoutMs ? [] : state.keys;
  const keys = [...earlier, key].slice(-longest);
  const hit = sequences.find(
    (s) =>
      s.keys.length > 0 &&
      s.keys.length <= keys.length &&
      s.keys.every((k, i) => keys[keys.length - s.keys.length + i] === k),
  );
  if (hit) return { state: { keys: [], at: now }, matched: hit.action };
  return { state: { keys, at: now }, matched: null };
}
