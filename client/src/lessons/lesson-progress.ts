// The app's lesson marks (lesson-marks.ts with the real API and stores), and the hook that
// keeps an account's marks read.

import type { LessonId } from '@numberland/engine';
import { useEffect } from 'react';
import { api } from '../api';
import { useAuth } from '../state/auth';
import { useSettings } from '../state/settings';
import { createLessonProgress } from './lesson-marks';

export const lessonProgress = createLessonProgress({ api, auth: useAuth, settings: useSettings });

/** The lessons done, kept up to date: an account's are read (and a guest's joined to them) on sign-in. */
export function useLessonsDone(): readonly LessonId[] {
  const token = useAuth((s) => s.token);
  const guest = useSettings((s) => s.lessonsDone);
  const mine = lessonProgress.account((s) => s);
  useEffect(() => {
    if (token) void lessonProgress.sync();
  }, [token]);
  if (!token) return guest;
  return mine.token === token ? (mine.done ?? []) : [];
}
