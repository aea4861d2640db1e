// The video-ad overlay (spec sections 2 and 4): a house ad over the whole game with a 10-second
// countdown in the corner, then a close X. Closing it ends the ad and opens #adreward, where the
// reward is taken. It is not a hash modal: the back button must not skip the countdown.

import { AD_REWARD_GEMS } from '@numberland/engine';
import { type CSSProperties, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n/error-text';
import { useHashModal } from '../routing/useHashModal';
import { GemIcon } from '../ui/icons';
import { adCountdown } from './ad-countdown';
import { useVideoAdStore } from './useVideoAd';
import './VideoAdOverlay.css';

/** How often the countdown is redrawn; well under a second so the number never lags. */
const TICK_MS = 200;

export function VideoAdOverlay() {
  const { t } = useTranslation();
  const show = useVideoAdStore((s) => s.show);
  const finish = useVideoAdStore((s) => s.finish);
  const dismiss = useVideoAdStore((s) => s.dismiss);
  const { openModal } = useHashModal();
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [now, setNow] = useState(() => Date.now());

  const countdown =
    show.kind === 'playing' ? adCountdown(show.startedAt, now, show.seconds) : adCountdown(null, now);
  const closable = show.kind === 'failed' || countdown.kind === 'closable';

  useEffect(() => {
    if (show.kind !== 'playing') return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [show]);

  // Focus comes into the overlay when it opens and goes to the X when it appears, so keyboard
  // and screen-reader players learn that the ad can be closed now. Whatever had the focus before
  // gets it back afterwards.
  const open = show.kind !== 'idle';
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    root.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);
  useEffect(() => {
    if (closable) closeButton.current?.focus();
  }, [closable]);

  if (show.kind === 'idle') return null;

  const close = () => {
    if (show.kind === 'failed') dismiss();
    else if (finish()) openModal('adreward');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Nothing behind the overlay may be reached while it is up; Escape closes it once it may close.
    if (event.key === 'Escape' && closable) {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      (closeButton.current ?? root.current)?.focus();
    }
    event.stopPropagation();
  };

  const reward = show.kind === 'playing' ? show.reward : AD_REWARD_GEMS;
  return (
    <div
      ref={root}
      className="video-ad"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="video-ad__frame">
        <div className="video-ad__top">
          <h2 id={titleId} className="video-ad__title">
            {t('videoAd.title')}
          </h2>
          {closable ? (
            <button
              ref={closeButton}
              type="button"
              className="video-ad__close"
              onClick={close}
              aria-label={t('videoAd.close')}
            >
              ×
            </button>
          ) : (
            <div
              className="video-ad__count"
              role="timer"
              aria-label={
                countdown.kind === 'counting'
                  ? t('videoAd.secondsLeft', { count: countdown.secondsLeft })
                  : t('videoAd.starting')
              }
              style={
                { '--progress': countdown.kind === 'counting' ? countdown.progress : 0 } as CSSProperties
              }
            >
              <span aria-hidden="true">{countdown.kind === 'counting' ? countdown.secondsLeft : '…'}</span>
            </div>
          )}
        </div>
        <figure className="video-ad__screen">
          <img key={show.ad.id} className="video-ad__picture" src={show.ad.file} alt="" />
          <figcaption className="video-ad__caption">{t(show.ad.captionKey)}</figcaption>
        </figure>
        <p className="video-ad__reward" aria-live="polite">
          {show.kind === 'failed' ? (
            <span className="video-ad__error">{errorText(t, show.error)}</span>
          ) : closable ? (
            <>
              <GemIcon size={26} />
              {t('videoAd.rewardReady', { amount: reward })}
            </>
          ) : (
            <>
              <GemIcon size={26} />
              {t('videoAd.rewardAfter', { amount: reward })}
            </>
          )}
        </p>
      </div>
    </div>
  );
}
