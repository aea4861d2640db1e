// The warning before an assist's first use (spec section 5): the first Reveal and the first paid
// smart hint ask before they spend gems. Whether this use would be paid is learnt by trying it on
// a copy of the game, so the engine alone decides the price.

import { type Game, play } from '@numberland/engine';
import type { PlayPrompt } from './play-prompts';
import type { PlayDeps } from './ports';

export type AssistKind = 'reveal' | 'smart-hint';

/** The warning to show before the assist `kind` goes ahead, or none. */
export function assistWarning(deps: PlayDeps, game: Game, kind: AssistKind): PlayPrompt | undefined {
  const settings = deps.stores.settings.getState();
  const warned = kind === 'reveal' ? settings.usedReveal : settings.usedSmartHint;
  if (warned) return undefined;
  const paid = play(game, { type: kind }, deps.clock.now()).events.some((e) => e.type === 'spend');
  if (!paid) return undefined;
  return { kind: kind === 'reveal' ? 'reveal-warning' : 'smart-hint-warning' };
}
