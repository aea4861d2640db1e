// Signing in and out. Every way of signing in ends the same (spec sections 4 and 7): the token is
// kept, the profile is read so the bar shows the account's gems at once, and the login is
// counted. The server has already moved the guest session's games to the account (the
// X-Session-Id of the call). Logging out is here too, for every menu that offers it.

import { api } from '../../api';
import { track } from '../../app/analytics';
import { useAuth } from '../../state/auth';

export type SignInMethod = 'email' | 'register' | 'google' | 'facebook' | 'linkedin';

export async function finishSignIn(token: string, method: SignInMethod): Promise<void> {
  const auth = useAuth.getState();
  auth.signIn(token);
  track('login', { method });
  try {
    auth.setProfile(await api.profile());
  } catch (error) {
    // The profile modal that opens next reads it again and says so if it still fails.
    console.warn('Signed in, but the profile could not be read yet', error);
  }
}

/** Logout (spec section 4): the server forgets the token; a failure still signs out here. */
export async function logOut(): Promise<void> {
  await api.logout().catch(() => undefined);
  useAuth.getState().signOut();
}
