// The account checks the spec orders (section 5), as message keys of the error catalogue
// (section 8). Screens show the first failing key's text; the server checks the same again, in
// the same order (server/src/services/accounts.ts), so both sides name the same first problem.
// The rules themselves (lengths, the email pattern) are the API contract's.

import { isEmail as isEmailText, PASSWORD_MIN } from '@numberland/contract';

/** An address as typed: spaces around it do not count. */
export function isEmail(text: string): boolean {
  return isEmailText(text.trim());
}

export type PasswordProblem = 'error-register-passwordformat' | 'error-register-passwordsmatch';

/** Set or reset password: at least 6 characters, then equal to the repeat. */
export function checkNewPassword(password: string, repeat: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN) return 'error-register-passwordformat';
  if (password !== repeat) return 'error-register-passwordsmatch';
  return null;
}

export interface LoginInput {
  readonly email: string;
  readonly password: string;
}

export type LoginProblem = 'error-login-enteremail' | 'error-login-enterpassword';

/** Email login: email required, then password required. Wrong credentials are the server's to say. */
export function checkLogin({ email, password }: LoginInput): LoginProblem | null {
  if (email.trim() === '') return 'error-login-enteremail';
  if (password === '') return 'error-login-enterpassword';
  return null;
}

export interface RegisterInput {
  readonly email: string;
  readonly username: string;
  readonly password: string;
  readonly repeat: string;
  readonly terms: boolean;
}

export type RegisterProblem =
  | 'error-login-enteremail'
  | 'error-login-enterpassword'
  | 'error-login-enterusername'
  | 'error-register-terms'
  | PasswordProblem
  | 'forgot-password-not-email';

/**
 * The register checks in the spec's order, one entry each. A table rather than a chain of ifs
 * so the order is data that the tests read back. The email's form comes last: the spec does not
 * list it, and the server checks it after the others.
 */
export const REGISTER_CHECKS: readonly {
  readonly problem: RegisterProblem;
  readonly fails: (input: RegisterInput) => boolean;
}[] = [
  { problem: 'error-login-enteremail', fails: (i) => i.email.trim() === '' },
  { problem: 'error-login-enterpassword', fails: (i) => i.password === '' },
  { problem: 'error-login-enterusername', fails: (i) => i.username.trim() === '' },
  { problem: 'error-register-terms', fails: (i) => !i.terms },
  { problem: 'error-register-passwordformat', fails: (i) => i.password.length < PASSWORD_MIN },
  { problem: 'error-register-passwordsmatch', fails: (i) => i.password !== i.repeat },
  { problem: 'forgot-password-not-email', fails: (i) => !isEmail(i.email) },
];

export function checkRegister(input: RegisterInput): RegisterProblem | null {
  return REGISTER_CHECKS.find((check) => check.fails(input))?.problem ?? null;
}

/** Forgot password: the email must look like one. */
export function checkResetEmail(email: string): 'forgot-password-not-email' | null {
  return isEmail(email) ? null : 'forgot-password-not-email';
}

/**
 * A new display name. The spec shows no validation for renaming; an empty name is refused with
 * the register form's message (the server refuses it too), and the input holds at most 36.
 */
export function checkNewUsername(name: string): 'error-login-enterusername' | null {
  return name.trim() === '' ? 'error-login-enterusername' : null;
}
