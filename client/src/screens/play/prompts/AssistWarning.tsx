// The first Reveal or Hint of a player (spec section 5): what the assist does, what it costs and
// that it lowers the score, before it is used. OK goes ahead; Cancel (or Escape) plays on.

import { HINT_SCORE_FACTOR, REVEAL_PRICE, SMART_HINT_PRICE } from '@numberland/engine';
import { useTranslation } from 'react-i18next';
import { playController } from '../../../play/app-play-controller';
import type { AssistKind } from '../../../play/play-controller';
import { GemIcon } from '../../../ui/icons';
import { PromptButton, PromptDialog } from './PromptDialog';

export const ASSIST_PRICE: Readonly<Record<AssistKind, number>> = {
  reveal: REVEAL_PRICE,
  'smart-hint': SMART_HINT_PRICE,
};

/** 0.95 as the player's language writes it ("0,95" in Norwegian). */
function decimal(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(language === 'no' ? 'nb' : language).format(value);
}

export function AssistWarning({ kind }: { readonly kind: AssistKind }) {
  const { t, i18n } = useTranslation();
  const close = () => playController.closePrompt();
  const words = kind === 'reveal' ? 'reveal' : 'smartHint';
  return (
    <PromptDialog
      title={t(`playPrompts.${words}.title`)}
      onCancel={close}
      actions={
        <>
          <PromptButton onClick={close}>{t('playPrompts.cancel')}</PromptButton>
          <PromptButton main onClick={() => playController.confirmAssist(kind)}>
            {t('playPrompts.ok')}
          </PromptButton>
        </>
      }
    >
      <p>{t(`playPrompts.${words}.text`)}</p>
      <p className="play-prompt__price">
        <GemIcon size={22} />
        {t('playPrompts.cost', { price: ASSIST_PRICE[kind] })}
      </p>
      <p className="play-prompt__note">
        {t('playPrompts.score', { factor: decimal(HINT_SCORE_FACTOR, i18n.resolvedLanguage) })}
      </p>
    </PromptDialog>
  );
}
