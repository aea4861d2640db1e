// #newtab (spec section 2): inside another site's frame, signing in happens in a new tab of the
// game, after this confirmation. The tab opens on the provider the player chose (./new-tab.ts),
// or on the login chooser when none was.

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '../types';
import { newTabProvider, openSignInTab } from './new-tab';
import { PROVIDER_LABELS } from './ProviderButtons';
import './account.css';

export function NewTabModal({ close }: ModalContentProps) {
  const { t } = useTranslation();
  const [provider] = useState(newTabProvider);
  return (
    <div className="account">
      <p className="account__lead">{t('newTab.text')}</p>
      {provider && (
        <p className="account__note">{t('newTab.withProvider', { provider: PROVIDER_LABELS[provider] })}</p>
      )}
      <div className="account__buttons">
        <button
          type="button"
          className="button"
          onClick={() => {
            openSignInTab(provider);
            close();
          }}
        >
          {t('newTab.open')}
          <span className="visually-hidden"> ({t('menu.newTab')})</span>
        </button>
        <button type="button" className="button button--quiet" onClick={close}>
          {t('newTab.cancel')}
        </button>
      </div>
    </div>
  );
}
