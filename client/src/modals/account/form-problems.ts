// Which field a problem is about, so the form can mark that field invalid and move the focus to
// it. Codes are the spec's message keys (client checks and the server's `code` alike); wrong
// credentials name no field, on purpose: they must not say which of the two was wrong.

export type AccountField = 'email' | 'username' | 'password' | 'repeat' | 'terms';

const FIELD_OF: Readonly<Record<string, AccountField>> = {
  'error-login-enteremail': 'email',
  'forgot-password-not-email': 'email',
  'error-register-useremailexists': 'email',
  'error-login-enterusername': 'username',
  'error-register-usernameexists': 'username',
  'bad-username': 'username',
  'error-login-enterpassword': 'password',
  'error-register-passwordformat': 'password',
  'error-register-passwordsmatch': 'repeat',
  'error-register-terms': 'terms',
};

export function fieldOfProblem(code: string): AccountField | null {
  return FIELD_OF[code] ?? null;
}
