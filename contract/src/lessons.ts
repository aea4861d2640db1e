// GET and POST /user/lessons: the lessons a signed-in player has done (issue 16). Guests keep
// their marks on the device; on signing in the client posts them, so they join the account's.

import { LESSON_IDS, type LessonId } from '@numberland/engine';
import Type, { type Static } from 'typebox';

/** One lesson's id; anything else is a 400 that names the ids allowed. */
export const LessonIdSchema = Type.Unsafe<LessonId>(
  Type.String({ enum: [...LESSON_IDS], description: `One of: ${LESSON_IDS.join(', ')}.` }),
);

export const LessonMarks = Type.Object({
  /** The lessons done, in the order of LESSON_IDS. */
  done: Type.Array(LessonIdSchema, { maxItems: LESSON_IDS.length, uniqueItems: true }),
});
export type LessonMarks = Static<typeof LessonMarks>;

/** Marks to add (a mark is never taken away): the answer is every lesson done. */
export const LessonMarksBody = Type.Object({
  done: Type.Array(LessonIdSchema, { minItems: 1, maxItems: LESSON_IDS.length, uniqueItems: true }),
});
export type LessonMarksBody = Static<typeof LessonMarksBody>;
