// #register-reminder, the save-progress prompt (spec sections 2 and 6): a guest sees the gems
// they have, and is offered a social account or email registration, login, or playing on as a
// guest. A guest's gems live only in this browser until they sign in.

import { useTranslation } from 'react-i18next';
import { isLoggedIn, useAuth } from '../../state/auth';
import { GemIcon } from '../../ui/icons';
import type { ModalContentProps } from '../types';
import { ProviderButtons, useHasProviders } from './ProviderButtons';
import type { ProviderName } from './provider-urls';
import { useSwitchModal } from './useSwitchModal';
import './account.css';

/** The spec's "two social accounts": the social network and the search-and-sign-in provider. */
const SOCIAL: readonly ProviderName[] = ['facebook', 'google'];

export function RegisterReminderModal({ close }: ModalContentProps) {
  const openModal = useSwitchModal();
  const { t } = useTranslation();
  const loggedIn = useAuth(isLoggedIn);
  const gems = useAuth((s) => s.gems);
  const hasProviders = useHasProviders(SOCIAL);

  if (loggedIn) {
    return (
      <div className="account">
        <p className="account__lead">{t('registerReminder.saved')}</p>
        <button type="button" className="button" onClick={close}>
          {t('common.close')}
        </button>
      </div>
    );
  }

  return (
    <div className="account">
      <p className="reminder__gems">
        <GemIcon size={30} />
        {t('registerReminder.gems', { count: gems })}
      </p>
      <p className="account__lead">{t('registerReminder.lead')}</p>
      <ProviderButtons openModal={openModal} only={SOCIAL} />
      {hasProviders && <p className="account__divider">{t('login.or')}</p>}
      <div className="account__buttons">
        <button type="button" className="button" onClick={() => openModal('register')}>
          {t('registerReminder.register')}
        </button>
        <button type="button" className="button button--quiet" onClick={() => openModal('login')}>
          {t('registerReminder.login')}
        </button>
        <button type="button" className="button button--quiet" onClick={close}>
          {t('registerReminder.guest')}
        </button>
      </div>
    </div>
  );
}
