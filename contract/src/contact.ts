// The contact form (server/src/routes/contact.ts): a captcha challenge, then the message.

import Type, { type Static } from 'typebox';
import { EMAIL_MAX } from './account-rules';

/** An ALTCHA challenge, handed to the widget as it is. */
export const CaptchaChallenge = Type.Object({}, { additionalProperties: true });
export type CaptchaChallenge = Static<typeof CaptchaChallenge>;

const field = (max: number) => Type.Optional(Type.String({ maxLength: max }));

/** Every field optional here: the server names the first missing one. */
export const ContactBody = Type.Object({
  name: field(200),
  email: field(EMAIL_MAX),
  subject: field(300),
  message: field(10_000),
  /** The ALTCHA widget's payload for a challenge from GET /contact/challenge. */
  captcha: field(4000),
});
export type ContactBody = Static<typeof ContactBody>;

export const ContactAnswer = Type.Object({ sent: Type.Boolean() });
export type ContactAnswer = Static<typeof ContactAnswer>;
