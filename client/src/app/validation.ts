// The account checks the spec orders (section 5), as message keys of the error catalogue
// (section 8). Screens show the first failing key's text. The rules (lengths, the email pattern,
// the register checks' order) are the API contract's, which the server checks with too.

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

// The register checks are the contract's, run by the server too.
export {
  checkRegister,
  REGISTER_CHECKS,
  type RegisterInput,
  type RegisterProblem,
} from '@numberland/contract';

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
