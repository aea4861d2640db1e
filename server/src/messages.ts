// The spec's error catalogue (section 8): message keys and their English texts, sent as the
// error body's `code` and `message`.

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

/** The shortest password the game accepts, and the longest display name (spec section 9). */
export const PASSWORD_MIN = 6;
export const USERNAME_MAX = 36;
