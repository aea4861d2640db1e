// The ad reward (#adreward, spec sections 2 and 4): opened when a finished video ad is closed. It
// takes the waiting reward at once (POST /user/ad/claim for a signed-in player, this device's
// balance for a guest) and shows it with the new balance. Reached without a finished ad (a
// shared link, the back button), it offers to watch one.

import { AD_REWARD_GEMS } from '@numberland/engine';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useVideoAd, useVideoAdStore } from '../../ads/useVideoAd';
import { errorText } from '../../i18n/error-text';
import type { ModalContentProps } from '../types';
import { RewardBadge } from './RewardBadge';
import './economy.css';

export function AdRewardModal({ close }: ModalContentProps) {
  const { t } = useTranslation();
  const reward = useVideoAdStore((s) => s.reward);
  const claim = useVideoAdStore((s) => s.claim);
  const clearReward = useVideoAdStore((s) => s.clearReward);
  const videoAd = useVideoAd();
  const done = useRef<HTMLButtonElement>(null);

  // Taking the reward is idempotent in the store, so a second mount (StrictMode) pays nothing twice.
  useEffect(() => {
    claim();
    return () => clearReward();
  }, [claim, clearReward]);
  useEffect(() => {
    if (reward.kind === 'claimed') done.current?.focus();
  }, [reward.kind]);

  switch (reward.kind) {
    case 'none':
      return (
        <div className="reward">
          <p className="reward__text">{t('adReward.nothing', { amount: AD_REWARD_GEMS })}</p>
          <div className="reward__buttons">
            <button
              type="button"
              className="button button--play"
              onClick={() => {
                close();
                videoAd.show();
              }}
            >
              {t('adReward.watch')}
            </button>
          </div>
        </div>
      );
    case 'ready':
    case 'claiming':
      return (
        <div className="reward">
          <RewardBadge amount={reward.reward} />
          <p className="reward__text" aria-live="polite">
            {t('adReward.collecting')}
          </p>
        </div>
      );
    case 'claimed':
      return (
        <div className="reward">
          <RewardBadge amount={reward.reward} />
          <p className="reward__text" aria-live="polite">
            {t('adReward.earned', { amount: reward.reward })}
          </p>
          <p className="reward__balance">
            {t('adReward.balance', { gems: t('common.gems', { count: reward.gems }) })}
          </p>
          <div className="reward__buttons">
            <button ref={done} type="button" className="button button--play" onClick={close}>
              {t('adReward.done')}
            </button>
          </div>
        </div>
      );
    case 'failed':
      return (
        <div className="reward">
          <RewardBadge amount={reward.reward} />
          <p className="reward__error" role="alert">
            {errorText(t, reward.error)}
          </p>
          <div className="reward__buttons">
            <button type="button" className="button" onClick={claim}>
              {t('common.tryAgain')}
            </button>
          </div>
        </div>
      );
  }
}
