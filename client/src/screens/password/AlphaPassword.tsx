// The setalphapassword screen (spec section 2): only a set-password panel over the background.

import { useTranslation } from 'react-i18next';
import { SetPasswordForm } from './SetPasswordForm';
import './AlphaPassword.css';

export function AlphaPassword({ code }: { readonly code: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="alpha-password">
      <section className="panel alpha-password__panel" aria-labelledby="alpha-password-title">
        <h1 id="alpha-password-title">{t('setPassword.title')}</h1>
        <SetPasswordForm code={code} onDone={() => window.location.assign('/home')} />
      </section>
    </div>
  );
}
