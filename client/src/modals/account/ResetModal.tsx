// #reset, forgot password (spec sections 2, 4, 5 and 7): an email address that looks like one,
// then POST /auth/requestResetPassword, then the same confirmation whatever the server found, so
// nobody can learn from it whether an address has an account. Only a call that never reached the
// server says so: the confirmation would be untrue then.

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { ApiError } from '../../api/errors';
import { checkResetEmail } from '../../app/validation';
import type { ModalContentProps } from '../types';
import { EmailField, FormProblem, SubmitButton } from './FormParts';
import { useAccountForm } from './useAccountForm';
import { useSwitchModal } from './useSwitchModal';
import './account.css';

export function ResetModal({ close }: ModalContentProps) {
  const openModal = useSwitchModal();
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const form = useAccountForm();
  const heading = useRef<HTMLHeadingElement>(null);

  // The button that had the focus is gone with the form: the focus goes to the news instead.
  useEffect(() => {
    if (sent) heading.current?.focus();
  }, [sent]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.sending) return;
    const problem = checkResetEmail(email);
    if (problem) return form.fail(problem);
    const reached = await form.send(async () => {
      try {
        await api.requestResetPassword(email.trim());
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 0) throw failure;
      }
    });
    if (reached) setSent(true);
  };

  if (sent) {
    return (
      <div className="account">
        <h3 ref={heading} className="account__heading" tabIndex={-1}>
          {t('reset.sentTitle')}
        </h3>
        <p className="account__success" role="status">
          {t('errors.forgot-password-sent')}
        </p>
        <p className="account__note">{t('reset.sentHelp')}</p>
        <div className="account__buttons">
          <button type="button" className="button" onClick={() => openModal('emaillogin')}>
            {t('reset.toLogin')}
          </button>
          <button type="button" className="button button--quiet" onClick={close}>
            {t('common.close')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="account">
      <p className="account__lead">{t('reset.lead')}</p>
      <form ref={form.formRef} className="account__form" onSubmit={submit} noValidate>
        <EmailField label={t('reset.email')} value={email} onChange={setEmail} {...form.marks('email')} />
        <FormProblem id={form.errorId} text={form.problem?.text} />
        <SubmitButton sending={form.sending} label={t('reset.submit')} sendingLabel={t('reset.sending')} />
      </form>
      <div className="account__links">
        <button type="button" className="account__link" onClick={() => openModal('emaillogin')}>
          {t('reset.toLogin')}
        </button>
      </div>
    </div>
  );
}
