// The words for a problem with the contact form, found here or by the server (the same codes).

import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ContactProblem } from './contact-validation';

export function contactProblemText(t: TFunction, problem: ContactProblem): string {
  switch (problem) {
    case 'contact-name-missing':
      return t('contact.problems.name');
    case 'contact-email-missing':
      return t('contact.problems.email');
    case 'forgot-password-not-email':
      return t('contact.problems.emailFormat');
    case 'contact-subject-missing':
      return t('contact.problems.subject');
    case 'contact-message-missing':
      return t('contact.problems.message');
    case 'captcha-missing':
      return t('contact.problems.captcha');
    case 'captcha-failed':
      return t('contact.problems.captchaFailed');
  }
}

export function ContactProblemText({
  id,
  problem,
}: {
  readonly id: string;
  readonly problem: ContactProblem;
}) {
  const { t } = useTranslation();
  return (
    <p id={id} className="contact__problem" role="alert">
      {contactProblemText(t, problem)}
    </p>
  );
}
