// The start screen (spec section 2): "Game will start in", the seconds, then Go, over the board.

import { PUZZLE_PHASES, playStartsAt, type SessionState } from '@numberland/engine';
import { useTranslation } from 'react-i18next';
import { useNow } from './useNow';

/** How long Go stays up once play has begun. */
export const GO_SHOWN_MS = 800;

export function StartCountdown({ state }: { readonly state: SessionState }) {
  const { t } = useTranslation();
  const now = useNow(100);
  const starting = state.phase === PUZZLE_PHASES.starting;
  const justStarted = state.phase === PUZZLE_PHASES.playing && now - state.startTime < GO_SHOWN_MS;
  // The beeps of the seconds are the play controller's (play/session-timers.ts).
  const seconds = Math.max(1, Math.ceil((playStartsAt(state) - now) / 1000));
  if (!starting && !justStarted) return null;
  return (
    <div className="start-countdown" role="status" data-testid="countdown">
      {starting ? (
        <>
          <p className="start-countdown__lead">{t('countdown.startsIn')}</p>
          <p key={seconds} className="start-countdown__number">
            {seconds}
          </p>
        </>
      ) : (
        <p className="start-countdown__number start-countdown__go">{t('countdown.go')}</p>
      )}
    </div>
  );
}
