// Back on /play from a lesson opened by a hint's footer (issue 16): the puzzle is as it was left,
// paused; Play on starts its clock again.

import { useTranslation } from 'react-i18next';
import { playController } from '../../../play/app-play-controller';
import { PromptButton, PromptDialog } from './PromptDialog';

export function BackFromLessonPrompt() {
  const { t } = useTranslation();
  const playOn = () => playController.playOn();
  return (
    <PromptDialog
      title={t('lessons.backPrompt.title')}
      onCancel={playOn}
      actions={
        <PromptButton main onClick={playOn}>
          {t('lessons.backPrompt.playOn')}
        </PromptButton>
      }
    >
      <p>{t('lessons.backPrompt.text')}</p>
    </PromptDialog>
  );
}
