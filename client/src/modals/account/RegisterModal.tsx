// #register (spec sections 2 and 5): email, username (at most 36 characters), password, its
// repeat and the terms. The checks run in the spec's order and the first failing one is shown;
// then the server, whose answers (an email or name already taken) show the same way.

import { USERNAME_MAX } from '@numberland/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { checkRegister } from '../../app/validation';
import { isLoggedIn, useAuth } from '../../state/auth';
import type { ModalContentProps } from '../types';
import { EmailField, Field, FormProblem, SubmitButton } from './FormParts';
import { SignedInNote } from './SignedInNote';
import { finishSignIn } from './sign-in';
import { useAccountForm } from './useAccountForm';
import { useSwitchModal } from './useSwitchModal';
import './account.css';

export function RegisterModal({ canOpen }: ModalContentProps) {
  const openModal = useSwitchModal();
  const loggedIn = useAuth(isLoggedIn);
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [terms, setTerms] = useState(false);
  const form = useAccountForm();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.sending) return;
    const problem = checkRegister({ email, username, password, repeat, terms });
    if (problem) return form.fail(problem);
    await form.send(async () => {
      const { token } = await api.register({
        email: email.trim(),
        username: username.trim(),
        password,
        password2: repeat,
        GDPRConfirmed: terms,
      });
      await finishSignIn(token, 'register');
      openModal('profile');
    });
  };

  const termsMarks = form.marks('terms');
  // While its own sign-in is finishing, the form stays up until the profile replaces it.
  if (loggedIn && !form.sending)
    return <SignedInNote showProfile={canOpen('profile') ? () => openModal('profile') : null} />;

  return (
    <div className="account">
      <p className="account__lead">{t('register.lead')}</p>
      <form ref={form.formRef} className="account__form" onSubmit={submit} noValidate>
        <EmailField label={t('register.email')} value={email} onChange={setEmail} {...form.marks('email')} />
        <Field
          label={t('register.username')}
          hint={t('register.usernameHint')}
          autoComplete="username"
          maxLength={USERNAME_MAX}
          value={username}
          onChange={setUsername}
          {...form.marks('username')}
        />
        <Field
          label={t('register.password')}
          hint={t('register.passwordHint')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          {...form.marks('password')}
        />
        <Field
          label={t('register.repeat')}
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={setRepeat}
          {...form.marks('repeat')}
        />
        <label className="account__check">
          <input
            type="checkbox"
            checked={terms}
            onChange={(event) => setTerms(event.target.checked)}
            {...termsMarks}
          />
          <span>{t('register.terms')}</span>
        </label>
        <FormProblem id={form.errorId} text={form.problem?.text} />
        <SubmitButton
          sending={form.sending}
          label={t('register.submit')}
          sendingLabel={t('register.sending')}
        />
      </form>
      <div className="account__links">
        <button type="button" className="account__link" onClick={() => openModal('emaillogin')}>
          {t('register.haveAccount')}
        </button>
      </div>
    </div>
  );
}
