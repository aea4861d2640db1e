// The provider sign-in this tab has started, kept while the player is on the provider's pages:
// session storage (one tab's, gone with the tab), or memory when the browser refuses it, in which
// case the answer cannot be checked on return and the sign-in is refused rather than trusted.

import { openStorage } from '../../state/storage';
import type { PendingSignIn } from './provider-return';
import { PROVIDERS, type ProviderName } from './provider-urls';

const KEY = 'numberland:pending-sign-in:v1';

const session = openStorage(() => (typeof window === 'undefined' ? undefined : window.sessionStorage));

/** 128 random bits, URL-safe: a state or nonce nobody can guess. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function startPending(provider: ProviderName, now: number = Date.now()): PendingSignIn {
  const pending: PendingSignIn = { provider, state: randomToken(), nonce: randomToken(), startedAt: now };
  session.setItem(KEY, JSON.stringify(pending));
  return pending;
}

function parsePending(raw: string | null): PendingSignIn | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const { provider, state, nonce, startedAt } = value;
    if (
      (PROVIDERS as readonly unknown[]).includes(provider) &&
      typeof state === 'string' &&
      typeof nonce === 'string' &&
      typeof startedAt === 'number'
    ) {
      return { provider: provider as ProviderName, state, nonce, startedAt };
    }
  } catch {
    // Unreadable: as if nothing were pending.
  }
  return null;
}

/** The pending sign-in, removed: a state is good for one answer only. */
export function takePending(): PendingSignIn | null {
  const pending = parsePending(session.getItem(KEY));
  session.removeItem(KEY);
  return pending;
}
