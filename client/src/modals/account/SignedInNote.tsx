// What the login and register modals show a player who is already signed in (a shared link, the
// /login route): who they are and the way to their profile, not a form for another account.

import { useTranslation } from 'react-i18next';
import { useAuth } from '../../state/auth';

export function SignedInNote({ showProfile }: { readonly showProfile: (() => void) | null }) {
  const { t } = useTranslation();
  const username = useAuth((s) => s.user?.username ?? '');
  return (
    <div className="account">
      <p className="account__lead">{t('login.signedIn', { name: username })}</p>
      {showProfile && (
        <button type="button" className="button" onClick={showProfile}>
          {t('login.showProfile')}
        </button>
      )}
    </div>
  );
}
