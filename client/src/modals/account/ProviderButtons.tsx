// One button per sign-in provider the server has configured (the others are not shown at all),
// each starting that provider's sign-in (./start-provider.ts). Renders nothing until the server
// has said which there are, and nothing when there are none.

import { useTranslation } from 'react-i18next';
import type { ModalName } from '../../routing/hash-modals';
import { configuredProviders, type ProviderName } from './provider-urls';
import { useProviders } from './providers';
import { startProviderSignIn } from './start-provider';

/** The providers' own names, the same in every language. */
export const PROVIDER_LABELS: Readonly<Record<ProviderName, string>> = {
  google: 'Google',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
};

const MARKS: Readonly<Record<ProviderName, string>> = { google: 'G', facebook: 'f', linkedin: 'in' };

export function ProviderButton({
  provider,
  onClick,
}: {
  readonly provider: ProviderName;
  readonly onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button type="button" className={`provider-button provider-button--${provider}`} onClick={onClick}>
      <span className="provider-button__mark" aria-hidden="true">
        {MARKS[provider]}
      </span>
      {t('providers.continueWith', { provider: PROVIDER_LABELS[provider] })}
    </button>
  );
}

export function ProviderButtons({
  openModal,
  only,
}: {
  readonly openModal: (name: ModalName) => void;
  /** Limit to these (the save-progress prompt offers the social ones). */
  readonly only?: readonly ProviderName[];
}) {
  const providers = useProviders();
  if (!providers) return null;
  const names = configuredProviders(providers).filter((name) => !only || only.includes(name));
  if (names.length === 0) return null;
  return (
    <div className="account__buttons">
      {names.map((name) => (
        <ProviderButton
          key={name}
          provider={name}
          onClick={() => startProviderSignIn(name, providers, openModal)}
        />
      ))}
    </div>
  );
}

/** Whether any provider button would show: the "or" between providers and email depends on it. */
export function useHasProviders(only?: readonly ProviderName[]): boolean {
  const providers = useProviders();
  if (!providers) return false;
  return configuredProviders(providers).some((name) => !only || only.includes(name));
}
