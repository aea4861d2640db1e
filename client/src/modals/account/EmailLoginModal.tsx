// #emaillogin (spec section 2): email and password, with the way to a forgotten password and to a
// new account. Checks in the spec's order (section 5) before asking the server; wrong credentials
// are the server's answer.

import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { checkLogin } from '../../app/validation';
import { isLoggedIn, useAuth } from '../../state/auth';
import type { ModalContentProps } from '../types';
import { EmailField, Field, FormProblem, SubmitButton } from './FormParts';
import { SignedInNote } from './SignedInNote';
import { finishSignIn } from './sign-in';
import { useAccountForm } from './useAccountForm';
import { useSwitchModal } from './useSwitchModal';
import './account.css';

export function EmailLoginModal({ canOpen }: ModalContentProps) {
  const openModal = useSwitchModal();
  const loggedIn = useAuth(isLoggedIn);
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useAccountForm();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.sending) return;
    const problem = checkLogin({ email, password });
    if (problem) return form.fail(problem);
    await form.send(async () => {
      const { token } = await api.login(email.trim(), password);
      await finishSignIn(token, 'email');
      openModal('profile');
    });
  };

  // While its own sign-in is finishing, the form stays up until the profile replaces it.
  if (loggedIn && !form.sending)
    return <SignedInNote showProfile={canOpen('profile') ? () => openModal('profile') : null} />;

  return (
    <div className="account">
      <form ref={form.formRef} className="account__form" onSubmit={submit} noValidate>
        <EmailField label={t('login.email')} value={email} onChange={setEmail} {...form.marks('email')} />
        <Field
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          {...form.marks('password')}
        />
        <FormProblem id={form.errorId} text={form.problem?.text} />
        <SubmitButton sending={form.sending} label={t('login.submit')} sendingLabel={t('login.sending')} />
      </form>
      <div className="account__links">
        <button type="button" className="account__link" onClick={() => openModal('reset')}>
          {t('login.forgot')}
        </button>
        <button type="button" className="account__link" onClick={() => openModal('register')}>
          {t('login.createAccount')}
        </button>
      </div>
    </div>
  );
}
