// The account checks the spec orders (section 5), as message keys of the error catalogue
// (section 8). Screens show the first failing key's text; the server checks the same again.

/** Shortest password (spec section 9). */
export const PASSWORD_MIN = 6;

export type PasswordProblem = 'error-register-passwordformat' | 'error-register-passwordsmatch';

/** Set or reset password: at least 6 characters, then equal to the repeat. */
export function checkNewPassword(password: string, repeat: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN) return 'error-register-passwordformat';
  if (password !== repeat) return 'error-register-passwordsmatch';
  return null;
}
