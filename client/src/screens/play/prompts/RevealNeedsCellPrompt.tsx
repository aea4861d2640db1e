// Reveal pressed with no number box chosen (spec section 5: a reveal fills the selected box):
// the player is told to pick one first, so the button never seems to do nothing.

import { useTranslation } from 'react-i18next';
import { NoticePrompt } from './NoticePrompt';

export function RevealNeedsCellPrompt() {
  const { t } = useTranslation();
  return (
    <NoticePrompt title={t('playPrompts.revealNeedsCell.title')}>
      <p>{t('playPrompts.revealNeedsCell.text')}</p>
    </NoticePrompt>
  );
}
