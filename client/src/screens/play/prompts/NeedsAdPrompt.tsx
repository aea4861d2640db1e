// Short of gems for a reveal or a smart hint (spec section 5): the price, the balance, and a
// video ad that earns gems (its reward then opens in #adreward), or "Not now".

import { AD_REWARD_GEMS } from '@numberland/engine';
import { useTranslation } from 'react-i18next';
import { useVideoAd } from '../../../ads/useVideoAd';
import { playController } from '../../../play/app-play-controller';
import type { AssistKind } from '../../../play/play-controller';
import { useAuth } from '../../../state/auth';
import { GemIcon } from '../../../ui/icons';
import { ASSIST_PRICE } from './AssistWarning';
import { PromptButton, PromptDialog } from './PromptDialog';

export function NeedsAdPrompt({ on }: { readonly on: AssistKind }) {
  const { t } = useTranslation();
  const close = () => playController.closePrompt();
  const gems = useAuth((s) => s.gems);
  const ad = useVideoAd();
  const watch = () => {
    close();
    ad.show();
  };
  return (
    <PromptDialog
      title={t('playPrompts.needsAd.title')}
      onCancel={close}
      actions={
        <>
          <PromptButton onClick={close}>{t('playPrompts.needsAd.notNow')}</PromptButton>
          <PromptButton main onClick={watch}>
            {t('playPrompts.needsAd.watch', { amount: AD_REWARD_GEMS })}
          </PromptButton>
        </>
      }
    >
      <p className="play-prompt__price">
        <GemIcon size={22} />
        {t(on === 'reveal' ? 'playPrompts.needsAd.reveal' : 'playPrompts.needsAd.smartHint', {
          price: ASSIST_PRICE[on],
        })}
      </p>
      <p>{t('playPrompts.needsAd.balance', { count: gems })}</p>
    </PromptDialog>
  );
}
