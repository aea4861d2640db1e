// The lessons a signed-in player has done (issue 16). A mark is only ever added: posting marks
// the account already has changes nothing, so a guest's marks can be posted at every sign-in.

import { LESSON_IDS, type LessonId } from '@numberland/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export function lessonMarks(db: Kysely<Database>) {
  async function done(userId: string): Promise<LessonId[]> {
    const rows = await db.selectFrom('lesson_marks').select('lesson').where('user_id', '=', userId).execute();
    const marked = new Set(rows.map((r) => r.lesson));
    // In teaching order, and only lessons that still exist.
    return LESSON_IDS.filter((id) => marked.has(id));
  }
  return {
    done,
    /** Adds the marks (the route's schema has checked every id); answers every lesson done. */
    async add(userId: string, lessons: readonly LessonId[]): Promise<LessonId[]> {
      await db
        .insertInto('lesson_marks')
        .values(lessons.map((lesson) => ({ user_id: userId, lesson })))
        .onConflict((oc) => oc.columns(['user_id', 'lesson']).doNothing())
        .execute();
      return done(userId);
    },
  };
}
export type LessonMarksStore = ReturnType<typeof lessonMarks>;
