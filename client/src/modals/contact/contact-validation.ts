// The contact form's checks (spec section 5): name, email, subject and message are required and
// the captcha must be solved, in that order; the email must also look like one. The problems are
// named by the server's error codes (server/src/routes/contact.ts), so a problem found here and
// the same problem found by the server read the same to the player.

import { isEmail } from '@numberland/contract';

export interface ContactFields {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

/** The longest text the server takes for each field. */
export const CONTACT_MAX_LENGTH: Readonly<Record<keyof ContactFields, number>> = {
  name: 200,
  email: 320,
  subject: 300,
  message: 10_000,
};

export const CONTACT_PROBLEMS = [
  'contact-name-missing',
  'contact-email-missing',
  'forgot-password-not-email',
  'contact-subject-missing',
  'contact-message-missing',
  'captcha-missing',
  'captcha-failed',
] as const;
export type ContactProblem = (typeof CONTACT_PROBLEMS)[number];

export function isContactProblem(code: string): code is ContactProblem {
  return (CONTACT_PROBLEMS as readonly string[]).includes(code);
}

/** The field a problem is about, to mark it and move the focus there; null for the captcha. */
export function fieldOfProblem(problem: ContactProblem): keyof ContactFields | null {
  switch (problem) {
    case 'contact-name-missing':
      return 'name';
    case 'contact-email-missing':
    case 'forgot-password-not-email':
      return 'email';
    case 'contact-subject-missing':
      return 'subject';
    case 'contact-message-missing':
      return 'message';
    default:
      return null;
  }
}

/** The first problem in the spec's order, or null when the form can be sent. */
export function checkContact(fields: ContactFields, captchaPayload: string | null): ContactProblem | null {
  if (!fields.name.trim()) return 'contact-name-missing';
  if (!fields.email.trim()) return 'contact-email-missing';
  if (!isEmail(fields.email.trim())) return 'forgot-password-not-email';
  if (!fields.subject.trim()) return 'contact-subject-missing';
  if (!fields.message.trim()) return 'contact-message-missing';
  if (!captchaPayload) return 'captcha-missing';
  return null;
}
