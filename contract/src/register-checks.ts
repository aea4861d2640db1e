// The register checks in the spec's order (section 5), as message keys of the error catalogue
// (section 8): the client shows the first failing key's text before it posts, and the server
// refuses with the same first key, as both run this one table.

import { isEmail, PASSWORD_MIN } from './account-rules';

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
  | 'error-register-passwordformat'
  | 'error-register-passwordsmatch'
  | 'forgot-password-not-email';

/**
 * One entry per check, in order: a table rather than a chain of ifs so the order is data that the
 * tests read back. The email's form comes last: the spec does not list it. Spaces around the
 * email and the name do not count.
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
  { problem: 'forgot-password-not-email', fails: (i) => !isEmail(i.email.trim()) },
];

/** The first check `input` fails, or null. */
export function checkRegister(input: RegisterInput): RegisterProblem | null {
  return REGISTER_CHECKS.find((check) => check.fails(input))?.problem ?? null;
}
