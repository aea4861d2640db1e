// The top progress bar of the puzzle (spec section 2): score, time left and lives. Time runs as a
// bar and in seconds; lives are hearts with their count written out, so nothing is colour alone.
// A lesson's practice board has no score: its bar says "Practice" instead.

import { ERRORS_ALLOWED, isPlaying, limitSeconds, type SessionState } from '@numberland/engine';
import { useTranslation } from 'react-i18next';
import { secondsLeft } from '../../play/session-clock';
import { useNow } from './useNow';

export function PlayStatus({ state }: { readonly state: SessionState }) {
  const { t } = useTranslation();
  // The time left moves only while the puzzle is played (not before, paused or after).
  const now = useNow(250, isPlaying(state));
  const limit = limitSeconds(state);
  const left = Math.max(0, Math.ceil(secondsLeft(state, now)));
  const share = Math.min(1, left / limit);
  const low = left <= 10 && state.startTime !== 0;
  return (
    <div className="play-status" data-testid="play-status">
      {state.start.practice ? (
        // A lesson's practice board is not scored: the bar says so instead of counting points.
        <div className="play-status__item" data-testid="practice-label">
          <span className="play-status__label">{t('playStatus.practice')}</span>
          <strong className="play-status__value">{t('playStatus.noScore')}</strong>
        </div>
      ) : (
        <div className="play-status__item">
          <span className="play-status__label">{t('playStatus.score')}</span>
          <strong className="play-status__value" data-testid="score">
            {Math.round(state.score)}
          </strong>
        </div>
      )}
      <div className={`play-status__item play-status__time${low ? ' play-status__time--low' : ''}`}>
        <span className="play-status__label">{t('playStatus.timeLeft')}</span>
        <strong className="play-status__value" data-testid="time-left">
          {t('playStatus.seconds', { count: left })}
        </strong>
        <span className="play-status__track" aria-hidden="true">
          <span className="play-status__fill" style={{ width: `${share * 100}%` }} />
        </span>
      </div>
      <div className="play-status__item">
        <span className="play-status__label">{t('playStatus.lives')}</span>
        <span
          className="play-status__value play-status__hearts"
          role="img"
          aria-label={t('playStatus.livesLeft', { count: state.errors, total: ERRORS_ALLOWED })}
          data-testid="lives"
          data-lives={state.errors}
        >
          {Array.from({ length: ERRORS_ALLOWED }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the hearts are places, not items.
            <span key={i} className={i < state.errors ? 'heart' : 'heart heart--lost'}>
              {i < state.errors ? '♥' : '♡'}
            </span>
          ))}
        </span>
      </div>
    </div>
  );
}
