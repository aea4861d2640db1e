import { describe, expect, it } from 'vitest';
import {
  checkLogin,
  checkNewPassword,
  checkNewUsername,
  checkRegister,
  checkResetEmail,
  isEmail,
  REGISTER_CHECKS,
  type RegisterInput,
} from './validation';

describe('checkNewPassword', () => {
  it('checks length first, then the repeat', () => {
    expect(checkNewPassword('abc', 'xyz')).toBe('error-register-passwordformat');
    expect(checkNewPassword('abcdef', 'abcdeg')).toBe('error-register-passwordsmatch');
    expect(checkNewPassword('abcdef', 'abcdef')).toBeNull();
  });
});

describe('checkLogin', () => {
  it.each([
    [{ email: '', password: '' }, 'error-login-enteremail'],
    [{ email: '   ', password: 'secret1' }, 'error-login-enteremail'],
    [{ email: 'ada@example.org', password: '' }, 'error-login-enterpassword'],
    [{ email: 'ada@example.org', password: 'x' }, null],
  ])('%o -> %s', (input, problem) => {
    expect(checkLogin(input)).toBe(problem);
  });
});

// The spec's order (section 5), written out once more by hand: if the table in validation.ts is
// reordered, this list and the cases below stop matching.
const SPEC_ORDER = [
  'error-login-enteremail',
  'error-login-enterpassword',
  'error-login-enterusername',
  'error-register-terms',
  'error-register-passwordformat',
  'error-register-passwordsmatch',
  'forgot-password-not-email',
];

const good: RegisterInput = {
  email: 'ada@example.org',
  username: 'Ada',
  password: 'secret1',
  repeat: 'secret1',
  terms: true,
};

/** An input that breaks every check from `from` onwards in the spec's order, and none before. */
const breaking: readonly Partial<RegisterInput>[] = [
  { email: '' },
  { password: '', repeat: 'x' },
  { username: ' ' },
  { terms: false },
  { password: 'abc', repeat: 'abd' },
  { repeat: 'secret2' },
  { email: 'not-an-email' },
];

function failingFrom(index: number): RegisterInput {
  // Later problems first, so an earlier one (say the empty email) overrides a later one's value.
  return Object.assign({}, good, ...breaking.slice(index).reverse());
}

describe('checkRegister', () => {
  it('runs its checks in the spec order', () => {
    expect(REGISTER_CHECKS.map((c) => c.problem)).toEqual(SPEC_ORDER);
  });

  it.each(SPEC_ORDER.map((problem, index) => [problem, index] as const))(
    'names %s first when it and every later check fail',
    (problem, index) => {
      expect(checkRegister(failingFrom(index))).toBe(problem);
    },
  );

  it.each([
    [{ ...good, email: '', password: '', username: '', terms: false }, 'error-login-enteremail'],
    [{ ...good, password: '', username: '', terms: false }, 'error-login-enterpassword'],
    [{ ...good, username: '', terms: false, password: 'abc' }, 'error-login-enterusername'],
    [{ ...good, terms: false, password: 'abc', repeat: 'xyz' }, 'error-register-terms'],
    [{ ...good, password: 'abc', repeat: 'xyz' }, 'error-register-passwordformat'],
    [{ ...good, repeat: 'secret2', email: 'nope' }, 'error-register-passwordsmatch'],
    [{ ...good, email: 'nope' }, 'forgot-password-not-email'],
    [good, null],
  ])('%o -> %s', (input, problem) => {
    expect(checkRegister(input)).toBe(problem);
  });
});

describe('checkResetEmail and isEmail', () => {
  it.each([
    ['ada@example.org', null],
    ['  ada@example.org  ', null],
    ['', 'forgot-password-not-email'],
    ['ada', 'forgot-password-not-email'],
    ['ada@example', 'forgot-password-not-email'],
    ['a da@example.org', 'forgot-password-not-email'],
  ])('%s -> %s', (email, problem) => {
    expect(checkResetEmail(email)).toBe(problem);
    expect(isEmail(email)).toBe(problem === null);
  });
});

describe('checkNewUsername', () => {
  it('refuses an empty name only', () => {
    expect(checkNewUsername('')).toBe('error-login-enterusername');
    expect(checkNewUsername('   ')).toBe('error-login-enterusername');
    expect(checkNewUsername('Ada')).toBeNull();
  });
});
