// The keyboard on /play (spec section 5, issue 19): keys the board takes become the play
// controller's actions or assists (play/keyboard.ts says which), unless they are meant for a form
// field, a button (Enter and Space), or a modal.

import { useEffect } from 'react';
import { playController } from '../../play/app-play-controller';
import { intentForKey } from '../../play/keyboard';
import { usePlayPrompt } from '../../play/play-prompts';
import { modalOfHash } from '../../routing/hash-modals';
import { useGame } from '../../state/game';

/** Whether a key press is meant for something else: a form field, or a modal over the puzzle. */
function elsewhere(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('input, textarea, select, [contenteditable="true"]')) return true;
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  return modalOfHash(window.location.hash) !== null || usePlayPrompt.getState().prompt !== undefined;
}

export function usePlayKeyboard(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const state = useGame.getState().game?.state;
      if (!state || elsewhere(event)) return;
      const intent = intentForKey(event.key, state);
      if (!intent) return;
      if (intent.kind === 'action') playController.dispatch(intent.action);
      else playController.requestAssist(intent.assist);
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
