// Which sign-in providers the server has configured (GET /auth/providers), asked once per page:
// the answer only changes when the server is restarted with other settings. A failed answer is
// not kept, so the next modal that needs it asks again; until then no provider button shows
// (hidden, never dead).

import type { AuthProviders } from '@numberland/contract';
import { useEffect, useState } from 'react';
import { api } from '../../api';

let known: AuthProviders | null = null;
let asking: Promise<AuthProviders> | null = null;

export function loadProviders(): Promise<AuthProviders> {
  if (known) return Promise.resolve(known);
  asking ??= api
    .authProviders()
    .then((providers) => {
      known = providers;
      return providers;
    })
    .catch((error: unknown) => {
      console.warn('Could not read the sign-in providers', error);
      asking = null;
      return {};
    });
  return asking;
}

/** The configured providers, or null while the answer is on its way. */
export function useProviders(): AuthProviders | null {
  const [providers, setProviders] = useState<AuthProviders | null>(known);
  useEffect(() => {
    let live = true;
    void loadProviders().then((answer) => {
      if (live) setProviders(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  return providers;
}
