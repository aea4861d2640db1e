// Starting a provider's sign-in: in the game's own tab, a full-page redirect to the provider (the
// state and nonce kept for the return); inside a frame, the #newtab confirmation first.

import type { AuthProviders } from '@numberland/contract';
import type { ModalName } from '../../routing/hash-modals';
import { chooseNewTabProvider, inFrame } from './new-tab';
import { startPending } from './pending-sign-in';
import { authorizeUrl, type ProviderName } from './provider-urls';

export function startProviderSignIn(
  provider: ProviderName,
  providers: AuthProviders,
  openModal: (name: ModalName) => void,
): void {
  if (inFrame()) {
    chooseNewTabProvider(provider);
    openModal('newtab');
    return;
  }
  const pending = startPending(provider);
  const url = authorizeUrl(provider, providers, window.location.origin, pending);
  if (!url) {
    console.warn(`Sign-in with ${provider} is not configured`);
    return;
  }
  window.location.assign(url);
}
