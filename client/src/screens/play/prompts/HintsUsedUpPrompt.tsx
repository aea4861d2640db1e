// Hint pressed with every smart hint of this puzzle spent (spec section 9, "Smart hints per
// puzzle"): nothing to buy, only to say so.

import { useTranslation } from 'react-i18next';
import { playController } from '../../../play/app-play-controller';
import { useGame } from '../../../state/game';
import { PromptButton, PromptDialog } from './PromptDialog';

export function HintsUsedUpPrompt() {
  const { t } = useTranslation();
  const close = () => playController.closePrompt();
  const hintsNo = useGame((s) => s.game?.state.start.hintsNo ?? 0);
  return (
    <PromptDialog
      title={t('playPrompts.hintsUsedUp.title')}
      onCancel={close}
      actions={
        <PromptButton main onClick={close}>
          {t('playPrompts.ok')}
        </PromptButton>
      }
    >
      <p>{t('playPrompts.hintsUsedUp.text', { count: hintsNo })}</p>
      <p className="play-prompt__note">{t('playPrompts.hintsUsedUp.tip')}</p>
    </PromptDialog>
  );
}
