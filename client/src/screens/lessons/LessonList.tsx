// /lessons (issue 16): every lesson in teaching order, each with its done mark, and a way back to
// a puzzle left for a lesson.

import { LESSON_IDS } from '@numberland/engine';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { lessonPath } from '../../app/paths';
import { useLessonsDone } from '../../lessons/lesson-progress';
import { Page } from '../../ui/Page';
import { BackToPuzzle } from './BackToPuzzle';
import './Lessons.css';

export function LessonList() {
  const { t } = useTranslation();
  const done = useLessonsDone();
  return (
    <Page title={t('lessons.title')}>
      <BackToPuzzle />
      <p className="lessons__intro">{t('lessons.intro')}</p>
      <ol className="lessons__list">
        {LESSON_IDS.map((id, i) => {
          const isDone = done.includes(id);
          return (
            <li key={id}>
              <Link
                className={`lessons__item${isDone ? ' lessons__item--done' : ''}`}
                to={lessonPath(id)}
                data-lesson={id}
                data-done={isDone}
              >
                <span className="lessons__number" aria-hidden="true">
                  {isDone ? '✓' : i + 1}
                </span>
                <span className="lessons__name">{t(`lessons.names.${id}`)}</span>
                {/* The badge shows the state; "not done yet" is for screen readers only, to leave the name room. */}
                <span className={isDone ? 'lessons__mark' : 'visually-hidden'}>
                  {isDone ? t('lessons.done') : t('lessons.notDone')}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </Page>
  );
}
