// Where the technique of a hint is taught (issue 16): a lesson's footer opens that lesson, the
// puzzle kept paused to come back to where it was left; rule 2's opens the rules (#rules) over the
// puzzle, and its lesson, "Pairs only once", beside it.

import { type LearnMore, type LessonId, lessonOfHint } from '@numberland/engine';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { lessonPath } from '../../../app/paths';
import { playController } from '../../../play/app-play-controller';
import { useHashModal } from '../../../routing/useHashModal';

export function LearnMoreLink({ learn }: { readonly learn: LearnMore }) {
  const { t } = useTranslation();
  const { openModal } = useHashModal();
  const lesson = <LessonLink lesson={lessonOfHint(learn)} />;
  if (learn.kind === 'lesson') return lesson;
  return (
    <>
      <button
        type="button"
        className="hint-panel__learn hint-panel__learn--link"
        onClick={() => openModal('rules')}
      >
        {t('hintPanel.learnMore', { rule: learn.rule })}
      </button>
      {lesson}
    </>
  );
}

function LessonLink({ lesson }: { readonly lesson: LessonId }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = () => {
    // On a lesson's own practice board there is nothing to keep: the lesson is where it goes back to.
    if (!playController.inLesson()) playController.keepForLesson();
    navigate(lessonPath(lesson));
  };
  return (
    <button
      type="button"
      className="hint-panel__learn hint-panel__learn--link"
      data-testid="hint-lesson-link"
      data-lesson={lesson}
      onClick={open}
    >
      {t('hintPanel.lesson', { title: t(`lessons.names.${lesson}`) })}
    </button>
  );
}
