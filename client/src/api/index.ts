// The game's API: the calls wired to the browser's fetch, the auth store and the page's storage.
// Tests build their own with createApiClient and a fake fetch instead.

import { useAuth } from '../state/auth';
import { appStorage } from '../state/storage';
import { createCalls } from './calls';
import { createApiClient } from './client';
import { isInFrame, tenantOf } from './tenant';

/** Decided once per page load: the `tenant` parameter is gone from the address after the first route. */
export const TENANT = tenantOf({
  search: window.location.search,
  inFrame: isInFrame(),
  referrer: document.referrer,
});

const client = createApiClient({
  fetch: (url, init) => window.fetch(url, init),
  token: () => useAuth.getState().token,
  sessionId: () => useAuth.getState().sessionId,
  tenant: TENANT,
  storage: appStorage,
});

export const api = createCalls(client);

/** Sends what waits in the outbox now: at start, and whenever the browser is back online. */
export function startOutbox(): () => void {
  const wake = () => void client.outbox.flush();
  wake();
  window.addEventListener('online', wake);
  return () => window.removeEventListener('online', wake);
}

/** Finished games the server refused, kept for the player (ui/KeptGamesNotice.tsx). */
export const keptGames = {
  list: () => client.outbox.kept(),
  subscribe: (listener: () => void) => client.outbox.subscribe(listener),
  dismiss: (id: string) => client.outbox.dismiss(id),
  retry: (id: string) => client.outbox.retry(id),
};

export { ApiError } from './errors';
