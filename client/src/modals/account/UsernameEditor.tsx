// Editing the display name in the profile (spec section 4: ready -> editusername -> ready):
// POST /user/rename with the new name. The spec shows no checks for it; an empty name is refused
// here as the server would, the field holds at most 36 characters, and a name already taken
// shows the server's message.

import { type Profile, USERNAME_MAX } from '@numberland/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { checkNewUsername } from '../../app/validation';
import { useAuth } from '../../state/auth';
import { Field, FormProblem } from './FormParts';
import { useAccountForm } from './useAccountForm';

export function UsernameEditor({
  current,
  onDone,
}: {
  readonly current: string;
  /** With the renamed profile, or nothing when cancelled. */
  readonly onDone: (renamed: Profile | null) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(current);
  const form = useAccountForm();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.sending) return;
    const problem = checkNewUsername(name);
    if (problem) return form.fail(problem);
    let renamed: Profile | null = null;
    const done = await form.send(async () => {
      renamed = await api.rename(name.trim());
      useAuth.getState().setProfile(renamed);
    });
    if (done) onDone(renamed);
  };

  return (
    <form ref={form.formRef} className="account__form" onSubmit={submit} noValidate>
      <Field
        label={t('profile.newUsername')}
        autoComplete="username"
        maxLength={USERNAME_MAX}
        value={name}
        onChange={setName}
        {...form.marks('username')}
      />
      <FormProblem id={form.errorId} text={form.problem?.text} />
      <div className="profile__edit-buttons">
        <button type="submit" className="button" disabled={form.sending}>
          {form.sending ? t('profile.saving') : t('profile.save')}
        </button>
        <button type="button" className="button button--quiet" onClick={() => onDone(null)}>
          {t('profile.cancel')}
        </button>
      </div>
    </form>
  );
}
