// The daily welcome-back reward (#daily, spec sections 4 and 9): 800 gems once per calendar day
// for a signed-in player, claimed with GET /user/claim-daily in the player's time zone. The
// server's "already claimed" answer is shown as a friendly note, not an error.
//
// Guests get no daily reward: the spec runs the daily check for logged-in players only and keeps
// daily claims on the server (section 6), and the server pays only accounts. A guest who reaches
// #daily sees the register reminder's pitch instead: sign up and get this gift every day.

import { DAILY_REWARD_GEMS } from '@numberland/engine';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { ApiError } from '../../api/errors';
import { errorText } from '../../i18n/error-text';
import { isLoggedIn, useAuth } from '../../state/auth';
import type { ModalContentProps } from '../types';
import { browserTimeZone, dayIn, isDailyDue } from './daily-day';
import { RewardBadge } from './RewardBadge';
import './economy.css';

type Claim =
  | { readonly kind: 'ready' }
  | { readonly kind: 'claiming' }
  | { readonly kind: 'claimed'; readonly gems: number }
  | { readonly kind: 'already' }
  | { readonly kind: 'failed'; readonly error: unknown };

export function DailyModal(props: ModalContentProps) {
  const loggedIn = useAuth(isLoggedIn);
  return loggedIn ? <DailyClaim {...props} /> : <DailyPitch {...props} />;
}

function DailyClaim({ close }: ModalContentProps) {
  const { t } = useTranslation();
  const [claim, setClaim] = useState<Claim>(() =>
    isDailyDue(useAuth.getState().lastDaily, dayIn(browserTimeZone(), new Date()))
      ? { kind: 'ready' }
      : { kind: 'already' },
  );
  // The Collect button goes away once pressed; the focus moves to the button that replaces it.
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (claim.kind === 'claimed' || claim.kind === 'already') next.current?.focus();
  }, [claim.kind]);

  const collect = () => {
    setClaim({ kind: 'claiming' });
    api.claimDaily().then(
      ({ gems, lastDaily }) => {
        const auth = useAuth.getState();
        auth.setGems(gems);
        auth.setLastDaily(lastDaily);
        setClaim({ kind: 'claimed', gems });
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 'daily-claimed') {
          // Claimed today already (on another device, say): remember it so the gift is not offered again.
          useAuth.getState().setLastDaily(dayIn(browserTimeZone(), new Date()));
          setClaim({ kind: 'already' });
        } else {
          setClaim({ kind: 'failed', error });
        }
      },
    );
  };

  if (claim.kind === 'claimed') {
    return (
      <div className="reward">
        <RewardBadge amount={DAILY_REWARD_GEMS} />
        <p className="reward__text" aria-live="polite">
          {t('daily.claimed', { amount: DAILY_REWARD_GEMS })}
        </p>
        <p className="reward__balance">
          {t('daily.balance', { gems: t('common.gems', { count: claim.gems }) })}
        </p>
        <div className="reward__buttons">
          <button ref={next} type="button" className="button button--play" onClick={close}>
            {t('daily.play')}
          </button>
        </div>
      </div>
    );
  }

  if (claim.kind === 'already') {
    return (
      <div className="reward">
        <p className="reward__text">{t('daily.already')}</p>
        <div className="reward__buttons">
          <button ref={next} type="button" className="button" onClick={close}>
            {t('daily.ok')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="reward">
      <RewardBadge amount={DAILY_REWARD_GEMS} />
      <p className="reward__text">{t('daily.welcome', { amount: DAILY_REWARD_GEMS })}</p>
      {claim.kind === 'failed' && (
        <p className="reward__error" role="alert">
          {errorText(t, claim.error)}
        </p>
      )}
      <div className="reward__buttons">
        <button
          type="button"
          className="button button--play"
          onClick={collect}
          disabled={claim.kind === 'claiming'}
        >
          {claim.kind === 'claiming'
            ? t('daily.collecting')
            : t('daily.collect', { amount: DAILY_REWARD_GEMS })}
        </button>
      </div>
    </div>
  );
}

function DailyPitch({ close, openModal, canOpen }: ModalContentProps) {
  const { t } = useTranslation();
  const gems = useAuth((s) => s.gems);
  return (
    <div className="reward">
      <RewardBadge amount={DAILY_REWARD_GEMS} />
      <p className="reward__text">{t('daily.guestPitch', { amount: DAILY_REWARD_GEMS })}</p>
      <p className="reward__balance">{t('daily.guestGems', { gems: t('common.gems', { count: gems }) })}</p>
      <div className="reward__buttons reward__buttons--stack">
        {canOpen('register') && (
          <button type="button" className="button button--play" onClick={() => openModal('register')}>
            {t('daily.register')}
          </button>
        )}
        {canOpen('login') && (
          <button type="button" className="button" onClick={() => openModal('login')}>
            {t('daily.login')}
          </button>
        )}
        <button type="button" className="button button--quiet" onClick={close}>
          {t('daily.notNow')}
        </button>
      </div>
    </div>
  );
}
