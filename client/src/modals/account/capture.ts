// The provider's answer is taken out of the page's address as this module loads, before the
// router and the startup parameters (app/useStartup.ts) read it: a provider's code or token must
// only be used after it is checked against the sign-in this tab started, and it must leave the
// address (and the history) at once. The address is left with #login, whose modal finishes the
// sign-in (./ProviderReturnPanel.tsx).
//
// This runs at import time on purpose: modals/registry.tsx imports the account modals, and
// App.tsx creates the router only after its imports have run.

import type { ProviderReturn } from './provider-return';
import { readProviderReturn } from './provider-return';

let captured: ProviderReturn | null = null;

function captureFromAddress(): void {
  if (typeof window === 'undefined') return;
  const { pathname, search, hash } = window.location;
  const read = readProviderReturn(pathname, search, hash);
  if (!read) return;
  captured = read.found;
  window.history.replaceState(window.history.state, '', `${pathname}${read.search}#login`);
}

captureFromAddress();

/** The answer found in the address when the page opened, until it is finished. */
export function capturedReturn(): ProviderReturn | null {
  return captured;
}

/** The answer has been dealt with; the login modal shows the chooser again. */
export function clearCapturedReturn(): void {
  captured = null;
}
