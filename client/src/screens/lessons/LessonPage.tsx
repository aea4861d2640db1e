// /lessons/{id} (issue 16): what the lesson teaches, its worked example, and its practice boards
// with which are solved; the done mark when every board is.

import type { LessonId } from '@numberland/engine';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LESSONS_PATH, lessonPracticePath } from '../../app/paths';
import { emit } from '../../game/events';
import { useLessonsDone } from '../../lessons/lesson-progress';
import { PRACTICE_BOARDS, usePracticeSolved } from '../../lessons/practice-solved';
import { installPageSounds } from '../../sound/page-sounds';
import { Page } from '../../ui/Page';
import { BackToPuzzle } from './BackToPuzzle';
import { LessonExampleView } from './LessonExampleView';
import './Lessons.css';

/** No board solved (one array, so the store's selector answers the same value each time). */
const NONE: readonly number[] = [];

export function LessonPage({ lesson }: { readonly lesson: LessonId }) {
  const { t } = useTranslation();
  const done = useLessonsDone().includes(lesson);
  const solved = usePracticeSolved((s) => s.solved[lesson]) ?? NONE;
  const boards = Array.from({ length: PRACTICE_BOARDS }, (_, i) => i + 1);
  // No puzzle scene plays sounds here: the page's own player does (Play's press, the buttons).
  useEffect(() => installPageSounds(), []);
  return (
    <Page title={t(`lessons.names.${lesson}`)} backTo={LESSONS_PATH} backLabel={t('lessons.allLessons')}>
      <div className="lesson" data-lesson={lesson} data-done={done}>
        <BackToPuzzle />
        {done && (
          <p className="lesson__done" data-testid="lesson-done">
            ✓ {t('lessons.doneLesson')}
          </p>
        )}
        <p className="lesson__about">{t(`lessons.about.${lesson}`)}</p>
        <LessonExampleView lesson={lesson} />
        <section className="lesson__practice" aria-labelledby="lesson-practice-title">
          <h2 id="lesson-practice-title" className="lesson__heading">
            {t('lessons.practice.title')}
          </h2>
          <p>{t('lessons.practice.intro')}</p>
          <ul className="lesson__boards">
            {boards.map((n) => {
              const isSolved = solved.includes(n);
              return (
                <li key={n}>
                  <Link
                    className={`button${isSolved ? ' button--quiet' : ' button--play'}`}
                    to={lessonPracticePath(lesson, n)}
                    data-testid={`practice-${n}`}
                    data-solved={isSolved}
                    onClick={() => emit('sound:play', { sound: 'play-press' })}
                  >
                    {t('lessons.practice.board', { number: n })}
                    {isSolved && ` ✓ ${t('lessons.practice.solved')}`}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </Page>
  );
}
