// /lessons, /lessons/{id} and /lessons/{id}/practice/{n} (issue 16), by the rules of
// app/paths.ts: an unknown lesson goes to the list, an unknown board to its lesson.

import { Navigate, useParams } from 'react-router-dom';
import { resolveLesson } from '../../app/paths';
import { PRACTICE_BOARDS } from '../../lessons/practice-solved';
import { LessonList } from './LessonList';
import { LessonPage } from './LessonPage';
import { LessonPlay } from './LessonPlay';

export function LessonsRoute() {
  const { lesson, board } = useParams();
  if (lesson === undefined) return <LessonList />;
  const route = resolveLesson(lesson, board, PRACTICE_BOARDS);
  if (route.kind === 'redirect') return <Navigate to={route.to} replace />;
  if (route.kind === 'lesson') return <LessonPage key={route.lesson} lesson={route.lesson} />;
  return <LessonPlay key={`${route.lesson}/${route.board}`} lesson={route.lesson} board={route.board} />;
}
