// GET /user/lessons and POST /user/lessons: the lessons a signed-in player has done (issue 16).
// Guests get a 401, as every /user route: their marks live on the device until they sign in.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, LessonMarks, LessonMarksBody } from '@numberland/contract';
import type { Auth } from '../plugins/auth';
import type { LessonMarksStore } from '../services/lesson-marks';

export interface LessonRoutesOptions {
  readonly auth: Auth;
  readonly marks: LessonMarksStore;
}

const failures = { 401: errorResponses[400], ...errorResponses };

export const lessonRoutes: FastifyPluginAsyncTypebox<LessonRoutesOptions> = async (app, { auth, marks }) => {
  app.get(
    '/user/lessons',
    {
      schema: {
        summary: 'The lessons the signed-in player has done',
        response: { 200: LessonMarks, ...failures },
      },
    },
    async (request) => ({ done: await marks.done(await auth.requireUser(request)) }),
  );

  app.post(
    '/user/lessons',
    {
      schema: {
        summary: 'Mark lessons done (marks are only added): every lesson done',
        body: LessonMarksBody,
        response: { 200: LessonMarks, ...failures },
      },
    },
    async (request) => ({ done: await marks.add(await auth.requireUser(request), request.body.done) }),
  );
};
