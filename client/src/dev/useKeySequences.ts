// Listens for typed key sequences on the whole page and calls back with the action of each one
// completed (key-sequence.ts has the rules). Keys typed into a text field never count, so a
// player writing "great" in the contact form is not typing "g r".

import { useEffect, useRef } from 'react';
import { type KeySequence, NO_KEYS, pressKey, type SequenceState, sequenceKey } from './key-sequence';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color'].includes(target.type);
  }
  // The captcha widget and other custom elements hold their own fields.
  return target.tagName.includes('-');
}

export function useKeySequences<A extends string>(
  sequences: readonly KeySequence<A>[],
  onSequence: (action: A) => void,
  enabled = true,
): void {
  const handler = useRef(onSequence);
  handler.current = onSequence;

  useEffect(() => {
    if (!enabled) return;
    let state: SequenceState = NO_KEYS;
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target)) return;
      const key = sequenceKey(event);
      if (key === null) return;
      const result = pressKey(state, key, event.timeStamp, sequences);
      state = result.state;
      if (result.matched) handler.current(result.matched);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [sequences, enabled]);
}
