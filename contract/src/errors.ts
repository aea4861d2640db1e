// The one error body every route answers with, and the statuses most routes may answer.

import Type, { type Static } from 'typebox';

export const ErrorBody = Type.Object(
  {
    message: Type.String(),
    messages: Type.Optional(Type.Array(Type.String())),
    code: Type.String(),
  },
  { $id: 'Error', description: 'Every error: show the first of messages, else message.' },
);
export type ErrorBody = Static<typeof ErrorBody>;

export const errorResponses = {
  400: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
  429: ErrorBody,
  503: ErrorBody,
} as const;

/** `{ ok }`: sign-out, the development reset of the daily claim, the database check. */
export const OkAnswer = Type.Object({ ok: Type.Boolean() });
export type OkAnswer = Static<typeof OkAnswer>;
