// The modals of play (spec section 2, "Puzzle screen"): at most one at a time, over the puzzle.
// Not hash modals: they belong to the puzzle in play and make no sense as a link. The play
// controller opens them; the prompts' buttons answer through the controller.

import { create } from 'zustand';

export type PlayPrompt =
  /** "Abandon this puzzle?" while leaving /play; the puzzle is paused meanwhile. */
  | { readonly kind: 'exit' }
  /** The first warning before a paid assist: what it costs and what it does. */
  | { readonly kind: 'reveal-warning' }
  | { readonly kind: 'smart-hint-warning' }
  /** Short of gems (or out of smart hints): watch an ad, or play on. */
  | { readonly kind: 'needs-ad'; readonly on: 'reveal' | 'smart-hint' }
  | { readonly kind: 'hints-used-up' }
  /** Reveal pressed with no number box chosen: which box to reveal is the player's to pick. */
  | { readonly kind: 'reveal-needs-cell' }
  /** The first time in a land: its welcome, before the grid shows. */
  | { readonly kind: 'welcome' }
  /** Back on /play from a lesson opened by a hint's footer: the puzzle waits, paused. */
  | { readonly kind: 'back-from-lesson' };

export interface PlayPromptState {
  readonly prompt: PlayPrompt | undefined;
  open(prompt: PlayPrompt): void;
  close(): void;
}

export function createPlayPromptStore() {
  return create<PlayPromptState>()((set) => ({
    prompt: undefined,
    open: (prompt) => set({ prompt }),
    close: () => set({ prompt: undefined }),
  }));
}

export const usePlayPrompt = createPlayPromptStore();
