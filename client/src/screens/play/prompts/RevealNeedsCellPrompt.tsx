// Reveal pressed with no number box chosen (spec section 5: a reveal fills the selected box):
// the player is told to pick one first, so the button never seems to do nothing.

import { useTranslation } from 'react-i18next';
import { playController } from '../../../play/app-play-controller';
import { PromptButton, PromptDialog } from './PromptDialog';

export function RevealNeedsCellPrompt() {
  const { t } = useTranslation();
  const close = () => playController.closePrompt();
  return (
    <PromptDialog
      title={t('playPrompts.revealNeedsCell.title')}
      onCancel={close}
      actions={
        <PromptButton main onClick={close}>
          {t('playPrompts.ok')}
        </PromptButton>
      }
    >
      <p>{t('playPrompts.revealNeedsCell.text')}</p>
    </PromptDialog>
  );
}
