// /lessons/{id}/practice/{n} (issue 16): a lesson's practice board in the real puzzle scene, the
// play controller in lesson mode (play/lesson-mode.ts): hints free, the error assist on, nothing
// scored. Solved, the board counts toward the lesson (the last one marks it done); out of lives,
// the player tries it again. The play's announcer says what happens and the hints, as on /play.

import { type LessonId, PUZZLE_PHASES } from '@numberland/engine';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from 'react-router-dom';
import { lessonPath, lessonPracticePath } from '../../app/paths';
import { lessonProgress } from '../../lessons/lesson-progress';
import { PRACTICE_BOARDS, usePracticeSolved } from '../../lessons/practice-solved';
import { playController } from '../../play/app-play-controller';
import { usePuzzleLoad } from '../../play/puzzle-load';
import { useGame } from '../../state/game';
import { ArrowIcon } from '../../ui/icons';
import { AccessibleBoard } from '../play/access/AccessibleBoard';
import { PlayAnnouncer } from '../play/access/PlayAnnouncer';
import { PlayStatus } from '../play/PlayStatus';
import { PuzzleSceneBox } from '../play/PuzzleSceneBox';
import { PlayPrompts } from '../play/prompts/PlayPrompts';
import { PlayTray } from '../play/tray/PlayTray';
import { usePlayKeyboard } from '../play/usePlayKeyboard';
import '../play/Play.css';
import '../play/PlayBar.css';
import './Lessons.css';

export function LessonPlay({ lesson, board }: { readonly lesson: LessonId; readonly board: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => playController.attach({ lesson, board: board - 1 }), [lesson, board]);
  usePlayKeyboard();
  // Leaving a practice board asks nothing (the controller never guards it); the prompts want one.
  const blocker = useBlocker(false);
  const load = usePuzzleLoad((s) => s.load);
  const state = useGame((s) => s.game?.state);
  const ready = load.status === 'ready' ? load : undefined;
  const finished = state?.phase === PUZZLE_PHASES.finished && !state.abandoned;
  const success = finished && state?.finishType === 'success';
  const solve = usePracticeSolved((s) => s.solve);
  const allSolved = usePracticeSolved((s) => (s.solved[lesson]?.length ?? 0) >= PRACTICE_BOARDS);

  // Solved once: the board counts, and the last board marks the lesson done.
  const gameId = state?.start.id;
  useEffect(() => {
    if (!success || !gameId) return;
    if (solve(lesson, board)) void lessonProgress.markDone(lesson).catch((error) => console.warn(error));
  }, [success, gameId, lesson, board, solve]);

  const next = board < PRACTICE_BOARDS ? lessonPracticePath(lesson, board + 1) : undefined;
  return (
    <div className="play lesson-play" data-lesson={lesson} data-board={board}>
      <div className="play__bar panel">
        <button type="button" className="back-button" onClick={() => navigate(lessonPath(lesson))}>
          <ArrowIcon direction="left" size={22} />
          <span>{t('lessons.practice.backToLesson')}</span>
        </button>
        <div className="play__title">
          <span className="play__difficulty">
            {t('lessons.practice.heading', { number: board, count: PRACTICE_BOARDS })}
          </span>
          <h1>{t(`lessons.names.${lesson}`)}</h1>
        </div>
        <p className="lesson-play__free">{t('lessons.practice.freeHints')}</p>
        {state && <PlayStatus state={state} />}
      </div>
      {finished && (
        <div
          className="lesson-play__result panel"
          role="status"
          data-testid="practice-result"
          data-success={success}
        >
          <p className="lesson-play__result-words">
            {success
              ? allSolved
                ? t('lessons.practice.lessonDone')
                : t('lessons.practice.wellDone')
              : t('lessons.practice.failed')}
          </p>
          <div className="lesson-play__result-actions">
            {!success && (
              <button
                type="button"
                className="button button--play"
                onClick={() => playController.replayLesson()}
              >
                {t('lessons.practice.again')}
              </button>
            )}
            {success && next && (
              <button
                type="button"
                className="button button--play"
                data-testid="practice-next"
                onClick={() => navigate(next)}
              >
                {t('lessons.practice.next')}
              </button>
            )}
            <button
              type="button"
              className={`button${success && !next ? ' button--play' : ''}`}
              data-testid="practice-back"
              onClick={() => navigate(lessonPath(lesson))}
            >
              {t('lessons.practice.backToLesson')}
            </button>
          </div>
        </div>
      )}
      <PuzzleSceneBox ready={ready} state={state}>
        {ready && <AccessibleBoard />}
        <PlayAnnouncer />
        <PlayTray />
      </PuzzleSceneBox>
      <PlayPrompts blocker={blocker} />
    </div>
  );
}
