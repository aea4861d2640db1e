// The one way the player's and the clock's actions reach the session: the engine applies the
// action, then what its events ask of the rest of the app is done here (sounds, gems spent, the
// ad prompt, hints on screen, the finish). The scene, the keyboard, the timers and the prompts
// all call `dispatch`.

import type { SessionAction, SessionEvent } from '@numberland/engine';
import { api } from '../../api';
import { track } from '../../app/analytics';
import { emit } from '../../game/events';
import { PUZZLE_MOUNT_ID } from '../../game/scene-keys';
import { soundsFor } from '../../sound/sounds-for-events';
import { isLoggedIn, useAuth } from '../../state/auth';
import { useGame } from '../../state/game';
import { useProgress } from '../../state/progress';
import { useSettings } from '../../state/settings';
import { preloadEndScreen } from './end/EndScreen';
import { END_SCREEN_DELAY_MS, finishGame } from './finish-game';
import { usePlayPrompt } from './play-prompts';

/** Spec section 9: 40 flying gems. */
export const FLYING_GEMS = 40;

export function dispatch(action: SessionAction, now = Date.now()): readonly SessionEvent[] {
  const events = useGame.getState().act(action, now);
  // A number entered hides the smart hint (spec section 4, "Smart hint").
  if ((action.type === 'digit' || action.type === 'submit-note') && events.some(isEntry)) {
    if (!useGame.getState().hint?.gentle) useGame.getState().clearHint();
  }
  settle(action, events, now);
  return events;
}

const isEntry = (e: SessionEvent) => e.type === 'correct' || e.type === 'wrong' || e.type === 'note';

function settle(action: SessionAction, events: readonly SessionEvent[], now: number) {
  for (const sound of soundsFor(events, { action })) emit('sound:play', { sound });
  for (const event of events) {
    switch (event.type) {
      case 'spend':
        spend(event.gems, event.on);
        break;
      case 'needs-ad':
        usePlayPrompt.getState().open({ kind: 'needs-ad', on: event.on });
        break;
      case 'hints-used-up':
        usePlayPrompt.getState().open({ kind: 'hints-used-up' });
        break;
      case 'smart-hint':
        useGame.getState().showHint(event.record, false);
        break;
      case 'wrong':
        // Without a short reason to give, the flash and the lost life say enough.
        if (event.explanation && event.explanation.errorType !== 'unexplained')
          useGame.getState().showHint(event.explanation, false);
        break;
      case 'assist': {
        const { showErrorAssistRule2 } = useSettings.getState();
        if (event.record.errorType !== 'rule_2' || showErrorAssistRule2)
          useGame.getState().showHint(event.record, true);
        break;
      }
      case 'special-square':
        // Its bonus is won: the gems fly to the balance (spec section 9, "Flying gems").
        if (event.inTime) emit('puzzle:gems', { count: FLYING_GEMS, to: balancePlace() });
        break;
      case 'started':
        track('startplay', { puzzleId: useGame.getState().game?.state.start.puzzleId });
        break;
      case 'finished':
        // The explanation of the last wrong number must not sit over the end screen.
        useGame.getState().clearHint();
        finished(now);
        track('play_finish', { finishType: event.finishType, message: event.message });
        break;
      case 'exited':
        useGame.getState().clearHint();
        break;
    }
  }
}

/** A paid assist: the balance here follows the session's, and a signed-in player's is stored. */
function spend(gems: number, on: 'reveal' | 'smart-hint') {
  const auth = useAuth.getState();
  const total = Math.max(0, auth.gems - gems);
  auth.setGems(total);
  if (isLoggedIn(auth)) void api.setGems(total).catch(() => undefined);
  useSettings.getState().update(on === 'reveal' ? { usedReveal: true } : { usedSmartHint: true });
}

function finished(now: number) {
  const { game, setFinish } = useGame.getState();
  if (!game) return;
  // Its chunks load while the finish shows, so the end screen is ready in 2.5 s.
  preloadEndScreen();
  const gemsBefore = useAuth.getState().gems;
  const prize = finishGame(game.state, game.record, {
    postScore: (post) => api.postScore(post),
    recordProgress: (result) => useProgress.getState().record(result),
    signedIn: () => isLoggedIn(useAuth.getState()),
    gems: () => useAuth.getState().gems,
    setGems: (gems) => useAuth.getState().setGems(gems),
    onPrize: (paid) => {
      const current = useGame.getState().finish;
      if (current) useGame.getState().setFinish({ ...current, prize: paid });
    },
  });
  setFinish({ gemsBefore, prize, showAt: now + END_SCREEN_DELAY_MS });
}

/** Where the gem balance is, relative to the puzzle scene's element. */
function balancePlace(): { x: number; y: number } | undefined {
  const balance = document.querySelector('.gem-balance')?.getBoundingClientRect();
  const scene = document.getElementById(PUZZLE_MOUNT_ID)?.getBoundingClientRect();
  if (!balance || !scene) return undefined;
  return {
    x: balance.left + balance.width / 2 - scene.left,
    y: balance.top + balance.height / 2 - scene.top,
  };
}
