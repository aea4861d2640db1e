// What the engine's events of one action ask of the rest of the app: sounds, gems spent (and
// stored for a signed-in player), the ad and used-up prompts, hints on screen, flying gems,
// analytics, and the finish. The engine has already decided; nothing here checks a rule again.

import type { SessionAction, SessionEvent } from '@numberland/engine';
import { soundsFor } from '../sound/sounds-for-events';
import { isLoggedIn } from '../state/auth';
import type { PlayDeps } from './ports';

/** Spec section 9: 40 flying gems. */
export const FLYING_GEMS = 40;

export interface SettleTarget {
  readonly deps: PlayDeps;
  /** The game has just finished at `now`. */
  finished(now: number): void;
}

const isEntry = (e: SessionEvent) => e.type === 'correct' || e.type === 'wrong' || e.type === 'note';

export function settleEvents(
  target: SettleTarget,
  action: SessionAction,
  events: readonly SessionEvent[],
  now: number,
): void {
  const { deps } = target;
  const game = deps.stores.game.getState();
  // A number entered hides the smart hint (spec section 4, "Smart hint"), not a gentle reminder.
  if (
    (action.type === 'digit' || action.type === 'submit-note') &&
    events.some(isEntry) &&
    !game.hint?.gentle
  )
    game.clearHint();
  for (const sound of soundsFor(events, { action })) deps.playSound(sound);
  for (const event of events) {
    switch (event.type) {
      case 'spend':
        spend(deps, event.gems, event.on);
        break;
      case 'needs-ad':
        deps.stores.prompt.getState().open({ kind: 'needs-ad', on: event.on });
        break;
      case 'hints-used-up':
        deps.stores.prompt.getState().open({ kind: 'hints-used-up' });
        break;
      case 'refused':
        // Reveal needs a box to fill: say so, rather than let the button seem dead.
        if (event.action === 'reveal' && event.reason === 'no-selection')
          deps.stores.prompt.getState().open({ kind: 'reveal-needs-cell' });
        break;
      case 'smart-hint':
        game.showHint(event.record, false);
        break;
      case 'wrong':
        // Without a short reason to give, the flash and the lost life say enough.
        if (event.explanation && event.explanation.errorType !== 'unexplained')
          game.showHint(event.explanation, false);
        break;
      case 'assist':
        if (event.record.errorType !== 'rule_2' || deps.stores.settings.getState().showErrorAssistRule2)
          game.showHint(event.record, true);
        break;
      case 'special-square':
        // Its bonus is won: the gems fly to the balance (spec section 9, "Flying gems").
        if (event.inTime) deps.scene.emit('puzzle:gems', { count: FLYING_GEMS, to: deps.balancePlace() });
        break;
      case 'started':
        deps.track('startplay', { puzzleId: deps.stores.game.getState().game?.state.start.puzzleId });
        break;
      case 'finished':
        // The explanation of the last wrong number must not sit over the end screen.
        game.clearHint();
        target.finished(now);
        deps.track('play_finish', { finishType: event.finishType, message: event.message });
        break;
      case 'exited':
        game.clearHint();
        break;
    }
  }
}

/** A paid assist: the balance here follows the session's, and a signed-in player's is stored. */
function spend(deps: PlayDeps, gems: number, on: 'reveal' | 'smart-hint'): void {
  const auth = deps.stores.auth.getState();
  const before = auth.gems;
  const total = Math.max(0, before - gems);
  auth.setGems(total);
  // The write waits in the outbox when the server is away; a refusal leaves the local balance.
  // It names the balance it came from, so a copy sent twice spends once.
  if (isLoggedIn(auth)) void deps.api.setGems(total, before).catch(() => undefined);
  deps.stores.settings.getState().update(on === 'reveal' ? { usedReveal: true } : { usedSmartHint: true });
}
