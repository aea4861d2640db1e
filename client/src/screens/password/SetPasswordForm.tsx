// Set a new password with a mailed reset code (spec sections 2 and 5): at least 6 characters, then
// equal to the repeat, then the server's answer. Used by the #setpassword modal and the
// setalphapassword screen.

import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { checkNewPassword } from '../../app/validation';
import { errorText } from '../../i18n/error-text';
import './SetPasswordForm.css';

type Status = { readonly kind: 'form' } | { readonly kind: 'sending' } | { readonly kind: 'done' };

export function SetPasswordForm({
  code,
  onDone,
}: {
  readonly code: string | null;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation();
  const ids = { password: useId(), repeat: useId(), error: useId() };
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'form' });

  if (!code) return <p className="set-password__note">{t('setPassword.noCode')}</p>;

  if (status.kind === 'done') {
    return (
      <div className="set-password">
        <p className="set-password__success" role="status">
          {t('setPassword.success')}
        </p>
        <button type="button" className="button" onClick={onDone}>
          {t('setPassword.toHome')}
        </button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkNewPassword(password, repeat);
    if (problem) return setError(t(`errors.${problem}`));
    setError(null);
    setStatus({ kind: 'sending' });
    try {
      await api.resetPassword({ resetPasswordCode: code, password, password2: repeat });
      setStatus({ kind: 'done' });
    } catch (failure) {
      setError(errorText(t, failure));
      setStatus({ kind: 'form' });
    }
  };

  const invalid = error !== null;
  return (
    <form className="set-password" onSubmit={submit} noValidate>
      <label htmlFor={ids.password}>{t('setPassword.password')}</label>
      <input
        id={ids.password}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={invalid ? ids.error : undefined}
      />
      <label htmlFor={ids.repeat}>{t('setPassword.repeat')}</label>
      <input
        id={ids.repeat}
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={invalid ? ids.error : undefined}
      />
      {error && (
        <p id={ids.error} className="set-password__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? t('setPassword.sending') : t('setPassword.submit')}
      </button>
    </form>
  );
}
