// The start screen (spec section 2): "Game will start in", the seconds, then Go, over the board.

import { PUZZLE_PHASES, playStartsAt, type SessionState } from '@numberland/engine';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { emit } from '../../game/events';
import { useNow } from './useSessionClock';

/** How long Go stays up once play has begun. */
export const GO_SHOWN_MS = 800;

export function StartCountdown({ state }: { readonly state: SessionState }) {
  const { t } = useTranslation();
  const now = useNow(100);
  const starting = state.phase === PUZZLE_PHASES.starting;
  const justStarted = state.phase === PUZZLE_PHASES.playing && now - state.startTime < GO_SHOWN_MS;
  const seconds = Math.max(1, Math.ceil((playStartsAt(state) - now) / 1000));
  // One beep a second. The engine's events beep the first second and the Go; the clock ticks the
  // session only when the countdown ends, so the seconds between are beeped from here.
  const first = Math.ceil(state.start.startupDelayMs / 1000);
  useEffect(() => {
    if (starting && state.pausedAt === 0 && seconds < first) emit('sound:play', { sound: 'countdown' });
  }, [starting, seconds, first, state.pausedAt]);
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
