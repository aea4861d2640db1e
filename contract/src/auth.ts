// Registering, signing in and out, and resetting a password (server/src/routes/auth.ts). Every
// field is optional here: the server names the first missing one with the catalogue's message.

import Type, { type Static } from 'typebox';
import { EMAIL_MAX } from './account-rules';

/** Our own sign-in token: the answer of every sign-in, by password or through a provider. */
export const Token = Type.Object({
  token: Type.String(),
  /**
   * The guest games of the signing-in session that stayed the guest's (not counted into the
   * account) because they used reveals or smart hints, which a guest never pays for.
   */
  guestGamesNotCounted: Type.Optional(Type.Integer({ minimum: 0 })),
  /** What to tell the player about them. */
  message: Type.Optional(Type.String()),
});
export type Token = Static<typeof Token>;

const text = (max: number) => Type.Optional(Type.String({ maxLength: max }));

export const RegisterBody = Type.Object({
  email: text(EMAIL_MAX),
  username: text(200),
  password: text(200),
  password2: text(200),
  GDPRConfirmed: Type.Optional(Type.Boolean()),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object({ email: text(EMAIL_MAX), password: text(200) });
export type LoginBody = Static<typeof LoginBody>;

export const ResetRequestBody = Type.Object({ email: text(EMAIL_MAX) });
export type ResetRequestBody = Static<typeof ResetRequestBody>;

/** The same answer whether the address is known or not. */
export const ResetRequestAnswer = Type.Object({ message: Type.String() });
export type ResetRequestAnswer = Static<typeof ResetRequestAnswer>;

export const ResetPasswordBody = Type.Object({
  resetPasswordCode: text(200),
  password: text(200),
  password2: text(200),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const ResetPasswordAnswer = Type.Object({ success: Type.Boolean() });
export type ResetPasswordAnswer = Static<typeof ResetPasswordAnswer>;
