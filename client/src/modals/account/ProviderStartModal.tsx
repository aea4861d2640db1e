// #googlelogin and #linkedinlogin (spec section 2): the page a new tab opens with ?tablogin= to
// sign in with one provider. LinkedIn's goes straight on to LinkedIn's authorization page, as the
// spec says of tablogin=linkedin; Google's waits for the player's press. A provider the server
// has not configured says so and offers the other ways in.

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '../types';
import { PROVIDER_LABELS, ProviderButton } from './ProviderButtons';
import type { ProviderName } from './provider-urls';
import { useProviders } from './providers';
import { startProviderSignIn } from './start-provider';
import { useSwitchModal } from './useSwitchModal';
import './account.css';

function ProviderStart({
  provider,
  straightOn,
  openModal,
}: Pick<ModalContentProps, 'openModal'> & {
  readonly provider: ProviderName;
  readonly straightOn: boolean;
}) {
  const { t } = useTranslation();
  const providers = useProviders();
  const started = useRef(false);
  const name = PROVIDER_LABELS[provider];
  const available = providers?.[provider] !== undefined;

  useEffect(() => {
    if (!straightOn || !providers || !available || started.current) return;
    started.current = true;
    startProviderSignIn(provider, providers, openModal);
  }, [straightOn, providers, available, provider, openModal]);

  if (!providers) {
    return (
      <p className="account__status" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (!available) {
    return (
      <div className="account">
        <p className="account__lead">{t('providers.unavailable', { provider: name })}</p>
        <button type="button" className="button" onClick={() => openModal('login')}>
          {t('providers.otherWays')}
        </button>
      </div>
    );
  }
  return (
    <div className="account">
      <p className="account__lead" role={straightOn ? 'status' : undefined}>
        {straightOn
          ? t('providers.redirecting', { provider: name })
          : t('providers.goTo', { provider: name })}
      </p>
      <ProviderButton
        provider={provider}
        onClick={() => startProviderSignIn(provider, providers, openModal)}
      />
      <div className="account__links">
        <button type="button" className="account__link" onClick={() => openModal('login')}>
          {t('providers.otherWays')}
        </button>
      </div>
    </div>
  );
}

export function GoogleLoginModal(_: ModalContentProps) {
  const openModal = useSwitchModal();
  return <ProviderStart provider="google" straightOn={false} openModal={openModal} />;
}

export function LinkedInLoginModal(_: ModalContentProps) {
  const openModal = useSwitchModal();
  return <ProviderStart provider="linkedin" straightOn openModal={openModal} />;
}
