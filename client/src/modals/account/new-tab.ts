// Inside another site's frame the providers' pages cannot be shown (they refuse to be framed, and
// the frame's storage may be partitioned), so sign-in happens in a new tab of the game after the
// #newtab confirmation. The provider the player chose waits here for that modal.

import { TENANT } from '../../api';
import { isInFrame } from '../../api/tenant';
import { useSettings } from '../../state/settings';
import { newTabUrl, type ProviderName } from './provider-urls';

let chosen: ProviderName | null = null;

export function inFrame(): boolean {
  return isInFrame();
}

export function chooseNewTabProvider(provider: ProviderName | null): void {
  chosen = provider;
}

export function newTabProvider(): ProviderName | null {
  return chosen;
}

/** Opens the game in a new tab, ready to sign in with the chosen provider. */
export function openSignInTab(provider: ProviderName | null): void {
  const url = newTabUrl(provider, {
    origin: window.location.origin,
    tenant: TENANT,
    language: useSettings.getState().language,
  });
  window.open(url, '_blank', 'noopener,noreferrer');
}
