// The account rules both sides check (spec sections 5, 8 and 9): lengths, what counts as an email
// address, and the error catalogue's texts. Plain constants, so the browser can import them
// without the schemas; the server checks the same rules again in the same order.

/** The spec's error catalogue (section 8): message keys and their English texts. */
export const MESSAGES = {
  error: 'Error. Please try again.',
  'error-login-enteremail': 'Please enter email',
  'error-login-enterpassword': 'Please enter password',
  'error-login-enterusername': 'Please enter username',
  'error-login-wrongcredentials': 'Wrong username or password. Try again or reset your password.',
  'error-register-passwordformat': 'Password must have 6 or more characters.',
  'error-register-passwordsmatch': "Passwords don't match.",
  'error-register-terms': 'Please agree with the terms of service',
  'error-register-useremailexists': 'This email address is already being used',
  'error-register-usernameexists': 'This username is already taken',
  'forgot-password-not-email': 'Please enter a valid email',
} as const;
export type MessageKey = keyof typeof MESSAGES;

/** The spec's generic message, for an error that carries no text of its own. */
export const GENERIC_MESSAGE = MESSAGES.error;

/** The shortest password the game accepts, and the longest display name (spec section 9). */
export const PASSWORD_MIN = 6;
export const USERNAME_MAX = 36;

/** The longest email address the routes take (RFC 5321's limit). */
export const EMAIL_MAX = 320;

/** A plain something@something.tld without spaces. Whether mail arrives is the mail's business. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The text as it is (callers trim where the form allows spaces around the address). */
export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}
