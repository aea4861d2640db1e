// Reveal and Hint pressed (spec section 5): short of gems, the ad prompt; the first time, the
// warning that says what the assist costs; otherwise the assist itself.

import { REVEAL_PRICE, SMART_HINT_PRICE } from '@numberland/engine';
import { useGame } from '../../state/game';
import { useSettings } from '../../state/settings';
import { dispatch } from './dispatch';
import { usePlayPrompt } from './play-prompts';

export type AssistKind = 'reveal' | 'smart-hint';

export function requestAssist(kind: AssistKind): void {
  const state = useGame.getState().game?.state;
  if (!state) return;
  const { open } = usePlayPrompt.getState();
  const settings = useSettings.getState();
  if (kind === 'smart-hint' && state.smartHintsUsed >= state.start.hintsNo) {
    open({ kind: 'hints-used-up' });
    return;
  }
  const price = kind === 'reveal' ? REVEAL_PRICE : SMART_HINT_PRICE;
  if (state.gems < price) {
    open({ kind: 'needs-ad', on: kind });
    return;
  }
  const warned = kind === 'reveal' ? settings.usedReveal : settings.usedSmartHint;
  if (!warned) {
    open({ kind: kind === 'reveal' ? 'reveal-warning' : 'smart-hint-warning' });
    return;
  }
  dispatch({ type: kind });
}

/** The warning's OK: the assist goes ahead. */
export function confirmAssist(kind: AssistKind): void {
  usePlayPrompt.getState().close();
  dispatch({ type: kind });
}
