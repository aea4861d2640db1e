// An answer's body read as the API contract says it is: checked against the route's schema, so a
// test reads typed fields and never casts what the server sent.

import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';

export function answerAs<S extends TSchema>(schema: S, body: unknown): Static<S> {
  if (Value.Check(schema, body)) return body;
  throw new Error(`The answer breaks the API contract: ${JSON.stringify(body)}`);
}
