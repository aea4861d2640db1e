// #login, the login chooser (spec section 2): the configured providers, then email login and
// registration. When a provider has just sent the player back, it finishes that sign-in instead.

import { useTranslation } from 'react-i18next';
import { isLoggedIn, useAuth } from '../../state/auth';
import type { ModalContentProps } from '../types';
import { capturedReturn } from './capture';
import { ProviderButtons, useHasProviders } from './ProviderButtons';
import { ProviderReturnPanel } from './ProviderReturnPanel';
import { SignedInNote } from './SignedInNote';
import { useSwitchModal } from './useSwitchModal';
import './account.css';

export function LoginModal({ close, canOpen }: ModalContentProps) {
  const openModal = useSwitchModal();
  const { t } = useTranslation();
  const loggedIn = useAuth(isLoggedIn);
  const hasProviders = useHasProviders();

  if (capturedReturn()) return <ProviderReturnPanel close={close} openModal={openModal} />;

  if (loggedIn) return <SignedInNote showProfile={canOpen('profile') ? () => openModal('profile') : null} />;

  return (
    <div className="account">
      <p className="account__lead">{t('login.lead')}</p>
      <ProviderButtons openModal={openModal} />
      {hasProviders && <p className="account__divider">{t('login.or')}</p>}
      <div className="account__buttons">
        <button type="button" className="button" onClick={() => openModal('emaillogin')}>
          {t('login.withEmail')}
        </button>
        <button type="button" className="button button--quiet" onClick={() => openModal('register')}>
          {t('login.createAccount')}
        </button>
      </div>
    </div>
  );
}
