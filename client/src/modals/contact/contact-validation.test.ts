import { describe, expect, it } from 'vitest';
import { type ContactFields, checkContact, fieldOfProblem, isContactProblem } from './contact-validation';

const FULL: ContactFields = {
  name: 'Ada',
  email: 'ada@example.org',
  subject: 'Hello',
  message: 'I like the game.',
};

describe('checkContact', () => {
  it('passes a full form with a solved captcha', () => {
    expect(checkContact(FULL, 'payload')).toBeNull();
  });

  it.each([
    [{ name: '' }, 'contact-name-missing'],
    [{ name: '   ' }, 'contact-name-missing'],
    [{ email: '' }, 'contact-email-missing'],
    [{ email: 'ada' }, 'forgot-password-not-email'],
    [{ email: 'ada@example' }, 'forgot-password-not-email'],
    [{ email: 'a da@example.org' }, 'forgot-password-not-email'],
    [{ email: '  ada@example.org  ' }, null],
    [{ subject: '' }, 'contact-subject-missing'],
    [{ message: '\n' }, 'contact-message-missing'],
  ])('%j: %s', (change, problem) => {
    expect(checkContact({ ...FULL, ...change }, 'payload')).toBe(problem);
  });

  it('asks for the captcha last', () => {
    expect(checkContact(FULL, null)).toBe('captcha-missing');
    expect(checkContact({ ...FULL, subject: '' }, null)).toBe('contact-subject-missing');
  });

  it('reports the first problem in the spec order: name, email, subject, message', () => {
    const empty = { name: '', email: '', subject: '', message: '' };
    expect(checkContact(empty, null)).toBe('contact-name-missing');
    expect(checkContact({ ...empty, name: 'x' }, null)).toBe('contact-email-missing');
    expect(checkContact({ ...empty, name: 'x', email: 'x@y.z' }, null)).toBe('contact-subject-missing');
    expect(checkContact({ ...FULL, message: '' }, null)).toBe('contact-message-missing');
  });
});

describe('problems', () => {
  it('names the field to mark', () => {
    expect(fieldOfProblem('forgot-password-not-email')).toBe('email');
    expect(fieldOfProblem('captcha-failed')).toBeNull();
  });

  it('knows the server codes', () => {
    expect(isContactProblem('contact-subject-missing')).toBe(true);
    expect(isContactProblem('rate-limited')).toBe(false);
  });
});
