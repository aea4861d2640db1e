// Where the technique of a hint is taught: a rule opens the rules (#rules) over the puzzle; a
// lesson opens that lesson (issue 16), the puzzle kept paused to come back to where it was left.

import type { LearnMore } from '@numberland/engine';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { lessonPath } from '../../../app/paths';
import { playController } from '../../../play/app-play-controller';
import { useHashModal } from '../../../routing/useHashModal';

export function LearnMoreLink({ learn }: { readonly learn: LearnMore }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { openModal } = useHashModal();
  if (learn.kind === 'lesson') {
    const open = () => {
      // On a lesson's own practice board there is nothing to keep: the lesson is where it goes back to.
      if (!playController.inLesson()) playController.keepForLesson();
      navigate(lessonPath(learn.lesson));
    };
    return (
      <button
        type="button"
        className="hint-panel__learn hint-panel__learn--link"
        data-testid="hint-lesson-link"
        data-lesson={learn.lesson}
        onClick={open}
      >
        {t('hintPanel.lesson', { title: t(`lessons.names.${learn.lesson}`) })}
      </button>
    );
  }
  return (
    <button
      type="button"
      className="hint-panel__learn hint-panel__learn--link"
      onClick={() => openModal('rules')}
    >
      {t('hintPanel.learnMore', { rule: learn.rule })}
    </button>
  );
}
